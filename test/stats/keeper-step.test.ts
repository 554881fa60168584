import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FLUSH_EVERY_MS,
  initialKeeperState,
  type KeeperBatch,
  type KeeperEvent,
  type KeeperState,
  keeperStep,
  MAX_PENDING,
  pendingCount,
} from "../../src/stats/keeper-step.js";
import type { Observation, TrackSnapshot } from "../../src/station/changes.js";

const STATION = "http://panel.test:8080#1";
const T0 = Date.UTC(2026, 10, 25, 12);
const MIN = 60_000;

function track(id: number, startedAt: number, isJingle = false): TrackSnapshot {
  return {
    id,
    startedAt,
    artist: `Artist ${id}`,
    title: `Title ${id}`,
    album: null,
    cover: null,
    djName: null,
    isJingle,
    lengthMs: 180_000,
    fromLibrary: true,
  };
}

function seen(options: {
  listeners?: number | null;
  dj?: string;
  track?: TrackSnapshot | null;
}): Observation {
  const dj = options.dj ? { id: 7, name: options.dj, live: true, image: null } : null;
  return {
    dj,
    track: options.track ?? null,
    stationOnAir: true,
    listenUrl: null,
    listeners: options.listeners ?? null,
  };
}

/** Runs the events from a fresh state, collecting every batch written. */
function run(events: readonly KeeperEvent[]): { state: KeeperState; batches: KeeperBatch[] } {
  let state = initialKeeperState(STATION, T0);
  const batches: KeeperBatch[] = [];
  for (const event of events) {
    const result = keeperStep(state, event);
    state = result.state;
    if (result.batch) batches.push(result.batch);
  }
  return { state, batches };
}

const observed = (at: number, observation: Observation | null): KeeperEvent => ({
  kind: "observed",
  at,
  observation,
});

describe("keeperStep", () => {
  it("keeps a sample of the station's total when the listeners were read, and nothing when they were not", () => {
    const { state } = run([observed(T0 + MIN, seen({ listeners: 12 })), observed(T0 + 2 * MIN, seen({}))]);
    expect(state.samples).toEqual([{ station: STATION, channel: "total", at: T0 + MIN, listeners: 12 }]);
  });

  it("keeps each new track once, with its start, the live DJ and the audience; jingles are not plays", () => {
    const { state } = run([
      observed(T0 + MIN, seen({ listeners: 5, track: track(1, T0 + 30_000) })),
      observed(T0 + 2 * MIN, seen({ listeners: 6, track: track(1, T0 + 30_000) })),
      observed(T0 + 4 * MIN, seen({ listeners: 8, dj: "Ana", track: track(2, T0 + 3 * MIN) })),
      observed(T0 + 5 * MIN, seen({ dj: "Ana", track: track(3, T0 + 5 * MIN, true) })),
    ]);
    expect(state.plays).toEqual([
      { station: STATION, at: T0 + 30_000, artist: "Artist 1", title: "Title 1", dj: "", listeners: 5 },
      { station: STATION, at: T0 + 3 * MIN, artist: "Artist 2", title: "Title 2", dj: "Ana", listeners: 8 },
    ]);
  });

  it("opens a span when a DJ is seen live, extends it while seen, closes it when seen gone", () => {
    const { state } = run([
      observed(T0 + MIN, seen({ dj: "Ana" })),
      observed(T0 + 2 * MIN, null),
      observed(T0 + 3 * MIN, seen({ dj: "Ana" })),
      observed(T0 + 4 * MIN, seen({ dj: "Bo" })),
      observed(T0 + 5 * MIN, seen({})),
    ]);
    expect(state.spans).toEqual([
      { station: STATION, dj: "Ana", from: T0 + MIN, to: T0 + 4 * MIN },
      { station: STATION, dj: "Bo", from: T0 + 4 * MIN, to: T0 + 5 * MIN },
    ]);
    expect(state.open).toBeNull();
  });

  it("does not stretch a span over a long panel failure: it ends when the DJ was last seen", () => {
    const { state } = run([
      observed(T0 + MIN, seen({ dj: "Ana" })),
      observed(T0 + 2 * MIN, seen({ dj: "Ana" })),
      observed(T0 + 3 * MIN, null),
      observed(T0 + 60 * MIN, seen({ dj: "Ana" })),
    ]);
    expect(state.spans).toEqual([{ station: STATION, dj: "Ana", from: T0 + MIN, to: T0 + 2 * MIN }]);
    expect(state.open).toEqual({ dj: "Ana", from: T0 + 60 * MIN, lastSeen: T0 + 60 * MIN });
  });

  it("writes every 5 minutes, with the open span's part so far, and once more when told it is the last tick", () => {
    const { batches, state } = run([
      observed(T0 + MIN, seen({ listeners: 3, dj: "Ana" })),
      { kind: "tick", at: T0 + 2 * MIN },
      observed(T0 + 3 * MIN, seen({ listeners: 4, dj: "Ana" })),
      { kind: "tick", at: T0 + FLUSH_EVERY_MS },
      observed(T0 + 6 * MIN, seen({ listeners: 5, dj: "Ana" })),
      { kind: "tick", at: T0 + 6 * MIN, final: true },
    ]);
    expect(batches).toHaveLength(2);
    expect(batches[0]?.samples.map((sample) => sample.listeners)).toEqual([3, 4]);
    expect(batches[0]?.spans).toEqual([{ station: STATION, dj: "Ana", from: T0 + MIN, to: T0 + 3 * MIN }]);
    expect(batches[1]?.spans).toEqual([
      { station: STATION, dj: "Ana", from: T0 + 3 * MIN, to: T0 + 6 * MIN },
    ]);
    expect(state.open).toEqual({ dj: "Ana", from: T0 + 6 * MIN, lastSeen: T0 + 6 * MIN });
  });

  it("writes nothing when nothing waits", () => {
    expect(run([{ kind: "tick", at: T0 + 10 * MIN, final: true }]).batches).toEqual([]);
  });

  it("keeps a refused batch's records to write again, and at most MAX_PENDING, counting those dropped", () => {
    const events: KeeperEvent[] = Array.from({ length: MAX_PENDING + 10 }, (_, i) =>
      observed(T0 + i * 1000, seen({ listeners: i })),
    );
    const { state } = run(events);
    expect(pendingCount(state)).toBe(MAX_PENDING);
    expect(state.dropped).toBe(10);
    expect(state.samples[0]?.listeners).toBe(10);
    const flushed = keeperStep(state, { kind: "tick", at: T0 + 2 * FLUSH_EVERY_MS + MAX_PENDING * 1000 });
    if (!flushed.batch) throw new Error("expected a batch");
    const again = keeperStep(flushed.state, { kind: "failed", batch: flushed.batch });
    expect(pendingCount(again.state)).toBe(MAX_PENDING);
  });
});

const anEvent: fc.Arbitrary<{
  gap: number;
  event: "read" | "fail" | "tick" | "final";
  dj: string;
  track: number;
  listeners: number | null;
}> = fc.record({
  gap: fc.integer({ min: 0, max: 10 * MIN }),
  event: fc.constantFrom("read", "read", "read", "fail", "tick", "final"),
  dj: fc.constantFrom("", "Ana", "Bo"),
  track: fc.integer({ min: 1, max: 4 }),
  listeners: fc.option(fc.integer({ min: 0, max: 100 })),
});

/** Runs the events, refusing the batches `refuse` picks (they are handed back), collecting those written. */
function runRefusing(
  events: readonly KeeperEvent[],
  refuse: readonly boolean[],
): { state: KeeperState; batches: KeeperBatch[] } {
  let state = initialKeeperState(STATION, T0);
  const batches: KeeperBatch[] = [];
  let written = 0;
  for (const event of events) {
    const result = keeperStep(state, event);
    state = result.state;
    if (!result.batch) continue;
    if (refuse[written++ % Math.max(refuse.length, 1)] && event.kind === "tick" && !event.final) {
      state = keeperStep(state, { kind: "failed", batch: result.batch }).state;
    } else {
      batches.push(result.batch);
    }
  }
  return { state, batches };
}

describe("keeperStep, under any reads and ticks", () => {
  it("writes every sample exactly once, no record twice, and spans that never overlap, whatever writes fail", () => {
    fc.assert(
      fc.property(
        fc.array(anEvent, { maxLength: 80 }),
        fc.array(fc.boolean(), { maxLength: 5 }),
        (script, refuse) => {
          let at = T0;
          const events: KeeperEvent[] = [];
          let readSamples = 0;
          for (const step of script) {
            // Strictly increasing times: two reads never share an instant.
            at += step.gap + 1;
            if (step.event === "tick" || step.event === "final") {
              events.push({ kind: "tick", at, final: step.event === "final" });
            } else if (step.event === "fail") {
              events.push(observed(at, null));
            } else {
              if (step.listeners !== null) readSamples += 1;
              events.push(
                observed(at, seen({ dj: step.dj, listeners: step.listeners, track: track(step.track, at) })),
              );
            }
          }
          events.push({ kind: "tick", at: at + 1, final: true });
          const { batches, state } = runRefusing(events, refuse);
          const samples = batches.flatMap((batch) => batch.samples);
          const plays = batches.flatMap((batch) => batch.plays);
          const spans = batches.flatMap((batch) => batch.spans);
          expect(samples).toHaveLength(readSamples);
          expect(new Set(samples.map((sample) => sample.at)).size).toBe(samples.length);
          expect(new Set(plays.map((play) => play.at)).size).toBe(plays.length);
          expect(pendingCount(state)).toBe(0);
          for (const span of spans) {
            expect(span.to).toBeGreaterThan(span.from);
            const overlapping = spans.filter(
              (other) => other !== span && other.from < span.to && span.from < other.to,
            );
            expect(overlapping).toEqual([]);
          }
        },
      ),
    );
  });
});
