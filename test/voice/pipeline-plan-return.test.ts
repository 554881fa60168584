import { describe, expect, it } from "vitest";
import { type PlanState, type SessionEnd, startPlan, stepPlan } from "../../src/voice/pipeline-plan.js";
import type { SourceChoice, StreamSource } from "../../src/voice/stream-source.js";

const source = (mount: string): StreamSource => ({
  url: `http://r.example${mount}`,
  mount,
  format: "mp3",
  bitrate: 128,
});
const main = source("/main");
const backup = source("/backup");
const both: SourceChoice = { kind: "play", source: main, alternatives: [backup] };
const onlyBackup: SourceChoice = { kind: "play", source: backup };
const onlyMain: SourceChoice = { kind: "play", source: main };
const OFF_AIR_MS = 10_000;
const end = (over: Partial<SessionEnd> = {}): SessionEnd => ({
  played: true,
  transcode: false,
  handoff: false,
  ending: "dropped",
  healthy: false,
  ...over,
});

/** Steps the plan through `events`, returning the last step. */
function run(state: PlanState, ...events: Parameters<typeof stepPlan>[1][]) {
  let step = { state, effects: [] as ReturnType<typeof stepPlan>["effects"] };
  for (const event of events) step = stepPlan(step.state, event, OFF_AIR_MS);
  return step;
}

/** The plan waiting out the backoff after its only channel failed twice, the panel showing it on air. */
function backingOff(): PlanState {
  const refused = end({ played: false, ending: null });
  const step = run(
    startPlan(),
    { kind: "read", choice: onlyMain },
    { kind: "playing", source: main, preferred: main.url },
    { kind: "ended", source: main, end: end() },
    { kind: "read", choice: onlyMain },
    { kind: "refused", source: main },
    { kind: "ended", source: main, end: refused },
  );
  expect(step.effects).toEqual([{ kind: "wait", status: "retrying", ms: 1_000 }]);
  return step.state;
}

describe("stepPlan, looking at the panel while waiting", () => {
  it("keeps waiting while the panel shows the failed channel on air all along", () => {
    expect(run(backingOff(), { kind: "looked", choice: onlyMain }).effects).toEqual([]);
  });

  it("ends the backoff at once when the panel shows the channel on air again after showing it off", () => {
    const off = run(backingOff(), { kind: "looked", choice: { kind: "off-air" } });
    expect(off.effects).toEqual([]);
    const back = run(off.state, { kind: "looked", choice: onlyMain });
    expect(back.effects).toEqual([{ kind: "wake" }]);
    // The read that follows plays it.
    const read = run(back.state, { kind: "read", choice: onlyMain });
    expect(read.effects).toEqual([{ kind: "play", source: main, preferred: main.url }]);
  });

  it("ends an off-air wait at once when the panel shows a channel on air", () => {
    const off = run(startPlan(), { kind: "read", choice: { kind: "off-air" } });
    expect(off.effects).toEqual([
      { kind: "clear-silence" },
      { kind: "wait", status: "off-air", ms: OFF_AIR_MS },
    ]);
    expect(run(off.state, { kind: "looked", choice: { kind: "off-air" } }).effects).toEqual([]);
    expect(run(off.state, { kind: "looked", choice: onlyMain }).effects).toEqual([{ kind: "wake" }]);
  });

  it("remembers what each read showed on air", () => {
    const read = run(startPlan(), { kind: "read", choice: both });
    expect([...(read.state.seen ?? [])]).toEqual([main.url, backup.url]);
    const fallback = run(read.state, { kind: "read", choice: onlyBackup });
    expect([...(fallback.state.seen ?? [])]).toEqual([backup.url]);
  });
});

describe("stepPlan, counting returns to the preferred channel that did not last", () => {
  /** The plan playing the backup after the main channel failed. */
  function onFallback(state: PlanState = startPlan()): PlanState {
    return run(
      state,
      { kind: "read", choice: both },
      { kind: "playing", source: main, preferred: main.url },
      { kind: "ended", source: main, end: end({ ending: "stalled" }) },
      { kind: "read", choice: both },
      { kind: "playing", source: backup, preferred: main.url },
    ).state;
  }

  /** Back on the main channel from the backup (the preferred one answered again). */
  function back(state: PlanState): PlanState {
    return run(
      state,
      { kind: "ended", source: backup, end: end({ ending: "ok", handoff: true }) },
      { kind: "handed-off", source: main },
      { kind: "playing", source: main, preferred: main.url },
    ).state;
  }

  it("counts a return whose channel drops before it is healthy", () => {
    const returned = back(onFallback());
    expect(returned.returning).toBe(true);
    const dropped = run(returned, { kind: "ended", source: main, end: end() });
    expect(dropped.state.flaps).toBe(1);
  });

  it("counts each flap once, and forgets them when the preferred channel plays a healthy session", () => {
    const once = run(back(onFallback()), { kind: "ended", source: main, end: end() }).state;
    // Opened again at once (the same channel: no return) and dropped again: still one.
    const again = run(
      once,
      { kind: "read", choice: both },
      { kind: "playing", source: main, preferred: main.url },
      { kind: "ended", source: main, end: end() },
    ).state;
    expect(again.flaps).toBe(1);
    const healthy = run(back({ ...again, previous: backup.url }), {
      kind: "ended",
      source: main,
      end: end({ healthy: true }),
    }).state;
    expect(healthy.flaps).toBe(0);
  });

  it("does not forget the flaps for a healthy session on the fallback", () => {
    const flapped = { ...onFallback(), flaps: 3 };
    const step = run(flapped, { kind: "ended", source: backup, end: end({ healthy: true }) });
    expect(step.state.flaps).toBe(3);
  });
});
