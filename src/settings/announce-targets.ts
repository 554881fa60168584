import type { Locale } from "../locale.js";
import type { MessageStyle } from "../templates/style.js";
import type { MessageTemplate } from "../templates/trigger.js";
import {
  type GuildSettings,
  resolveSettings,
  type SettingsDefaults,
  type TrackMode,
} from "./guild-settings.js";

/** One channel's announcements, as its server's settings say. */
export interface AnnounceTarget {
  readonly channelId: string;
  readonly tracks: TrackMode;
  readonly locale: Locale;
  readonly stationStatus: boolean;
  /** Pinged (and only it) by the DJ-live post; null for none. */
  readonly pingRoleId: string | null;
  /** The stations (keys) whose announcements it gets (absent: the bot's only station). */
  readonly stations?: readonly string[];
  /**
   * Its server's templates (`/setup message`), for every station it follows: the look of one station's
   * announcement is resolved with `lookOf`. Absent: the default wording.
   */
  readonly templates?: readonly MessageTemplate[];
  /** Its server's style (`/setup style`); absent: today's embeds. */
  readonly style?: MessageStyle;
}

/** The bot's `.env` announcement settings: the defaults of every server. */
export interface EnvAnnounce {
  readonly channelIds: readonly string[];
  readonly tracks: TrackMode;
  readonly locale: Locale;
  readonly stationStatus: boolean;
}

/** A server's defaults: `.env`, with those of its announce channels that are in that server. */
export function defaultsFor(
  guildId: string,
  env: EnvAnnounce,
  guildOf: (channelId: string) => string | null,
): SettingsDefaults {
  return {
    channels: env.channelIds
      .filter((id) => guildOf(id) === guildId)
      .map((id) => ({ id, tracks: env.tracks })),
    locale: env.locale,
    stationStatus: env.stationStatus,
  };
}

/**
 * Every channel to announce in (each with the stations it follows: its own list, else its server's station), across the servers the bot is in, each with its server's resolved settings.
 * `.env` channels the bot cannot place in a server it knows keep the `.env` settings, as before `/setup`. Pure.
 */
export function announceTargets(
  guildIds: readonly string[],
  saved: (guildId: string) => GuildSettings | null,
  env: EnvAnnounce,
  guildOf: (channelId: string) => string | null,
  stationOf: (guildId: string | null) => string | null = () => null,
): AnnounceTarget[] {
  const targets: AnnounceTarget[] = [];
  // No station to follow (a bot without a registry, a server without a station): the key is left out.
  const follows = (guildId: string | null, own: readonly string[] | undefined) => {
    const station = own ? null : stationOf(guildId);
    const stations = own ?? (station === null ? [] : [station]);
    return stations.length > 0 ? { stations } : {};
  };
  for (const guildId of guildIds) {
    const own = saved(guildId);
    const settings = resolveSettings(own, defaultsFor(guildId, env, guildOf));
    const look = {
      ...(own?.templates?.length ? { templates: own.templates } : {}),
      ...(own?.style ? { style: own.style } : {}),
    };
    for (const channel of settings.channels) {
      targets.push({
        channelId: channel.id,
        tracks: channel.tracks,
        locale: settings.locale,
        stationStatus: settings.stationStatus,
        pingRoleId: settings.pingRoleId,
        ...follows(guildId, channel.stations),
        ...look,
      });
    }
  }
  const known = new Set(guildIds);
  for (const channelId of env.channelIds) {
    const guild = guildOf(channelId);
    if (guild !== null && known.has(guild)) continue;
    targets.push({
      channelId,
      tracks: env.tracks,
      locale: env.locale,
      stationStatus: env.stationStatus,
      pingRoleId: null,
      ...follows(null, undefined),
    });
  }
  return targets;
}
