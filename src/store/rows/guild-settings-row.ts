import { z } from "zod";
import type { Locale } from "../../locale.js";
import type {
  AnnounceChannel,
  GuildSettings,
  SavedStation,
  WeeklyReportSetting,
} from "../../settings/guild-settings.js";
import type { MessageStyle } from "../../templates/style.js";
import type { MessageTemplate } from "../../templates/trigger.js";
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

/**
 * Parts the settings check one by one when they are read (`savedLocale`, `cleanMessageSettings`): a language this
 * version does not speak falls back to the default, a template or style it cannot use is dropped alone with a log
 * line of its own. Skipping the whole server's settings for them would undo that, so they pass here as they are.
 */
const LOCALE = z.custom<Locale>((value) => typeof value === "string");
const TEMPLATES = z.custom<readonly MessageTemplate[]>();
const STYLE = z.custom<MessageStyle>();

/**
 * A server's `/setup` settings as JSON (the `settings` column). A loose object: a setting a newer version saved is kept, so that this
 * version saving the settings again does not wipe it.
 */
export const GUILD_SETTINGS_JSON = z.looseObject({
  channels: z.array(CHANNEL).optional(),
  pingRoleId: z.string().nullable().optional(),
  locale: LOCALE.optional(),
  stationStatus: z.boolean().optional(),
  station: z.string().optional(),
  stations: z.array(STATION).optional(),
  voiceChannelId: z.string().nullable().optional(),
  voiceStation: z.string().nullable().optional(),
  templates: TEMPLATES.optional(),
  style: STYLE.optional(),
  // A report or access this version cannot read (a newer one's) reads as none, not as no settings at all.
  report: REPORT.nullable().optional().catch(undefined),
  statsAccess: z.enum(["everyone", "managers"]).optional().catch(undefined),
}) satisfies z.ZodType<GuildSettings>;

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
