import type {
  AnnouncerEvent,
  AnnouncerState,
  DjChange,
  DjSnapshot,
  Observation,
} from "../station/changes.js";
import { TRIGGER_MODULES } from "../templates/triggers/index.js";
import type { ChangeDetector, DetectOptions } from "../templates/triggers/trigger-module.js";

export type { DetectOptions } from "../templates/triggers/trigger-module.js";

/** The triggers' own detections (see `TriggerModule.detect`), in the list's order. */
const TRIGGER_DETECTORS: readonly ChangeDetector[] = TRIGGER_MODULES.flatMap((module) =>
  module.detect ? [module.detect] : [],
);

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
 * - Then each trigger's own detection (`detectors`), in order, each given what the ones before remembered.
 */
export function detectChanges(
  state: AnnouncerState | null,
  observation: Observation | null,
  options: DetectOptions,
  now: number,
  detectors: readonly ChangeDetector[] = TRIGGER_DETECTORS,
): Detection {
  if (!observation) return { state, events: [] };
  if (!state) {
    const first: AnnouncerState = {
      dj: observation.dj,
      track: observation.track && !observation.track.isJingle ? placeOf(observation.track) : null,
      stationOnAir: observation.stationOnAir ?? true,
      pendingDj: null,
      pendingOffAir: null,
    };
    return { state: runDetectors(detectors, first, observation, options, now).state, events: [] };
  }

  const { dj, pendingDj, events: djEvents } = detectDj(state, observation, options, now);
  const {
    stationOnAir,
    pendingOffAir,
    events: stationEvents,
  } = detectStation(state, observation, options, now);
  const { track, events: trackEvents } = detectTrack(state.track, observation, options, dj);
  const own = runDetectors(
    detectors,
    { ...state, dj, track, stationOnAir, pendingDj, pendingOffAir },
    observation,
    options,
    now,
  );
  return { state: own.state, events: [...djEvents, ...stationEvents, ...trackEvents, ...own.events] };
}

/** Runs the triggers' own detections in order, each on what the one before remembered. Pure. */
function runDetectors(
  detectors: readonly ChangeDetector[],
  state: AnnouncerState,
  observation: Observation,
  options: DetectOptions,
  now: number,
): { state: AnnouncerState; events: AnnouncerEvent[] } {
  let remembered = state;
  const events: AnnouncerEvent[] = [];
  for (const detect of detectors) {
    const detection = detect(remembered, observation, options, now);
    remembered = detection.state;
    events.push(...detection.events);
  }
  return { state: remembered, events };
}

/** The DJ on air: a live DJ at first sight, any other change once `confirm` polls agree. Pure. */
function detectDj(state: AnnouncerState, observation: Observation, options: DetectOptions, now: number) {
  const { dj, pendingDj } = state;
  const key = djKey(observation.dj);
  if (key === djKey(dj)) return { dj, pendingDj: null, events: [] };
  const seen = pendingDj?.key === key ? pendingDj.seen + 1 : 1;
  const since = pendingDj?.key === key ? pendingDj.since : now;
  const live = observation.dj?.live === true;
  if (!live && seen < options.confirm)
    return { dj, pendingDj: { key, dj: observation.dj, seen, since }, events: [] };
  const at = live ? now : since;
  const event: AnnouncerEvent = {
    kind: "dj",
    id: `dj:${key}:${at}`,
    change: changeKind(dj, observation.dj),
    from: dj,
    to: observation.dj,
    at,
    track: observation.track,
    listenUrl: observation.listenUrl,
  };
  return { dj: observation.dj, pendingDj: null, events: [event] };
}

/** The station on or off air (channel states), when they were read: off air once `confirm` polls agree. Pure. */
function detectStation(state: AnnouncerState, observation: Observation, options: DetectOptions, now: number) {
  const events: AnnouncerEvent[] = [];
  const onAir = observation.stationOnAir;
  if (onAir === null || onAir === state.stationOnAir)
    return { stationOnAir: state.stationOnAir, pendingOffAir: null, events };
  if (onAir) {
    if (options.stationStatus)
      events.push({ kind: "station", id: `station:on:${now}`, onAir: true, at: now });
    return { stationOnAir: true, pendingOffAir: null, events };
  }
  const seen = (state.pendingOffAir?.seen ?? 0) + 1;
  const since = state.pendingOffAir?.since ?? now;
  if (seen < options.confirm)
    return { stationOnAir: state.stationOnAir, pendingOffAir: { seen, since }, events };
  if (options.stationStatus)
    events.push({ kind: "station", id: `station:off:${since}`, onAir: false, at: since });
  return { stationOnAir: false, pendingOffAir: null, events };
}

/** The track: once per history entry, never a jingle, never an entry older than the last one (a stale read). Pure. */
function detectTrack(
  last: AnnouncerState["track"],
  observation: Observation,
  options: DetectOptions,
  dj: DjSnapshot | null,
): { track: AnnouncerState["track"]; events: AnnouncerEvent[] } {
  const track = observation.track;
  if (!track || track.isJingle || track.id === last?.id || track.startedAt < (last?.startedAt ?? 0))
    return { track: last, events: [] };
  const events: AnnouncerEvent[] = options.tracks
    ? [{ kind: "track", id: `track:${track.id}`, track, dj, listenUrl: observation.listenUrl }]
    : [];
  return { track: placeOf(track), events };
}

function placeOf(track: { id: number; startedAt: number }): { id: number; startedAt: number } {
  return { id: track.id, startedAt: track.startedAt };
}
