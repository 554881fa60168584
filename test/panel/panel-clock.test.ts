import { describe, expect, it } from "vitest";
import { createPanelClock } from "../../src/panel/panel-clock.js";

const BOT = 1_800_000_000_000;

/** A panel whose clock is `offset` ms off the bot's, answering after `latency` ms. */
function exchange(offset: number, sentAt: number, latency = 30) {
  const panelNow = sentAt + latency / 2 + offset;
  return { date: new Date(panelNow).toUTCString(), sentAt, receivedAt: sentAt + latency };
}

describe("the panel's clock", () => {
  it("knows nothing before the first answer", () => {
    expect(createPanelClock().offsetMs()).toBeNull();
  });

  it("narrows a panel 40 s ahead to within 100 ms from Date headers at different phases of the second", () => {
    const clock = createPanelClock();
    for (let i = 0; i < 40; i++) clock.observeDate(exchange(40_000, BOT + i * 15_370));
    expect(Math.abs((clock.offsetMs() ?? 0) - 40_000)).toBeLessThan(100);
  });

  it("follows a panel whose clock is set back by minutes", () => {
    const clock = createPanelClock();
    for (let i = 0; i < 20; i++) clock.observeDate(exchange(40_000, BOT + i * 15_370));
    for (let i = 20; i < 40; i++) clock.observeDate(exchange(-180_000, BOT + i * 15_370));
    expect(Math.abs((clock.offsetMs() ?? 0) + 180_000)).toBeLessThan(1_000);
  });

  it("ignores a missing or broken Date header", () => {
    const clock = createPanelClock();
    clock.observeDate({ date: null, sentAt: BOT, receivedAt: BOT + 10 });
    clock.observeDate({ date: "yesterday-ish", sentAt: BOT, receivedAt: BOT + 10 });
    expect(clock.offsetMs()).toBeNull();
  });

  it("without Date headers, takes a seen track's start as a lower bound", () => {
    const clock = createPanelClock();
    clock.observeTrack(BOT + 40_000 - 800, BOT);
    clock.observeTrack(BOT + 40_000 - 300 + 15_000, BOT + 15_000);
    expect(clock.offsetMs()).toBe(39_700);
  });
});
