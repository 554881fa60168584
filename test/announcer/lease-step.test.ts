import { describe, expect, it } from "vitest";
import {
  FIRST_LEASE,
  type LeaseRecord,
  leaseStep,
  roundPlan,
  SETTLE_ROUNDS,
} from "../../src/announcer/lease-step.js";
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

describe("leaseStep", () => {
  const keys = Array.from({ length: 12 }, (_, i) => `http://panel.example:8080#${i + 1}`);
  const looked = (record: LeaseRecord, sessions: number, full: boolean, reading: readonly string[] = []) =>
    leaseStep(record, {
      kind: "looked",
      full,
      sessions,
      processes: sessions,
      keys,
      reading: new Set(reading),
    });

  it("a first full round alone takes everything, and reads it at its own ticks (no takeover)", () => {
    const { record, effects } = looked(FIRST_LEASE, 1, true);
    expect(record).toEqual({ first: false, seenSessions: 1, settling: 0 });
    expect(effects).toEqual([
      expect.objectContaining({
        kind: "acquire",
        wanted: 12,
        share: 12,
        takeover: false,
        joinedOrLeft: true,
      }),
    ]);
  });

  it("joining a running fleet, what is taken was read elsewhere: a takeover", () => {
    const [effect] = looked(FIRST_LEASE, 3, true).effects;
    expect(effect).toEqual(expect.objectContaining({ kind: "acquire", share: 4, wanted: 4, takeover: true }));
  });

  it("a quick look stops when nobody came or went and nothing is settling, remembering the count", () => {
    const calm: LeaseRecord = { first: false, seenSessions: 2, settling: 0 };
    expect(looked(calm, 2, false)).toEqual({ record: calm, effects: [] });
    const moved = looked(calm, 3, false);
    expect(moved.record.seenSessions).toBe(3);
    expect(moved.effects[0]).toEqual(expect.objectContaining({ kind: "acquire", joinedOrLeft: true }));
    expect(looked({ ...calm, settling: 2 }, 2, false).effects).toHaveLength(1);
  });

  it("after taking, more than a share and one is given back, the last in phase order first", () => {
    const record: LeaseRecord = { first: false, seenSessions: 3, settling: 0 };
    expect(leaseStep(record, { kind: "took", share: 4, reading: keys.slice(0, 5) }).effects).toEqual([]);
    const { effects } = leaseStep(record, { kind: "took", share: 4, reading: keys.slice(0, 8) });
    const byPhaseDown = keys.slice(0, 8).sort((a, b) => phaseOf(b) - phaseOf(a));
    expect(effects).toEqual([{ kind: "give-back", keys: byPhaseDown.slice(0, 3) }]);
  });

  it("a move or a change in the fleet makes the next rounds quick; calm rounds count the pace back down", () => {
    const record: LeaseRecord = { first: false, seenSessions: 2, settling: 0 };
    const moved = leaseStep(record, { kind: "moved", moved: 1, joinedOrLeft: false }).record;
    expect(moved.settling).toBe(SETTLE_ROUNDS);
    expect(leaseStep(record, { kind: "moved", moved: 0, joinedOrLeft: true }).record.settling).toBe(
      SETTLE_ROUNDS,
    );
    const calmer = leaseStep(moved, { kind: "moved", moved: 0, joinedOrLeft: false }).record;
    expect(calmer.settling).toBe(SETTLE_ROUNDS - 1);
    expect(leaseStep(record, { kind: "moved", moved: 0, joinedOrLeft: false }).record.settling).toBe(0);
  });
});
