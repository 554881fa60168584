import { z } from "zod";
import type { Locale } from "../../locale.js";
import type {
  AnnounceChannel,
  FollowSetting,
  GuildSettings,
  SavedStation,
  WeeklyReportSetting,
} from "../../settings/guild-settings.js";
import type { MessageStyle } from "../../templates/style.js";
import type { MessageTemplate } from "../../templates/trigger.js";
import { markNotUnderstood } from "../../settings/newer-settings.js";
import { STORED_STYLE, STORED_TEMPLATE } from "../../settings/stored-message-settings.js";
import { checkTemplate } from "../../templates/check-template.js";
import { jsonColumn } from "./columns.js";
import type { RowSource } from "./row-decoder.js";

const CHANNEL = z.looseObject({
  id: z.string(),
  tracks: z.enum(["off", "post", "edit"]),
  stations: z.array(z.string()).optional(),
}) satisfies z.ZodType<AnnounceChannel>;

const STATION = z.looseObject({
  key: z.string(),
  url: z.string(),
  serverId: z.number(),
  name: z.string().nullable(),
  sealedKey: z.string().optional(),
}) satisfies z.ZodType<SavedStation>;

const REPORT = z.looseObject({
  channelId: z.string(),
  day: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
}) satisfies z.ZodType<WeeklyReportSetting>;

const FOLLOWS = z.looseObject({
  enabled: z.boolean(),
  maxPerUser: z.number().int().min(1).max(100),
}) satisfies z.ZodType<FollowSetting>;

/** A stored template this version can use: as `/setup message` saves it, its text checked (and normalised) again. */
const TEMPLATE = STORED_TEMPLATE.transform((template, ctx): MessageTemplate => {
  const checked = checkTemplate(template.text);
  if (checked.ok) return { ...template, text: checked.text };
  ctx.issues.push({ code: "custom", message: "template", input: template.text });
  return z.NEVER;
});

/**
 * How each setting is read. A language this version does not speak passes as it is (`savedLocale` falls back to the
 * default). A list is read item by item (`LISTS`): the items this version understands are used.
 */
const FIELDS = {
  channels: z.array(CHANNEL),
  pingRoleId: z.string().nullable(),
  locale: z.custom<Locale>((value) => typeof value === "string"),
  stationStatus: z.boolean(),
  station: z.string(),
  stations: z.array(STATION),
  voiceChannelId: z.string().nullable(),
  voiceStation: z.string().nullable(),
  templates: z.array(TEMPLATE),
  style: STORED_STYLE satisfies z.ZodType<MessageStyle>,
  report: REPORT.nullable(),
  statsAccess: z.enum(["everyone", "managers"]),
  timeZone: z.string().max(64).nullable(),
  follows: FOLLOWS,
} satisfies { readonly [K in keyof GuildSettings]-?: z.ZodType<NonNullable<GuildSettings[K]> | null> };

const LISTS: Readonly<Record<string, z.ZodType>> = {
  channels: CHANNEL,
  stations: STATION,
  templates: TEMPLATE,
};

/**
 * A server's settings JSON, read setting by setting. A setting of a name this version does not know is kept as it
 * is; one whose value it does not understand (a newer version's, during a rolling upgrade: a new kind of channel,
 * an access level, a day) is read as absent, or as the items of a list it understands, and marked
 * (`notUnderstood`): the rest of the server's settings (its station, its sealed keys) are used, and no write of
 * this version overwrites the value (see `mergedSettings`).
 */
function readSettings(json: Readonly<Record<string, unknown>>): GuildSettings {
  const newer: string[] = [];
  const read = Object.entries(json).flatMap(([field, value]): [string, unknown][] => {
    if (!Object.hasOwn(FIELDS, field)) return [[field, value]];
    const parsed = FIELDS[field as keyof typeof FIELDS].safeParse(value);
    if (parsed.success) return [[field, parsed.data]];
    newer.push(field);
    const items = LISTS[field];
    if (!items || !Array.isArray(value)) return [];
    return [[field, value.flatMap((one) => understoodItem(items, one))]];
  });
  return markNotUnderstood(Object.fromEntries(read), newer);
}

function understoodItem(schema: z.ZodType, value: unknown): unknown[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [parsed.data] : [];
}

/** A server's `/setup` settings as JSON (the `settings` column): any JSON object, read setting by setting. */
export const GUILD_SETTINGS_JSON: z.ZodType<GuildSettings> = z
  .record(z.string(), z.unknown())
  .transform(readSettings);

/** A `guild_settings` row (`guild_id`, `settings`), the same in both stores: the server and its settings. */
export const GUILD_SETTINGS_ROW = z
  .object({ guild_id: z.string(), settings: jsonColumn(GUILD_SETTINGS_JSON) })
  .transform((row): readonly [string, GuildSettings] => [row.guild_id, row.settings]);

/** A `guild_settings` row's home voice channel (`guild_id`, `voice_channel_id`). */
export const VOICE_HOME_ROW = z
  .object({ guild_id: z.string(), voice_channel_id: z.string() })
  .transform((row) => ({ guildId: row.guild_id, channelId: row.voice_channel_id }));

/** Where a `guild_settings` row comes from, for the log. */
export const GUILD_SETTINGS_SOURCE: RowSource = { table: "guild_settings", key: "guild_id" };
