import type { DjSpan } from "../stats/records.js";
import type { StatsBatch } from "./stats-store.js";

/** Throws a RangeError when a record of the batch is of another station than `station`. */
export function assertStation(station: string, batch: StatsBatch): void {
  const records = [...(batch.samples ?? []), ...(batch.plays ?? []), ...(batch.spans ?? [])];
  const stranger = records.find((record) => record.station !== station);
  if (stranger) throw new RangeError(`a record of ${stranger.station} in a batch of ${station}`);
}

/** A span together with the stored spans of its DJ that it overlaps or touches: one span from the first to the last. */
export function joinSpans(span: DjSpan, stored: readonly DjSpan[]): DjSpan {
  return stored.reduce(
    (joined, other) => ({
      ...joined,
      from: Math.min(joined.from, other.from),
      to: Math.max(joined.to, other.to),
    }),
    span,
  );
}
