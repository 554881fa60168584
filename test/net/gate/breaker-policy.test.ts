import { describe, expect, it } from "vitest";
import {
  admit,
  backoffMs,
  type BreakerState,
  CLOSED,
  DEFAULT_BREAKER_POLICY as policy,
  type Outcome,
  settle,
} from "../../../src/net/gate/breaker-policy.js";
import { outcomeOfError, outcomeOfResponse } from "../../../src/net/gate/outcome.js";
import { RedirectRefusedError, ResponseTooLargeError } from "../../../src/net/guard/fetch-errors.js";
import { AddressRefusedError, refusal } from "../../../src/net/guard/refusal.js";

function run(outcomes: Outcome[], state: BreakerState = CLOSED, now = 0): BreakerState {
  return outcomes.reduce((s, outcome) => settle(s, outcome, false, now, policy), state);
}

describe("the circuit breaker's decisions", () => {
  it("opens after five consecutive failures, for 5 s", () => {
    expect(run(["failure", "failure", "failure", "failure"])).toEqual({ kind: "closed", failures: 4 });
    expect(run(Array<Outcome>(5).fill("failure"), CLOSED, 1_000)).toEqual({
      kind: "open",
      until: 6_000,
      openings: 1,
      probing: false,
    });
  });

  it("forgets failures after a success, and neutral outcomes neither count nor forgive", () => {
    expect(run(["failure", "failure", "failure", "failure", "success", "failure"])).toEqual({
      kind: "closed",
      failures: 1,
    });
    expect(run(["failure", "neutral", "failure", "neutral"])).toEqual({ kind: "closed", failures: 2 });
  });

  it("refuses while open and says when it will try again", () => {
    const open: BreakerState = { kind: "open", until: 6_000, openings: 1, probing: false };
    expect(admit(open, 5_999, 1_000)).toMatchObject({ verdict: "refuse", retryAt: 6_000 });
  });

  it("lets exactly one probe through once the backoff has passed", () => {
    const open: BreakerState = { kind: "open", until: 6_000, openings: 1, probing: false };
    const first = admit(open, 6_000, 1_000);
    expect(first).toMatchObject({ verdict: "probe", state: { probing: true } });
    expect(admit(first.state, 6_500, 1_000)).toMatchObject({ verdict: "refuse", retryAt: 7_500 });
  });

  it("closes on the probe's success and reopens with a doubled backoff on its failure", () => {
    const probing: BreakerState = { kind: "open", until: 6_000, openings: 1, probing: true };
    expect(settle(probing, "success", true, 6_100, policy)).toEqual(CLOSED);
    expect(settle(probing, "failure", true, 6_100, policy)).toEqual({
      kind: "open",
      until: 16_100,
      openings: 2,
      probing: false,
    });
    expect(settle(probing, "neutral", true, 6_100, policy)).toEqual({ ...probing, probing: false });
  });

  it("ignores late answers of requests let through before the circuit opened", () => {
    const probing: BreakerState = { kind: "open", until: 6_000, openings: 1, probing: true };
    expect(settle(probing, "success", false, 6_100, policy)).toBe(probing);
    expect(settle(probing, "failure", false, 6_100, policy)).toBe(probing);
  });

  it("doubles the backoff per consecutive opening up to 5 min", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffMs(n, policy) / 1000)).toEqual([
      5, 10, 20, 40, 80, 160, 300, 300, 300,
    ]);
  });
});

describe("what counts as the panel being down", () => {
  it("counts 5xx answers, not 4xx or 429", () => {
    expect([200, 404, 403, 429, 500, 503].map(outcomeOfResponse)).toEqual([
      "success",
      "success",
      "success",
      "success",
      "failure",
      "failure",
    ]);
  });

  it("counts network errors and timeouts, not refusals or a caller's cancel", () => {
    const wrapped = (cause: unknown) => new TypeError("fetch failed", { cause });
    expect(outcomeOfError(wrapped(Object.assign(new Error("x"), { code: "ECONNREFUSED" })))).toBe("failure");
    expect(outcomeOfError(new DOMException("late", "TimeoutError"))).toBe("failure");
    expect(outcomeOfError(new DOMException("stop", "AbortError"))).toBe("neutral");
    expect(outcomeOfError(wrapped(new AddressRefusedError(refusal("not-public", "loopback"))))).toBe(
      "neutral",
    );
    expect(outcomeOfError(new RedirectRefusedError(302, "http://127.0.0.1/"))).toBe("neutral");
    expect(outcomeOfError(new ResponseTooLargeError(1_048_576))).toBe("neutral");
  });
});
