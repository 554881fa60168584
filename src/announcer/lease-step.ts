import { phaseOf } from "./schedule.js";

/** Quick rounds after the last move before the pace slows to `everyMs`: long enough for the others to answer. */
export const SETTLE_ROUNDS = 5;

/** What the leased announcers' rounds remember from one round to the next. */
export interface LeaseRecord {
  /** No round has gone past its look yet. */
  readonly first: boolean;
  /** The count of processes (live lock sessions) seen at the last look. */
  readonly seenSessions: number;
  /** Quick rounds left before the pace slows again. */
  readonly settling: number;
}

/** The record before the first round. */
export const FIRST_LEASE: LeaseRecord = { first: true, seenSessions: 0, settling: 0 };

/** What a round learns, in the order it learns it. */
export type LeaseEvent =
  /**
   * It counted the live lock sessions (`sessions`) and the processes to share among (`processes`: more while a
   * fleet is starting); `keys` are the stations the fleet reads, `reading` those this process reads.
   */
  | {
      readonly kind: "looked";
      readonly full: boolean;
      readonly sessions: number;
      readonly processes: number;
      readonly keys: readonly string[];
      readonly reading: { has(key: string): boolean; readonly size: number };
    }
  /** It took what it could; `reading` is what it reads now. */
  | { readonly kind: "took"; readonly share: number; readonly reading: readonly string[] }
  /** It is done: `moved` stations were taken or given back. */
  | { readonly kind: "moved"; readonly moved: number; readonly joinedOrLeft: boolean };

/** What the driver does for a round. */
export type LeaseEffect =
  /**
   * Try to lock up to `wanted` of the `free` stations (in this order) and read those it gets; `takeover`: they were
   * read elsewhere until now, so each is read within the round rather than at its next tick.
   */
  | {
      readonly kind: "acquire";
      readonly free: readonly string[];
      readonly wanted: number;
      readonly share: number;
      readonly takeover: boolean;
      readonly joinedOrLeft: boolean;
    }
  /** Stop reading these stations and release their locks, in this order. */
  | { readonly kind: "give-back"; readonly keys: readonly string[] };

/** A step's outcome: the new record and what to do. */
export interface LeaseStepResult {
  readonly record: LeaseRecord;
  readonly effects: readonly LeaseEffect[];
}

/**
 * One step of a round, pure. A look that is not a full round goes on only when processes came or went, or while the
 * fleet is still settling after a move; then the round takes a fair share of the fleet (`roundPlan`). After taking,
 * a process holding more than its share and one gives the extra back, the last in phase order. Once stations moved
 * or processes came and went, the others are moving too, so the next rounds come quickly (`SETTLE_ROUNDS`).
 */
export function leaseStep(record: LeaseRecord, event: LeaseEvent): LeaseStepResult {
  switch (event.kind) {
    case "looked": {
      const joinedOrLeft = event.sessions !== record.seenSessions;
      const seen = { ...record, seenSessions: event.sessions };
      if (!event.full && !joinedOrLeft && record.settling === 0) return { record: seen, effects: [] };
      const { share, free, wanted } = roundPlan(event.keys, event.reading, event.processes);
      // Joining a running fleet, what this process takes was read elsewhere until now.
      const takeover = !record.first || event.sessions > 1;
      return {
        record: { ...seen, first: false },
        effects: [{ kind: "acquire", free, wanted, share, takeover, joinedOrLeft }],
      };
    }
    case "took": {
      const extra = event.reading.length - (event.share + 1);
      if (extra <= 0) return { record, effects: [] };
      const lastFirst = [...event.reading].sort((a, b) => phaseOf(b) - phaseOf(a));
      return { record, effects: [{ kind: "give-back", keys: lastFirst.slice(0, extra) }] };
    }
    case "moved": {
      const settling =
        event.moved > 0 || event.joinedOrLeft ? SETTLE_ROUNDS : Math.max(0, record.settling - 1);
      return { record: { ...record, settling }, effects: [] };
    }
  }
}

/**
 * What a round may take: a fair share of the fleet (the stations over the live lock sessions, or over the processes
 * a starting fleet will have), the stations nobody here reads, and how many more this process may take. The free
 * ones in the order of their phase (a hash of the key), not the panel's: what each process takes and gives back is
 * a spread of the stations, so a burst on stations 1 to 600 is posted by every process, each within its part of
 * Discord's global rate limit, rather than by the one that started first. Pure.
 */
export function roundPlan(
  keys: readonly string[],
  held: { has(key: string): boolean; readonly size: number },
  processes: number,
): { share: number; free: string[]; wanted: number } {
  const share = Math.ceil(keys.length / processes);
  const free = keys.filter((key) => !held.has(key)).sort((a, b) => phaseOf(a) - phaseOf(b));
  return { share, free, wanted: Math.max(0, share - held.size) };
}
