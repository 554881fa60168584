import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { liveFollowPlan, readLiveShows, SAME_SHOW_GAP_MS } from "../../src/follows/live-plan.js";

const MIN = 60_000;

/** Steps the plan through looks at the DJ on air, as the fleet would, answering each look's new show or null. */
function walk(looks: readonly (readonly [string | null, number])[]): (string | null)[] {
  let saved: unknown = null;
  return looks.map(([onAir, at]) => {
    const plan = liveFollowPlan(saved, onAir, at);
    saved = JSON.parse(JSON.stringify(plan.state));
    return plan.newShow ? `${plan.newShow.djKey}@${plan.newShow.startedAt}` : null;
  });
}

describe("liveFollowPlan", () => {
  it("tells a DJ's first sight, not the looks after it", () => {
    expect(
      walk([
        ["nova", 0],
        ["nova", MIN],
        ["nova", 2 * MIN],
      ]),
    ).toEqual(["nova@0", null, null]);
  });

  it("takes two spans less than 10 minutes apart for one show, and 10 minutes or more for two", () => {
    expect(
      walk([
        ["nova", 0],
        [null, 30 * MIN],
        ["nova", 39 * MIN],
      ]),
    ).toEqual(["nova@0", null, null]);
    expect(
      walk([
        ["nova", 0],
        [null, 30 * MIN],
        ["nova", 40 * MIN],
      ]),
    ).toEqual(["nova@0", null, `nova@${40 * MIN}`]);
  });

  it("keeps a show through another DJ's turn in between", () => {
    expect(
      walk([
        ["nova", 0],
        ["orion", MIN],
        ["nova", 5 * MIN],
      ]),
    ).toEqual(["nova@0", `orion@${MIN}`, null]);
  });

  it("continues a show another process saw begin, however long ago (a takeover: it never left)", () => {
    const saved = { shows: { nova: { startedAt: 0, leftAt: null } } };
    expect(liveFollowPlan(saved, "nova", 5 * 3_600_000)).toMatchObject({ newShow: null, changed: false });
  });

  it("writes nothing when nothing changed", () => {
    const saved = { shows: { nova: { startedAt: 0, leftAt: null } } };
    expect(liveFollowPlan(saved, "nova", MIN).changed).toBe(false);
    expect(liveFollowPlan({ shows: {} }, null, MIN).changed).toBe(false);
  });

  it("forgets shows over for longer than the gap", () => {
    const plan = liveFollowPlan({ shows: { nova: { startedAt: 0, leftAt: 0 } } }, null, SAME_SHOW_GAP_MS);
    expect(plan.state.shows).toEqual({});
    expect(plan.changed).toBe(true);
  });

  it("reads a broken state as empty rather than failing", () => {
    expect(readLiveShows("nonsense")).toEqual({ shows: {} });
    expect(
      readLiveShows({ shows: { a: { startedAt: "x" }, b: 3, c: { startedAt: 1, leftAt: null } } }),
    ).toEqual({
      shows: { c: { startedAt: 1, leftAt: null } },
    });
  });

  it("tells each DJ at most once in any 10 minutes of looks, whatever order the looks come in", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("a", "b", null), fc.integer({ min: 0, max: 5 * MIN })), {
          maxLength: 60,
        }),
        (steps) => {
          let at = 0;
          const looks = steps.map(([dj, gap]) => [dj, (at += gap)] as const);
          const told = walk(looks)
            .map((show, i) => (show ? { dj: show.split("@")[0], at: looks[i]?.[1] ?? 0 } : null))
            .filter((show) => show !== null);
          for (const [i, show] of told.entries()) {
            const next = told.slice(i + 1).find((other) => other.dj === show.dj);
            if (next) expect(next.at - show.at).toBeGreaterThanOrEqual(SAME_SHOW_GAP_MS);
          }
          // Every look at a DJ after a gap of 10 minutes or more off air is told.
          expect(told.length).toBeGreaterThanOrEqual(looks.some(([dj]) => dj !== null) ? 1 : 0);
        },
      ),
    );
  });
});
