import { describe, expect, it } from "vitest";
import { boundedResolver, LookupTimeoutError } from "../../../src/net/guard/bounded-resolver.js";
import { checkAddress } from "../../../src/net/guard/address-guard.js";
import { manualTimers } from "../../support/manual-timers.js";

/** A resolver whose answers the test gives by hand, one pending lookup per call. */
function heldResolver() {
  const calls: { hostname: string; answer: (addresses: readonly string[]) => void }[] = [];
  const resolve = (hostname: string) =>
    new Promise<readonly string[]>((answer) => calls.push({ hostname, answer }));
  return { resolve, calls };
}

describe("boundedResolver", () => {
  it("refuses a lookup that never answers as lookup-failed once its deadline passes", async () => {
    const timers = manualTimers();
    const resolve = boundedResolver(() => new Promise(() => {}), { timeoutMs: 5_000, timers });
    const verdict = checkAddress("https://radio.example.com/", { resolve });
    timers.advance(4_999);
    timers.advance(1);
    await expect(verdict).resolves.toMatchObject({ allowed: false, code: "lookup-failed" });
  });

  it("rejects with a timeout error that is not 'not found'", async () => {
    const timers = manualTimers();
    const resolve = boundedResolver(() => new Promise(() => {}), { timeoutMs: 100, timers });
    const answer = resolve("slow.test");
    timers.advance(100);
    await expect(answer).rejects.toBeInstanceOf(LookupTimeoutError);
    await expect(answer).rejects.toMatchObject({ code: "ETIMEOUT" });
  });

  it("passes answers and failures on, and clears its timer", async () => {
    const timers = manualTimers();
    const resolve = boundedResolver(
      async (name) => {
        if (name === "ok.test") return ["93.184.215.14"];
        throw Object.assign(new Error("nope"), { code: "ENOTFOUND" });
      },
      { timers },
    );
    await expect(resolve("ok.test")).resolves.toEqual(["93.184.215.14"]);
    await expect(resolve("missing.test")).rejects.toMatchObject({ code: "ENOTFOUND" });
    expect(timers.pending).toBe(0);
  });

  it("keeps the lookups under way to its cap: the next waits for a free slot", async () => {
    const timers = manualTimers();
    const held = heldResolver();
    const resolve = boundedResolver(held.resolve, { maxConcurrent: 2, timers });
    const answers = ["a.test", "b.test", "c.test"].map((name) => resolve(name));
    await new Promise((settle) => setImmediate(settle));
    expect(held.calls.map((call) => call.hostname)).toEqual(["a.test", "b.test"]);
    held.calls[0]?.answer(["93.184.215.14"]);
    await expect(answers[0]).resolves.toEqual(["93.184.215.14"]);
    await new Promise((settle) => setImmediate(settle));
    expect(held.calls.map((call) => call.hostname)).toEqual(["a.test", "b.test", "c.test"]);
  });

  it("gives a hung lookup's slot back at its deadline, and times waiting lookups out", async () => {
    const timers = manualTimers();
    const held = heldResolver();
    const resolve = boundedResolver(held.resolve, { maxConcurrent: 1, timeoutMs: 1_000, timers });
    const first = resolve("hung.test");
    const second = resolve("next.test");
    await new Promise((settle) => setImmediate(settle));
    expect(held.calls).toHaveLength(1);
    timers.advance(1_000);
    // Both missed the deadline: the first while resolving, the second while waiting for the first's slot.
    await expect(first).rejects.toBeInstanceOf(LookupTimeoutError);
    await expect(second).rejects.toBeInstanceOf(LookupTimeoutError);
    // The hung lookup's slot came back at its deadline: the next lookup starts at once, though it still hangs.
    const third = resolve("late.test");
    await new Promise((settle) => setImmediate(settle));
    expect(held.calls.map((call) => call.hostname)).toEqual(["hung.test", "late.test"]);
    held.calls[1]?.answer(["93.184.215.14"]);
    await expect(third).resolves.toEqual(["93.184.215.14"]);
    // The hung lookup's late answer changes nothing.
    held.calls[0]?.answer([]);
    expect(timers.pending).toBe(0);
  });

  it("takes its slots from an injected lane and gives them back", async () => {
    const timers = manualTimers();
    let taken = 0;
    let given = 0;
    const slot = () => {
      taken++;
      return Promise.resolve(() => void given++);
    };
    const resolve = boundedResolver(
      async (name) => {
        if (name === "a.test") return ["93.184.215.14"];
        throw Object.assign(new Error("nope"), { code: "ENOTFOUND" });
      },
      { slot, timers },
    );
    await expect(resolve("a.test")).resolves.toEqual(["93.184.215.14"]);
    await expect(resolve("b.test")).rejects.toMatchObject({ code: "ENOTFOUND" });
    expect([taken, given]).toEqual([2, 2]);
  });
});
