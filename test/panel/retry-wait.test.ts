import { describe, expect, it } from "vitest";
import {
  PanelHttpError,
  PanelNotJsonError,
  PanelRefusedError,
  PanelTimeoutError,
  PanelUnreachableError,
} from "../../src/panel/errors.js";
import { retryWait } from "../../src/panel/retry-wait.js";

const policy = { retries: 2, baseMs: 300, maxDelayMs: 5_000, random: () => 0.5 };
const panel = "http://panel.test";
const http = (status: number, retryAfterMs?: number) => new PanelHttpError(panel, status, "", retryAfterMs);

describe("retryWait, when a GET is asked again", () => {
  it("backs off from 300 ms, doubling, for no answer and 429, 502, 503, 504, twice at most", () => {
    const reset = new PanelUnreachableError(panel, "ECONNRESET");
    expect([0, 1, 2].map((tries) => retryWait(reset, tries, policy))).toEqual([300, 600, null]);
    for (const status of [429, 502, 503, 504]) expect(retryWait(http(status), 0, policy)).toBe(300);
  });

  it("never asks again after a 500 or a 4xx, a timeout, the bot's own refusal or a body that is not JSON", () => {
    const never = [
      http(500),
      http(404),
      http(403),
      new PanelTimeoutError(panel, 5_000),
      new PanelRefusedError(panel, { kind: "too-large", limitBytes: 1 }, "too large"),
      new PanelNotJsonError(panel, "<html>"),
      new Error("not a panel error"),
    ];
    for (const error of never) expect(retryWait(error, 0, policy), error.message).toBeNull();
  });

  it("waits what Retry-After asks for, capped like the backoff, and jitters the backoff by ±50 %", () => {
    expect(retryWait(http(429, 2_000), 0, policy)).toBe(2_000);
    expect(retryWait(http(503, 3_600_000), 1, policy)).toBe(5_000);
    expect(retryWait(http(503), 0, { ...policy, random: () => 0 })).toBe(150);
    expect(retryWait(http(503), 1, { ...policy, random: () => 0.999 })).toBeCloseTo(899.4);
  });
});
