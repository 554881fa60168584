import type { Wire } from "./station.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** One slot of the simulated station's weekly grid. Days: 0 Monday … 6 Sunday; hours in UTC. */
interface Slot {
  readonly id: number;
  readonly name: string;
  readonly castType: "radioshow" | "playlist" | "rotation";
  readonly days: readonly number[];
  readonly startHour: number;
  readonly hours: number;
  readonly dj: number | null;
  readonly requests: boolean;
  /** A one-time event: only in this week, counted from the week of the station's "now" (0 this week, 1 next). */
  readonly onceInWeek?: number;
}

/**
 * A realistic week: music blocks every day, periodic radio shows by the two live DJs (one of which takes no
 * requests), a one-time festival broadcast, and a service "after the show" event after each radio show.
 */
const SLOTS: readonly Slot[] = [
  {
    id: 11,
    name: "Morning Mix",
    castType: "playlist",
    days: [0, 1, 2, 3, 4, 5, 6],
    startHour: 6,
    hours: 4,
    dj: null,
    requests: true,
  },
  {
    id: 12,
    name: "Daytime Rotation",
    castType: "rotation",
    days: [0, 1, 2, 3, 4, 5, 6],
    startHour: 10,
    hours: 8,
    dj: null,
    requests: true,
  },
  {
    id: 13,
    name: "Night Drive",
    castType: "playlist",
    days: [0, 1, 2, 3, 4, 5, 6],
    startHour: 22,
    hours: 4,
    dj: null,
    requests: true,
  },
  {
    id: 21,
    name: "Drive Time with DJ Nova",
    castType: "radioshow",
    days: [0, 2, 4],
    startHour: 18,
    hours: 2,
    dj: 2,
    requests: true,
  },
  {
    id: 22,
    name: "Маша в эфире",
    castType: "radioshow",
    days: [1, 3],
    startHour: 20,
    hours: 2,
    dj: 3,
    requests: false,
  },
  {
    id: 31,
    name: "Live from the Summer Festival",
    castType: "radioshow",
    days: [5],
    startHour: 16,
    hours: 3,
    dj: 2,
    requests: false,
    onceInWeek: 0,
  },
];

/** The service event that follows every radio show, as real panels add it. */
const AFTER_SHOW_HOURS = 0.5;

/** Monday 00:00 UTC of the week that holds `t`. */
function weekStart(t: number): number {
  const day = new Date(t).getUTCDay(); // 0 Sunday
  const monday = Math.floor(t / DAY) * DAY - ((day + 6) % 7) * DAY;
  return monday;
}

/** The grid's occurrences overlapping [from, to) (Unix ms), as the panel sends them (times in seconds). */
export function scheduleBetween(from: number, to: number, serverId: number, now: number): Wire[] {
  const events: Wire[] = [];
  const thisWeek = weekStart(now);
  for (let week = weekStart(from); week < to; week += WEEK) {
    for (const slot of SLOTS) {
      if (slot.onceInWeek !== undefined && week !== thisWeek + slot.onceInWeek * WEEK) continue;
      for (const day of slot.days) {
        const start = week + day * DAY + slot.startHour * HOUR;
        const end = start + slot.hours * HOUR;
        const occurrence = wire(slot, start, end, serverId);
        if (end > from && start < to) events.push(occurrence);
        if (slot.castType === "radioshow") {
          const after = end + AFTER_SHOW_HOURS * HOUR;
          if (after > from && end < to) {
            events.push({
              ...occurrence,
              id: null,
              parent_id: slot.id,
              name: "After the show",
              cast_type: "playlist",
              dj: null,
              start_ts: end / 1000,
              end_ts: after / 1000,
            });
          }
        }
      }
    }
  }
  return events.sort((a, b) => Number(a.start_ts) - Number(b.start_ts));
}

function wire(slot: Slot, start: number, end: number, serverId: number): Wire {
  const date = (t: number) => new Date(t).toISOString().slice(0, 10);
  const time = (t: number) => new Date(t).toISOString().slice(11, 19);
  return {
    id: slot.id,
    parent_id: null,
    server: serverId,
    name: slot.name,
    cast_type: slot.castType,
    periodicity: slot.onceInWeek === undefined ? "periodic" : "onetime",
    start_ts: start / 1000,
    end_ts: end / 1000,
    start_date: date(start),
    start_time: time(start),
    finish_date: date(end),
    finish_time: time(end),
    local_time: time(start),
    timezone: "UTC",
    dj: slot.dj,
    playlist: slot.castType === "radioshow" ? null : slot.id * 10,
    allow_song_requests: slot.requests,
    allow_jingles: slot.castType !== "radioshow",
    color: slot.castType === "radioshow" ? "#e91e63" : "#3f51b5",
    color2: null,
  };
}
