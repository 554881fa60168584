import { isLocale, type Locale } from "../locale.js";
import type { MessageStyle } from "../templates/style.js";
import type { MessageTemplate } from "../templates/trigger.js";
import { notUnderstood } from "./newer-settings.js";

/** How a channel gets tracks: not at all, a post per track, or one message edited in place. */
export type TrackMode = "off" | "post" | "edit";

/** A channel that gets announcements. */
export interface AnnounceChannel {
  readonly id: string;
  readonly tracks: TrackMode;
  /** The stations (keys) it follows; absent: the server's station, whichever that is. */
  readonly stations?: readonly string[];
}

/** A station a server added on a public bot (`/setup station`): its key sealed, never in the clear. */
export interface SavedStation {
  /** `<panel address>#<server id>`. */
  readonly key: string;
  readonly url: string;
  readonly serverId: number;
  readonly name: string | null;
  /** The API key sealed with SECRET_KEY (`v1.<key id>.<…>`), when the station gave one. */
  readonly sealedKey?: string;
}

/** The weekly report's channel and time (`/setup report channel`): a day (1 Monday … 7 Sunday) and an hour. */
export interface WeeklyReportSetting {
  readonly channelId: string;
  /** ISO weekday, 1 (Monday) to 7 (Sunday), in the statistics' time zone. */
  readonly day: number;
  /** 0 to 23, in the statistics' time zone. */
  readonly hour: number;
}

/** Who may use `/stats` on a server (`/setup report access`). */
export type StatsAccess = "everyone" | "managers";

/** `/setup follow`: listeners' follows of the station's DJs on or off in a server, and the cap per user. */
export interface FollowSetting {
  readonly enabled: boolean;
  /** 1 to 100. */
  readonly maxPerUser: number;
}

/** What `/setup` saved for a server. A field it never set falls back to the default from `.env`. */
export interface GuildSettings {
  readonly channels?: readonly AnnounceChannel[];
  /** The role pinged when a DJ goes live; null when `/setup ping` cleared it. */
  readonly pingRoleId?: string | null;
  readonly locale?: Locale;
  readonly stationStatus?: boolean;
  /** The server's station (a key): what commands read and new announce channels follow. */
  readonly station?: string;
  /** Public bot: the stations this server added. */
  readonly stations?: readonly SavedStation[];
  /** The home voice or stage channel the bot stays in 24/7 (`/setup radio`); null when turned off. */
  readonly voiceChannelId?: string | null;
  /** The station the home voice channel plays (a key), when `/setup radio` chose one; absent: the server's own. */
  readonly voiceStation?: string | null;
  /** The moderators' own wording of announcements (`/setup message`), by trigger and station. */
  readonly templates?: readonly MessageTemplate[];
  /** How announcements look (`/setup style`); absent: today's embeds. */
  readonly style?: MessageStyle;
  /** The weekly report (`/setup report`); absent or null: none. */
  readonly report?: WeeklyReportSetting | null;
  /** Who may use `/stats`; absent: everyone. */
  readonly statsAccess?: StatsAccess;
  /** The IANA zone clock times typed in `/history at:` are read in (`/setup timezone`); absent or null: the bot's. */
  readonly timeZone?: string | null;
  /** Whether listeners may follow the station's DJs here, and how many each may follow (`/setup follow`). */
  readonly follows?: FollowSetting;
}

/** Every setting's name, as the store keeps it: the fields of {@link GuildSettings}. */
export const SETTING_NAMES = [
  "channels",
  "pingRoleId",
  "locale",
  "stationStatus",
  "station",
  "stations",
  "voiceChannelId",
  "voiceStation",
  "templates",
  "style",
  "report",
  "statsAccess",
  "timeZone",
  "follows",
] as const satisfies readonly (keyof GuildSettings)[];

// Fails to compile when a setting is added to GuildSettings but not to SETTING_NAMES.
const everySettingNamed: Exclude<keyof GuildSettings, (typeof SETTING_NAMES)[number]> extends never
  ? true
  : never = true;
void everySettingNamed;

/** The defaults a server starts from: `.env`, with its announce channels that are in this server. */
export interface SettingsDefaults {
  readonly channels: readonly AnnounceChannel[];
  readonly locale: Locale;
  readonly stationStatus: boolean;
}

/**
 * The language a server chose with `/setup language`, or undefined: also when it is one this version does not speak
 * (saved by a newer one), which falls back to the default rather than to nothing.
 */
export function savedLocale(saved: GuildSettings | null | undefined): Locale | undefined {
  return saved?.locale !== undefined && isLocale(saved.locale) ? saved.locale : undefined;
}

/**
 * Who may use `/stats` on a server. An access level this version does not understand (a newer version's) is kept to
 * managers: it fails closed, never open to everyone.
 */
export function statsAccessOf(saved: GuildSettings | null | undefined): StatsAccess {
  if (notUnderstood(saved).includes("statsAccess")) return "managers";
  return saved?.statsAccess ?? "everyone";
}

/** Where a setting comes from. */
export type SettingSource = "setup" | "default";

/** The settings in force for a server, and where each comes from. */
export interface ResolvedSettings {
  readonly channels: readonly AnnounceChannel[];
  readonly pingRoleId: string | null;
  readonly locale: Locale;
  readonly stationStatus: boolean;
  /** The home voice channel, or null for none. */
  readonly voiceChannelId: string | null;
  readonly from: {
    readonly channels: SettingSource;
    readonly ping: SettingSource;
    readonly locale: SettingSource;
    readonly stationStatus: SettingSource;
  };
}

/** One resolved settings object per server: what `/setup` saved, else the defaults. Pure. */
export function resolveSettings(saved: GuildSettings | null, defaults: SettingsDefaults): ResolvedSettings {
  const source = (set: boolean): SettingSource => (set ? "setup" : "default");
  const locale = savedLocale(saved);
  return {
    channels: saved?.channels ?? defaults.channels,
    pingRoleId: saved?.pingRoleId ?? null,
    locale: locale ?? defaults.locale,
    stationStatus: saved?.stationStatus ?? defaults.stationStatus,
    voiceChannelId: saved?.voiceChannelId ?? null,
    from: {
      channels: source(saved?.channels !== undefined),
      ping: source(saved?.pingRoleId !== undefined),
      locale: source(locale !== undefined),
      stationStatus: source(saved?.stationStatus !== undefined),
    },
  };
}

/**
 * Adds or changes an announce channel. The server's channels become its own from then on (the defaults it had
 * are kept), so `.env` no longer decides them. Pure.
 */
export function withChannel(
  saved: GuildSettings | null,
  defaults: SettingsDefaults,
  channel: AnnounceChannel,
): GuildSettings {
  const current = resolveSettings(saved, defaults).channels.filter((c) => c.id !== channel.id);
  return { ...saved, channels: [...current, channel] };
}

/** Removes an announce channel (a default one too). Pure. */
export function withoutChannel(
  saved: GuildSettings | null,
  defaults: SettingsDefaults,
  channelId: string,
): GuildSettings {
  const current = resolveSettings(saved, defaults).channels.filter((c) => c.id !== channelId);
  return { ...saved, channels: current };
}
