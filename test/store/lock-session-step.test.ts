import { describe, expect, it } from "vitest";
import {
  OPEN_SESSION,
  stepLockSession,
  type LockSessionEvent,
  type LockSessionState,
} from "../../src/store/lock-session-step.js";

const run = (events: readonly LockSessionEvent[], from: LockSessionState = OPEN_SESSION) =>
  events.reduce<{ state: LockSessionState; effects: unknown[] }>(
    (acc, event) => {
      const next = stepLockSession(acc.state, event);
      return { state: next.state, effects: [...acc.effects, ...next.effects] };
    },
    { state: from, effects: [] },
  );

describe("stepLockSession", () => {
  it("sends a check when the interval comes round on an idle session", () => {
    const { state, effects } = run([{ kind: "tick" }]);
    expect(effects).toEqual([{ kind: "check" }]);
    expect(state.checking).toBe(true);
  });

  it("sends no second check while one is out, and one again once it is answered", () => {
    expect(run([{ kind: "tick" }, { kind: "tick" }]).effects).toHaveLength(1);
    expect(run([{ kind: "tick" }, { kind: "check-answered" }, { kind: "tick" }]).effects).toHaveLength(2);
  });

  it("sends no check while a query is out (a standby waiting for a lock is busy, not gone)", () => {
    const busy = run([{ kind: "query-started" }, { kind: "tick" }]);
    expect(busy.effects).toEqual([]);
    expect(run([{ kind: "query-settled" }, { kind: "tick" }], busy.state).effects).toEqual([
      { kind: "check" },
    ]);
  });

  it("ends once with the error that broke it, letting go of every name", () => {
    const reason = new Error("gone");
    const { state, effects } = run([
      { kind: "granted", names: ["a", "b"] },
      { kind: "broken", reason },
      { kind: "broken", reason: new Error("later") },
      { kind: "closed" },
    ]);
    expect(effects).toEqual([{ kind: "end", reason }]);
    expect(state.ended).toBe(true);
    expect([...state.names]).toEqual([]);
  });

  it("ends with null when closed, and sends no check after", () => {
    const { effects } = run([{ kind: "closed" }, { kind: "tick" }]);
    expect(effects).toEqual([{ kind: "end", reason: null }]);
  });

  it("holds the names granted and lets go of one released", () => {
    const { state } = run([
      { kind: "granted", names: ["a", "b"] },
      { kind: "released", name: "a" },
    ]);
    expect([...state.names]).toEqual(["b"]);
  });

  it("holds no name granted as the session ended", () => {
    const { state } = run([{ kind: "closed" }, { kind: "granted", names: ["a"] }]);
    expect([...state.names]).toEqual([]);
  });
});
