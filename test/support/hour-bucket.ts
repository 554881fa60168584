import type { ListenerBucket } from "../../src/stats/buckets.js";
import { STATION_TOTAL } from "../../src/stats/records.js";
import { HOUR_MS } from "../../src/stats/time-zone.js";

/** An hour of station `s`'s total watched whole at a steady `listeners` (a sample a minute), with `peak`. */
export function steadyHour(start: number, listeners: number, peak = listeners): ListenerBucket {
  return {
    station: "s",
    channel: STATION_TOTAL,
    resolution: "hour",
    start,
    count: 60,
    sum: listeners * 60,
    peak,
    listenerMs: listeners * HOUR_MS,
    coveredMs: HOUR_MS,
  };
}
