import {
  type AnnounceChannel,
  type GuildSettings,
  resolveSettings,
  type SettingsDefaults,
  type TrackMode,
  withChannel,
  withoutChannel,
} from "./guild-settings.js";

const TRACK_MODES: readonly TrackMode[] = ["off", "post", "edit"];

/** The stations (keys) a channel follows: its own list, else the server's station (none when it has none). */
export function followedStations(
  stations: readonly string[] | undefined,
  serverStation: string | null | undefined,
): readonly string[] {
  return stations ?? (serverStation ? [serverStation] : []);
}

/** What `/setup announce` asks: the channel, the track mode typed (if any), and the station named (if any). */
export interface AnnounceRequest {
  readonly channelId: string;
  /** The `tracks` option as typed; anything but a track mode keeps the channel's own, else `fallback`. */
  readonly tracks: string | null;
  /** The track mode a new channel gets when none is asked (`ANNOUNCE_TRACKS`). */
  readonly fallback: TrackMode;
  /** The station (key) named with the `station` option; null: the channel's stations stay as they are. */
  readonly station: string | null;
  /** The server's own station (key), which a channel without a list of its own follows. */
  readonly serverStation: string | null;
}

/** The settings after `/setup announce`, and what the channel now gets. */
export interface AnnounceChange {
  readonly next: GuildSettings;
  readonly tracks: TrackMode;
  /** The stations the channel follows, when a station was named (last: the one just named). */
  readonly stations: readonly string[] | null;
}

/** Adds or changes an announce channel; a named station joins the ones it follows. Pure. */
export function announceChannel(
  saved: GuildSettings | null,
  defaults: SettingsDefaults,
  request: AnnounceRequest,
): AnnounceChange {
  const existing = resolveSettings(saved, defaults).channels.find((c) => c.id === request.channelId);
  const tracks = TRACK_MODES.find((mode) => mode === request.tracks) ?? existing?.tracks ?? request.fallback;
  if (request.station === null) {
    const own = existing?.stations ? { stations: existing.stations } : {};
    return {
      next: withChannel(saved, defaults, { id: request.channelId, tracks, ...own }),
      tracks,
      stations: null,
    };
  }
  const before = existing ? followedStations(existing.stations, request.serverStation) : [];
  const stations = [...before.filter((key) => key !== request.station), request.station];
  return {
    next: withChannel(saved, defaults, { id: request.channelId, tracks, stations }),
    tracks,
    stations,
  };
}

/** Whether a channel gets announcements (saved, else from the defaults). Pure. */
export function isAnnounced(
  saved: GuildSettings | null,
  defaults: SettingsDefaults,
  channelId: string,
): boolean {
  return resolveSettings(saved, defaults).channels.some((c) => c.id === channelId);
}

/** The settings after `/setup unannounce`: the channel was not announcing, stops following one station, or goes. */
export type UnannounceChange =
  | { readonly kind: "not-announced" }
  | { readonly kind: "unfollowed"; readonly next: GuildSettings }
  | { readonly kind: "removed"; readonly next: GuildSettings };

/**
 * Stops announcements in a channel: with a station named, only that station's while it follows others too; else
 * the channel goes from the list (a default one too). Pure.
 */
export function unannounceChannel(
  saved: GuildSettings | null,
  defaults: SettingsDefaults,
  request: {
    readonly channelId: string;
    readonly station: string | null;
    readonly serverStation: string | null;
  },
): UnannounceChange {
  const existing: AnnounceChannel | undefined = resolveSettings(saved, defaults).channels.find(
    (c) => c.id === request.channelId,
  );
  if (!existing) return { kind: "not-announced" };
  const rest = request.station
    ? followedStations(existing.stations, request.serverStation).filter((key) => key !== request.station)
    : [];
  if (rest.length > 0)
    return { kind: "unfollowed", next: withChannel(saved, defaults, { ...existing, stations: rest }) };
  return { kind: "removed", next: withoutChannel(saved, defaults, request.channelId) };
}
