import type {
  AnnouncerEvent,
  AnnouncerState,
  DjChange,
  DjSnapshot,
  Observation,
} from "../station/changes.js";

/** What the change detection is told about the station's wishes. */
export interface DetectOptions {
  /** Polls that must agree before a change to the automatic player, nobody, or off air is announced. */
  readonly confirm: number;
  readonly stationStatus: boolean;
  readonly tracks: boolean;
}

/** The new state to remember and the events to post. */
export interface Detection {
  /** Null only when nothing has been seen yet (a first start whose poll failed). */
  readonly state: AnnouncerState | null;
  readonly events: AnnouncerEvent[];
}

/** Identifies a DJ across polls: live sources and the automatic player by id, and nobody. */
export function djKey(dj: DjSnapshot | null): string {
  return dj ? `${dj.live ? "live" : "auto"}:${dj.id}` : "none";
}

function changeKind(from: DjSnapshot | null, to: DjSnapshot | null): DjChange {
  if (!to) return "nobody";
  if (!to.live) return "automatic";
  return from?.live ? "handover" : "live";
}

/**
 * Compares one poll with what was remembered and decides what to announce. Pure.
 * - First start (no state): remembers, announces nothing.
 * - A failed poll (`null`): changes nothing, not even a change waiting for confirmation.
 * - A live DJ is announced on first sight; the automatic player, nobody, and off air only after `confirm`
 *   consecutive successful polls, so a connection that blips for one poll is never announced.
 * - A track is announced once per history entry id; jingles never.
 */
export function detectChanges(
  state: AnnouncerState | null,
  observation: Observation | null,
  options: DetectOptions,
  now: number,
): Detection {
  if (!observation) return { state, events: [] };
  if (!state) {
    return {
      state: {
        dj: observation.dj,
        track: observation.track && !observation.track.isJingle ? placeOf(observation.track) : null,
        stationOnAir: observation.stationOnAir ?? true,
        pendingDj: null,
        pendingOffAir: null,
      },
      events: [],
    };
  }

  const events: AnnouncerEvent[] = [];
  let { dj, pendingDj, stationOnAir, pendingOffAir, track: lastTrack } = state;

  // The DJ on air.
  const key = djKey(observation.dj);
  if (key === djKey(dj)) {
    pendingDj = null;
  } else {
    const seen = pendingDj?.key === key ? pendingDj.seen + 1 : 1;
    const since = pendingDj?.key === key ? pendingDj.since : now;
    const live = observation.dj?.live === true;
    if (live || seen >= options.confirm) {
      const change = changeKind(dj, observation.dj);
      const at = live ? now : since;
      events.push({
        kind: "dj",
        id: `dj:${key}:${at}`,
        change,
        from: dj,
        to: observation.dj,
        at,
        track: observation.track,
        listenUrl: observation.listenUrl,
      });
      dj = observation.dj;
      pendingDj = null;
    } else {
      pendingDj = { key, dj: observation.dj, seen, since };
    }
  }

  // The station on or off air (channel states), when they were read.
  if (observation.stationOnAir === null || observation.stationOnAir === stationOnAir) {
    pendingOffAir = null;
  } else if (observation.stationOnAir) {
    if (options.stationStatus)
      events.push({ kind: "station", id: `station:on:${now}`, onAir: true, at: now });
    stationOnAir = true;
    pendingOffAir = null;
  } else {
    const seen = (pendingOffAir?.seen ?? 0) + 1;
    const since = pendingOffAir?.since ?? now;
    if (seen >= options.confirm) {
      if (options.stationStatus)
        events.push({ kind: "station", id: `station:off:${since}`, onAir: false, at: since });
      stationOnAir = false;
      pendingOffAir = null;
    } else {
      pendingOffAir = { seen, since };
    }
  }

  // The track: once per history entry, never a jingle, never an entry older than the last one (a stale read).
  const track = observation.track;
  if (
    track &&
    !track.isJingle &&
    track.id !== lastTrack?.id &&
    track.startedAt >= (lastTrack?.startedAt ?? 0)
  ) {
    if (options.tracks) {
      events.push({ kind: "track", id: `track:${track.id}`, track, dj, listenUrl: observation.listenUrl });
    }
    lastTrack = placeOf(track);
  }

  return { state: { dj, track: lastTrack, stationOnAir, pendingDj, pendingOffAir }, events };
}

function placeOf(track: { id: number; startedAt: number }): { id: number; startedAt: number } {
  return { id: track.id, startedAt: track.startedAt };
}
