import type { Observation } from "../station/changes.js";
import { type ListenerCountRejection, readListenerCounts } from "./listener-bounds.js";
import { livePlayTime } from "./play-time.js";
import { type DjSpan, type ListenerSample, STATION_TOTAL, type TrackPlay } from "./records.js";
import { NO_SERIES_SAMPLED, type SeriesClock, seriesSamples } from "./series-samples.js";

/** How often the waiting records are written: the store's write cost is paid about once per 5 minutes. */
export const FLUSH_EVERY_MS = 5 * 60_000;
/** Waiting records that are written at the next tick, however recent the last write. */
export const FLUSH_AT_PENDING = 500;
/** Waiting records kept at most (a store that keeps failing): past it the oldest are dropped. */
export const MAX_PENDING = 5_000;
/** A DJ not seen for longer than this (failed reads) is taken to have left when they were last seen. */
export const SPAN_GAP_MS = 5 * 60_000;

/** The DJ on air now: seen live since `from`, last seen at `lastSeen`. */
export interface OpenSpan {
  readonly dj: string;
  readonly from: number;
  readonly lastSeen: number;
}

/** What the bot keeps of one station between two writes. */
export interface KeeperState {
  readonly station: string;
  readonly samples: readonly ListenerSample[];
  readonly plays: readonly TrackPlay[];
  /** Spans closed, or the part of the open one already on air at the last write, not yet written. */
  readonly spans: readonly DjSpan[];
  readonly open: OpenSpan | null;
  /** The history id of the last track seen on air, so each play is kept once. */
  readonly lastTrackId: number | null;
  /** When the channels' and Discord voice's series were last sampled (at most once a minute each). */
  readonly series: SeriesClock;
  readonly lastFlush: number;
  /** Records dropped, oldest first, because the store did not take them in time. */
  readonly dropped: number;
}

/**
 * What the keeper is told: a read of the station (null: the panel failed) with the listeners in the bot's Discord
 * voice channels playing it then (absent or null: voice does not run), a tick of the write timer (`final`: the bot
 * stops, write whatever waits), or a batch the store refused (its records wait again).
 */
export type KeeperEvent =
  | {
      readonly kind: "observed";
      readonly at: number;
      readonly observation: Observation | null;
      readonly voiceListeners?: number | null;
    }
  | { readonly kind: "tick"; readonly at: number; readonly final?: boolean }
  | { readonly kind: "failed"; readonly batch: KeeperBatch };

/** One write of a station's records (a `StatsBatch` of the store). */
export interface KeeperBatch {
  readonly samples: readonly ListenerSample[];
  readonly plays: readonly TrackPlay[];
  readonly spans: readonly DjSpan[];
}

/**
 * The new state, the batch to write now (null: nothing to write), and the reason of each listener count of a read
 * that was not kept (`listenerCountRejection`), for the metric.
 */
export interface KeeperStepResult {
  readonly state: KeeperState;
  readonly batch: KeeperBatch | null;
  readonly rejected: readonly ListenerCountRejection[];
}

const NONE_REJECTED: readonly ListenerCountRejection[] = [];

/** A station's keeper before its first read; `now` counts as its last write. */
export function initialKeeperState(station: string, now: number): KeeperState {
  return {
    station,
    samples: [],
    plays: [],
    spans: [],
    open: null,
    lastTrackId: null,
    series: NO_SERIES_SAMPLED,
    lastFlush: now,
    dropped: 0,
  };
}

/** The records waiting to be written. */
export function pendingCount(state: KeeperState): number {
  return state.samples.length + state.plays.length + state.spans.length;
}

/** One step of a station's keeper: pure, so the feature only performs the writes it decides. */
export function keeperStep(state: KeeperState, event: KeeperEvent): KeeperStepResult {
  switch (event.kind) {
    case "observed": {
      const counts = readListenerCounts(event.observation, event.voiceListeners);
      const next = sampled(state, event.at, event.observation, counts.voice);
      return {
        state: bounded(observed(next, event.at, event.observation, counts.total)),
        batch: null,
        rejected: counts.rejected,
      };
    }
    case "tick":
      return { ...tick(state, event.at, event.final ?? false), rejected: NONE_REJECTED };
    case "failed":
      return { state: bounded(requeued(state, event.batch)), batch: null, rejected: NONE_REJECTED };
  }
}

/** The channels' and voice's samples of a read (voice also when the panel failed: it is counted here). */
function sampled(
  state: KeeperState,
  at: number,
  observation: Observation | null,
  voice: number | null | undefined,
): KeeperState {
  const channels = observation?.channelListeners;
  const added = seriesSamples(state.station, at, channels, voice, state.series);
  if (added.clock === state.series) return state;
  return { ...state, samples: [...state.samples, ...added.samples], series: added.clock };
}

/** The read's total (`listeners`, null: not read or not to be kept), its new play and its DJ's span. */
function observed(
  state: KeeperState,
  at: number,
  observation: Observation | null,
  listeners: number | null,
): KeeperState {
  if (!observation) return state;
  const { station } = state;
  const dj = observation.dj?.live ? observation.dj.name : "";
  const samples =
    listeners === null
      ? state.samples
      : [...state.samples, { station, channel: STATION_TOTAL, at, listeners }];
  const track = observation.track;
  const isNewTrack = track !== null && track.id !== state.lastTrackId;
  const plays =
    isNewTrack && !track.isJingle
      ? [
          ...state.plays,
          {
            station,
            at: livePlayTime(track.startedAt, at),
            artist: track.artist ?? "",
            title: track.title,
            dj,
            listeners,
          },
        ]
      : state.plays;
  const { open, closed } = nextSpan(state.open, dj, at);
  return {
    ...state,
    samples,
    plays,
    spans: closed ? [...state.spans, { station, ...closed }] : state.spans,
    open,
    lastTrackId: track?.id ?? state.lastTrackId,
  };
}

/** The open span after a read that saw `dj` live (empty: nobody live), and the span it closed, if any. */
function nextSpan(
  open: OpenSpan | null,
  dj: string,
  at: number,
): { open: OpenSpan | null; closed: Omit<DjSpan, "station"> | null } {
  const stale = open !== null && at - open.lastSeen > SPAN_GAP_MS;
  if (open && open.dj === dj && !stale) return { open: { ...open, lastSeen: at }, closed: null };
  // Seen gone by this read, or, after failed reads, gone since they were last seen.
  const closed = open ? closedSpan(open, stale ? open.lastSeen : at) : null;
  return { open: dj === "" ? null : { dj, from: at, lastSeen: at }, closed };
}

function closedSpan(open: OpenSpan, to: number): Omit<DjSpan, "station"> | null {
  return to > open.from ? { dj: open.dj, from: open.from, to } : null;
}

function tick(state: KeeperState, at: number, final: boolean): Omit<KeeperStepResult, "rejected"> {
  const due = final || at - state.lastFlush >= FLUSH_EVERY_MS || pendingCount(state) >= FLUSH_AT_PENDING;
  if (!due) return { state, batch: null };
  // The open span's part so far is written now; the store joins it to the rest, which touches it.
  const { open } = state;
  const part =
    open && open.lastSeen > open.from
      ? { station: state.station, dj: open.dj, from: open.from, to: open.lastSeen }
      : null;
  const spans = part ? [...state.spans, part] : state.spans;
  const next: KeeperState = {
    ...state,
    samples: [],
    plays: [],
    spans: [],
    open: part && open ? { ...open, from: part.to } : open,
    lastFlush: at,
  };
  if (state.samples.length + state.plays.length + spans.length === 0) return { state: next, batch: null };
  return { state: next, batch: { samples: state.samples, plays: state.plays, spans } };
}

/** A refused batch's records wait again, before those read since. */
function requeued(state: KeeperState, batch: KeeperBatch): KeeperState {
  return {
    ...state,
    samples: [...batch.samples, ...state.samples],
    plays: [...batch.plays, ...state.plays],
    spans: [...batch.spans, ...state.spans],
  };
}

/** At most {@link MAX_PENDING} records wait: samples go first (the most numerous, and rolled up anyway). */
function bounded(state: KeeperState): KeeperState {
  let over = pendingCount(state) - MAX_PENDING;
  if (over <= 0) return state;
  const dropped = state.dropped + over;
  const samples = state.samples.slice(Math.min(over, state.samples.length));
  over -= state.samples.length - samples.length;
  const plays = state.plays.slice(Math.min(over, state.plays.length));
  over -= state.plays.length - plays.length;
  return { ...state, samples, plays, spans: state.spans.slice(Math.max(over, 0)), dropped };
}
