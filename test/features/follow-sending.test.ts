import { describe, expect, it } from "vitest";
import { FOLLOW_SEND_EVERY_MS, startFollowSending } from "../../src/features/follow-sending.js";
import type { FollowSender, FollowSendReport } from "../../src/follows/follow-sender.js";
import { silentLogger } from "../../src/log.js";
import { manualTimers } from "../support/manual-timers.js";

const NOTHING: FollowSendReport = { sent: 0, dropped: 0, retryLater: 0 };

/** A sender whose runs end when the test says; it records how many ran at once and the signal it was given. */
function heldSender() {
  const runs: { finish: () => void; signal: AbortSignal | undefined }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const sender: FollowSender = {
    deliver: (_now, signal) =>
      new Promise((resolve) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        runs.push({
          signal,
          finish: () => {
            running--;
            resolve(NOTHING);
          },
        });
      }),
  };
  return { sender, runs, mostAtOnce: () => mostAtOnce };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the followers' sending loop", () => {
  it("runs at once, then a second after each run ends, never two at once", async () => {
    const timers = manualTimers();
    const held = heldSender();
    const sending = startFollowSending(held.sender, timers, silentLogger);
    expect(held.runs).toHaveLength(1);
    // A long run: the timer does not start another beside it, and runNow joins it.
    timers.advance(10 * FOLLOW_SEND_EVERY_MS);
    const joined = sending.runNow();
    expect(held.runs).toHaveLength(1);
    held.runs[0]?.finish();
    expect(await joined).toEqual(NOTHING);
    await settle();
    timers.advance(FOLLOW_SEND_EVERY_MS - 1);
    expect(held.runs).toHaveLength(1);
    timers.advance(1);
    expect(held.runs).toHaveLength(2);
    expect(held.mostAtOnce()).toBe(1);
    held.runs[1]?.finish();
    await sending.stop();
  });

  it("stops cleanly: the run in hand is told to stop and waited for, and no other starts", async () => {
    const timers = manualTimers();
    const held = heldSender();
    const sending = startFollowSending(held.sender, timers, silentLogger);
    const stopped = sending.stop();
    expect(held.runs[0]?.signal?.aborted).toBe(true);
    held.runs[0]?.finish();
    await stopped;
    await settle();
    expect(timers.pending).toBe(0);
    timers.advance(60_000);
    expect(held.runs).toHaveLength(1);
  });

  it("logs a run that fails and goes on", async () => {
    const timers = manualTimers();
    let calls = 0;
    const sender: FollowSender = {
      deliver: async () => {
        calls++;
        if (calls === 1) throw new Error("store down");
        return NOTHING;
      },
    };
    const sending = startFollowSending(sender, timers, silentLogger);
    await settle();
    timers.advance(FOLLOW_SEND_EVERY_MS);
    await settle();
    expect(calls).toBe(2);
    await sending.stop();
  });
});
