import { describe, expect, it } from "vitest";
import { createPendingClicks } from "../../src/discord/pending-clicks.js";

const MINUTE = 60_000;

/** Tokens "t1", "t2", … so a test can name them. */
function counted() {
  let n = 0;
  return () => `t${++n}`;
}

describe("pending clicks", () => {
  it("finds an action for the user who started it, until it expires", () => {
    const clicks = createPendingClicks<string>({ ttlMs: 15 * MINUTE, cap: 10 });
    const token = clicks.add("alice", "save station", 0);
    expect(clicks.find(token, "alice", 15 * MINUTE)).toEqual({
      found: true,
      value: "save station",
      mine: true,
    });
    expect(clicks.find(token, "alice", 15 * MINUTE + 1)).toEqual({ found: false });
  });

  it("tells another user's click apart, without giving the action away", () => {
    const clicks = createPendingClicks<string>({ ttlMs: MINUTE, cap: 10 });
    const token = clicks.add("alice", "pick", 0);
    expect(clicks.find(token, "bob", 10)).toEqual({ found: true, value: "pick", mine: false });
    expect(clicks.find(token, "alice", 10)).toMatchObject({ found: true, mine: true });
  });

  it("finds nothing for an unknown token or one already removed", () => {
    const clicks = createPendingClicks<string>({ ttlMs: MINUTE, cap: 10 });
    const token = clicks.add("alice", "pick", 0);
    expect(clicks.find("nope", "alice", 0)).toEqual({ found: false });
    clicks.remove(token);
    expect(clicks.find(token, "alice", 0)).toEqual({ found: false });
  });

  it("forgets the oldest when more than the cap are waiting", () => {
    const clicks = createPendingClicks<number>({ ttlMs: MINUTE, cap: 2, token: counted() });
    clicks.add("a", 1, 0);
    clicks.add("a", 2, 1);
    clicks.add("a", 3, 2);
    expect(clicks.size).toBe(2);
    expect(clicks.find("t1", "a", 3)).toEqual({ found: false });
    expect(clicks.find("t3", "a", 3)).toMatchObject({ found: true, value: 3 });
  });

  it("forgets a group's own oldest when the group has more than its cap, and keeps other groups' clicks", () => {
    const clicks = createPendingClicks<number>({ ttlMs: MINUTE, cap: 6, capPerGroup: 2, token: counted() });
    clicks.add("victim", 1, 0, "server-a");
    clicks.add("victim", 2, 1, "server-a");
    for (let i = 0; i < 10; i++) clicks.add("flooder", 100 + i, 2 + i, "server-b");
    expect(clicks.find("t1", "victim", 20)).toMatchObject({ found: true, value: 1 });
    expect(clicks.find("t2", "victim", 20)).toMatchObject({ found: true, value: 2 });
    expect(clicks.size).toBe(4);
    expect(clicks.find("t12", "flooder", 20)).toMatchObject({ found: true, value: 109 });
    expect(clicks.find("t3", "flooder", 20)).toEqual({ found: false });
  });

  it("drops expired actions when a new one is added", () => {
    const clicks = createPendingClicks<number>({ ttlMs: MINUTE, cap: 10, token: counted() });
    clicks.add("a", 1, 0);
    clicks.add("a", 2, 2 * MINUTE);
    expect(clicks.size).toBe(1);
  });

  it("draws random url-safe tokens of the asked size", () => {
    const clicks = createPendingClicks<number>({ ttlMs: MINUTE, cap: 10, tokenBytes: 6 });
    const tokens = new Set(Array.from({ length: 20 }, (_, i) => clicks.add("a", i, 0)));
    expect(tokens.size).toBe(20);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{8}$/);
  });
});
