import { describe, expect, it } from "vitest";
import { causeThat, causesOf } from "../src/causes.js";

describe("an error's causes", () => {
  it("lists an error and its causes outermost first, an AggregateError's errors after it", () => {
    const inner = new RangeError("inner");
    const many = new AggregateError([new Error("a"), new Error("b")], "many", { cause: inner });
    const outer = new TypeError("fetch failed", { cause: many });
    expect(causesOf(outer).map((e) => (e as Error).message)).toEqual([
      "fetch failed",
      "many",
      "a",
      "b",
      "inner",
    ]);
    expect(causeThat(outer, (e): e is RangeError => e instanceof RangeError)).toBe(inner);
    expect(causesOf(null)).toEqual([]);
  });

  it("stops at eight, however the causes loop", () => {
    const looped = new Error("me");
    (looped as { cause?: unknown }).cause = looped;
    expect(causesOf(looped)).toHaveLength(8);
  });
});
