import { describe, expect, it } from "vitest";
import { byteSize, httpAdvice, onOff, optional, orElse, singleOr } from "../../src/i18n/choose.js";

describe("optional", () => {
  const toTarget = optional((target: string) => ` to ${target}`);

  it("returns the words with the value when there is one", () => {
    expect(toTarget("https://a.example/")).toBe(" to https://a.example/");
  });

  it("returns the words without it for null, undefined and an empty value", () => {
    expect([toTarget(null), toTarget(undefined), toTarget("")]).toEqual(["", "", ""]);
    expect(optional((s: string) => `on ${s}`, "off")(null)).toBe("off");
  });
});

describe("orElse", () => {
  it("keeps a given value, even an empty one, and replaces only null and undefined", () => {
    expect([orElse("ECONN", "-"), orElse("", "-"), orElse(null, "-"), orElse(undefined, "-")]).toEqual([
      "ECONN",
      "",
      "-",
      "-",
    ]);
  });
});

describe("onOff", () => {
  it("returns the on words for true and the off words for false", () => {
    const cover = onOff({ on: "cover shown", off: "no cover" });
    expect([cover(true), cover(false)]).toEqual(["cover shown", "no cover"]);
  });
});

describe("httpAdvice", () => {
  const advice = { auth: "key", notFound: "address", other: "later" };

  it("returns the key advice for 401 and 403, the 404 advice for 404 and the other advice otherwise", () => {
    expect([401, 403, 404, 500].map((status) => httpAdvice(status, advice))).toEqual([
      "key",
      "key",
      "address",
      "later",
    ]);
  });

  it("returns the other advice for 404 when there is no 404 advice", () => {
    expect(httpAdvice(404, { auth: "key", other: "later" })).toBe("later");
  });
});

describe("byteSize", () => {
  const words = { megabytes: (n: number) => `${String(n)} MB`, bytes: (n: number) => `${String(n)} bytes` };

  it("returns whole mebibytes in megabytes and anything else in bytes", () => {
    expect([byteSize(3_145_728, words), byteSize(1_048_577, words)]).toEqual(["3 MB", "1048577 bytes"]);
  });
});

describe("singleOr", () => {
  it("returns the single words for exactly 1 and the several words for any other count", () => {
    const title = singleOr({ single: "today", several: (n) => `the next ${String(n)} days` });
    expect([title(1), title(0), title(7)]).toEqual(["today", "the next 0 days", "the next 7 days"]);
  });
});
