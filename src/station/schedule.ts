import type { Dj, GridEvent } from "../panel/schemas.js";

/** One entry of the schedule as listeners see it. Times in Unix ms. */
export interface ScheduleItem {
  readonly id: number;
  readonly name: string;
  /** A radio show (a presenter's programme) or a music block (playlist, rotation, relay). */
  readonly kind: "show" | "block";
  readonly start: number;
  readonly end: number;
  /** The DJ the event names, when the panel's DJ list knows them. */
  readonly djName: string | null;
  readonly onAirNow: boolean;
  readonly requestsOpen: boolean;
}

/**
 * The schedule between `from` and `to`, in order: service "after the show" events are folded into their show
 * (not listed), events that make no sense (an end before the start) are left out, DJ ids become names, and the
 * event covering `now` is marked. Pure.
 */
export function scheduleItems(events: readonly GridEvent[], djs: readonly Dj[], now: number): ScheduleItem[] {
  const names = new Map(djs.map((dj) => [dj.id, dj.name.trim()]));
  return events
    .filter((event) => event.id !== null && event.end_ts > event.start_ts)
    .map((event): ScheduleItem => {
      const start = event.start_ts * 1000;
      const end = event.end_ts * 1000;
      return {
        id: event.id ?? 0,
        name: event.name.trim(),
        kind: event.cast_type === "radioshow" ? "show" : "block",
        start,
        end,
        djName: (event.dj !== null ? names.get(event.dj) : undefined) || null,
        onAirNow: start <= now && now < end,
        requestsOpen: event.allow_song_requests !== false,
      };
    })
    .sort((a, b) => a.start - b.start || (a.kind === "show" ? -1 : 1));
}

/** Whether song requests are taken now, and if not, when they open again (null when the schedule does not say). */
export interface RequestWindow {
  readonly open: boolean;
  readonly reopensAt: number | null;
}

/**
 * Requests are closed when the event on air (a radio show before a music block it overlaps, a service event
 * included) does not take them; they reopen when the next event that takes them starts, or when the closed ones
 * end with nothing after them. No schedule at all means open. Pure.
 */
export function requestWindow(events: readonly GridEvent[], now: number): RequestWindow {
  const at = (t: number) =>
    events.filter((e) => e.start_ts * 1000 <= t && t < e.end_ts * 1000).sort((a, b) => rank(a) - rank(b))[0];
  const current = at(now);
  if (!current || current.allow_song_requests !== false) return { open: true, reopensAt: null };
  // Walk forward through the boundaries of the events to find the first moment requests are taken again.
  const boundaries = [...new Set(events.flatMap((e) => [e.start_ts * 1000, e.end_ts * 1000]))]
    .filter((t) => t > now)
    .sort((a, b) => a - b);
  for (const t of boundaries) {
    const then = at(t);
    if (!then || then.allow_song_requests !== false) return { open: false, reopensAt: t };
  }
  return { open: false, reopensAt: null };
}

/** A show outranks the block under it; a service event (after a show) outranks both, as it is the latest word. */
function rank(event: GridEvent): number {
  if (event.id === null) return 0;
  return event.cast_type === "radioshow" ? 1 : 2;
}
