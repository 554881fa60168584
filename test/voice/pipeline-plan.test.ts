import { describe, expect, it } from "vitest";
import { type PlanState, type SessionEnd, startPlan, stepPlan } from "../../src/voice/pipeline-plan.js";
import type { StreamSource } from "../../src/voice/stream-source.js";

const source = (mount: string): StreamSource => ({
  url: `http://r.example${mount}`,
  mount,
  format: "mp3",
  bitrate: 128,
});
const main = source("/main");
const backup = source("/backup");
const choice = { kind: "play" as const, source: main, alternatives: [backup] };
const OFF_AIR_MS = 10_000;
const dropped: SessionEnd = {
  played: true,
  transcode: false,
  handoff: false,
  ending: "dropped",
  healthy: false,
};

/** The plan after reading `choice` and playing what it said. */
function playing(state: PlanState = startPlan()): PlanState {
  const read = stepPlan(state, { kind: "read", choice }, OFF_AIR_MS);
  const play = read.effects.find((e) => e.kind === "play");
  if (!play || play.kind !== "play") throw new Error("expected a play");
  return stepPlan(read.state, { kind: "playing", source: play.source, preferred: play.preferred }, OFF_AIR_MS)
    .state;
}

describe("stepPlan", () => {
  it("plays the panel's best channel, preferred from then on", () => {
    const step = stepPlan(startPlan(), { kind: "read", choice }, OFF_AIR_MS);
    expect(step.effects).toEqual([{ kind: "play", source: main, preferred: main.url }]);
    expect(step.state.home).toBe(main.url);
  });

  it("waits the off-air delay, clearing dead air, when the station is off air", () => {
    const step = stepPlan(playing(), { kind: "read", choice: { kind: "off-air" } }, OFF_AIR_MS);
    expect(step.effects).toEqual([
      { kind: "clear-silence" },
      { kind: "wait", status: "off-air", ms: OFF_AIR_MS },
    ]);
    expect(step.state.home).toBeNull();
    expect(step.state.attempt).toBe(0);
  });

  it("backs off 1, 2, 4 s while the panel cannot be read", () => {
    let state = startPlan();
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const step = stepPlan(state, { kind: "unread" }, OFF_AIR_MS);
      state = step.state;
      for (const e of step.effects) if (e.kind === "wait") waits.push(e.ms);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });

  it("opens a dropped channel again once, then fails over to the next one", () => {
    const first = stepPlan(playing(), { kind: "ended", source: main, end: dropped }, OFF_AIR_MS);
    expect(first.effects).toEqual([]);
    const again = stepPlan(first.state, { kind: "read", choice }, OFF_AIR_MS);
    expect(again.effects).toEqual([{ kind: "play", source: main, preferred: main.url }]);
    const second = stepPlan(again.state, { kind: "ended", source: main, end: dropped }, OFF_AIR_MS);
    expect(second.effects).toEqual([]);
    const next = stepPlan(second.state, { kind: "read", choice }, OFF_AIR_MS);
    expect(next.effects).toEqual([{ kind: "play", source: backup, preferred: main.url }]);
    const fallback = stepPlan(next.state, { kind: "playing", source: backup, preferred: main.url }, 0);
    expect(fallback.effects).toEqual([{ kind: "switched", direction: "fallback", source: backup }]);
  });

  it("backs off when every channel failed, then may try each again", () => {
    const stalled: SessionEnd = { ...dropped, ending: "stalled" };
    const one = stepPlan(playing(), { kind: "ended", source: main, end: stalled }, OFF_AIR_MS);
    const two = stepPlan(one.state, { kind: "ended", source: backup, end: stalled }, OFF_AIR_MS);
    expect(two.effects).toEqual([{ kind: "wait", status: "retrying", ms: 1_000 }]);
    expect(two.state.avoid.size).toBe(0);
    expect(two.state.attempt).toBe(1);
  });

  it("starts the backoff over after a healthy session", () => {
    const state = { ...playing(), attempt: 4 };
    const step = stepPlan(state, { kind: "ended", source: main, end: { ...dropped, healthy: true } }, 0);
    expect(step.state.attempt).toBe(0);
  });

  it("marks a channel for re-encoding and changes nothing else", () => {
    const state = playing();
    const end = { ...dropped, transcode: true };
    const step = stepPlan(state, { kind: "ended", source: main, end }, OFF_AIR_MS);
    expect(step).toEqual({ state, effects: [{ kind: "transcode", url: main.url }] });
  });

  it("plays a handed-over stream, forgetting the failures", () => {
    const state = { ...playing(), attempt: 3, avoid: new Set([main.url]), failed: main };
    const end = { ...dropped, handoff: true };
    const over = stepPlan(state, { kind: "ended", source: backup, end }, OFF_AIR_MS);
    expect(over.state).toMatchObject({ attempt: 0, failed: null });
    expect(over.state.avoid.size).toBe(0);
    const play = stepPlan(over.state, { kind: "handed-off", source: main }, OFF_AIR_MS);
    expect(play.effects).toEqual([{ kind: "play", source: main, preferred: main.url }]);
  });

  it("counts a refused first channel as what played, so the next is a fallback", () => {
    const refused = stepPlan(startPlan(), { kind: "refused", source: main }, 0);
    const step = stepPlan(refused.state, { kind: "playing", source: backup, preferred: main.url }, 0);
    expect(step.effects).toEqual([{ kind: "switched", direction: "fallback", source: backup }]);
  });
});
