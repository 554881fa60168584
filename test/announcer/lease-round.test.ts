import { describe, expect, it } from "vitest";
import { roundPlan } from "../../src/announcer/lease-round.js";
import { phaseOf } from "../../src/announcer/schedule.js";

describe("roundPlan", () => {
  const keys = Array.from({ length: 10 }, (_, i) => `http://panel.example:8080#${i + 1}`);

  it("takes a fair share of the fleet: the stations over the processes, rounded up, less what it reads", () => {
    const held = new Map(keys.slice(0, 2).map((key) => [key, null]));
    const plan = roundPlan(keys, held, 3);
    expect(plan.share).toBe(4);
    expect(plan.wanted).toBe(2);
    expect(plan.free).toHaveLength(8);
    expect(plan.free).not.toContain(keys[0]);
  });

  it("offers the free stations in the order of their phase, not the panel's", () => {
    const { free } = roundPlan(keys, new Map(), 1);
    expect(free).toEqual([...keys].sort((a, b) => phaseOf(a) - phaseOf(b)));
    expect(roundPlan(keys, new Map(keys.map((k) => [k, null])), 1).wanted).toBe(0);
  });
});
