import { describe, expect, it } from "vitest";
import { deadAirStep, type DeadAirState, isSilentPacket, NO_DEAD_AIR } from "../../src/voice/dead-air.js";

/** Feeds packets (silent or not) 20 ms apart from `from`; returns the final state and every event told. */
function feed(
  silences: readonly boolean[],
  thresholdMs: number,
  from = 0,
  state: DeadAirState = NO_DEAD_AIR,
) {
  const events: string[] = [];
  let current = state;
  silences.forEach((silent, i) => {
    const step = deadAirStep(current, silent, from + i * 20, thresholdMs);
    current = step.state;
    if (step.event) events.push(step.event);
  });
  return { state: current, events };
}

const silent = (n: number) => Array<boolean>(n).fill(true);
const sound = (n: number) => Array<boolean>(n).fill(false);

describe("isSilentPacket", () => {
  it("takes a 3-byte Opus frame for silence and a frame of sound for sound", () => {
    expect(isSilentPacket(Buffer.alloc(3))).toBe(true);
    expect(isSilentPacket(Buffer.alloc(300))).toBe(false);
  });
});

describe("deadAirStep", () => {
  it("tells dead air once when the silence lasts the threshold, never again within that silence", () => {
    expect(feed(silent(50), 1_000).events).toEqual([]);
    expect(feed(silent(51), 1_000).events).toEqual(["dead-air"]);
    expect(feed(silent(500), 1_000).events).toEqual(["dead-air"]);
  });

  it("tells the sound is back once, at the first packet of sound after dead air", () => {
    expect(feed([...silent(60), ...sound(10), ...silent(10)], 1_000).events).toEqual([
      "dead-air",
      "sound-back",
    ]);
  });

  it("starts the count again after sound: short silences never add up", () => {
    expect(feed([...silent(40), ...sound(1), ...silent(40)], 1_000).events).toEqual([]);
  });

  it("tells a second dead air after the sound came back and went again", () => {
    const twice = [...silent(60), ...sound(1), ...silent(60)];
    expect(feed(twice, 1_000).events).toEqual(["dead-air", "sound-back", "dead-air"]);
  });

  it("tells nothing with a threshold of 0 (off)", () => {
    expect(feed([...silent(10_000), ...sound(1)], 0).events).toEqual([]);
  });
});
