import { describe, expect, it } from "vitest";
import {
  CHECK_EVERY_MS,
  FLEET_SYNC_START,
  stepFleetSync,
  type FleetSyncEvent,
  type FleetSyncState,
} from "../../src/settings/fleet-sync.js";

const run = (events: readonly FleetSyncEvent[], from: FleetSyncState = FLEET_SYNC_START) =>
  events.reduce<{ state: FleetSyncState; effects: string[] }>(
    (acc, event) => {
      const next = stepFleetSync(acc.state, event);
      return { state: next.state, effects: [...acc.effects, ...next.effects] };
    },
    { state: from, effects: [] },
  );

describe("stepFleetSync", () => {
  it("starts a check on the first refresh, and joins it while it is out", () => {
    const { state, effects } = run([
      { kind: "refresh", now: 0 },
      { kind: "refresh", now: 5_000 },
    ]);
    expect(effects).toEqual(["start-check"]);
    expect(state.checking).toBe(true);
  });

  it("asks the store at most once a second, however often it is refreshed", () => {
    const done = run([{ kind: "refresh", now: 10_000 }, { kind: "check-done" }]).state;
    expect(run([{ kind: "refresh", now: 10_000 + CHECK_EVERY_MS - 1 }], done).effects).toEqual([]);
    expect(run([{ kind: "refresh", now: 10_000 + CHECK_EVERY_MS }], done).effects).toEqual(["start-check"]);
  });

  it("holds the revision taken in, and forgets it when a write is refused", () => {
    expect(run([{ kind: "took-in", revision: 7 }]).state.revision).toBe(7);
    expect(run([{ kind: "took-in", revision: 7 }, { kind: "write-refused" }]).state.revision).toBe(-1);
  });

  it("skips a catch-up for a change the copy already holds", () => {
    const { effects } = run([
      { kind: "took-in", revision: 7 },
      { kind: "catch-up", seen: 7 },
    ]);
    expect(effects).toEqual([]);
  });

  it("starts a catch-up for a newer change, or for one at a revision not known", () => {
    const at7 = run([{ kind: "took-in", revision: 7 }]).state;
    expect(run([{ kind: "catch-up", seen: 8 }], at7).effects).toEqual(["start-catch-up"]);
    expect(run([{ kind: "catch-up" }], at7).effects).toEqual(["start-catch-up"]);
  });

  it("runs one more round for changes notified during a round, then ends", () => {
    const { state, effects } = run([
      { kind: "catch-up", seen: 1 },
      { kind: "catch-up", seen: 2 },
      { kind: "catch-up", seen: 3 },
      { kind: "round-done" },
      { kind: "round-done" },
      { kind: "caught-up" },
    ]);
    expect(effects).toEqual(["start-catch-up", "another-round"]);
    expect(state.catching).toBe(false);
  });

  it("starts a new catch-up once the last one is over", () => {
    const { effects } = run([
      { kind: "catch-up" },
      { kind: "round-done" },
      { kind: "caught-up" },
      { kind: "catch-up" },
    ]);
    expect(effects).toEqual(["start-catch-up", "start-catch-up"]);
  });
});
