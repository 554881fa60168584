import { describe, expect, it } from "vitest";
import { fitMarkdown } from "../../src/render/template-fit.js";

describe("fitMarkdown", () => {
  it("keeps text that fits as it is", () => {
    expect(fitMarkdown("**hello** <t:1:R>", 17)).toBe("**hello** <t:1:R>");
  });

  it("cuts with an ellipsis, within the limit", () => {
    const cut = fitMarkdown("abcdefghij", 5);
    expect(cut).toBe("abcd…");
  });

  it("never ends inside a Discord timestamp, a <url>, a mention or a custom emoji", () => {
    expect(fitMarkdown("on air <t:1717171717:R> now", 15)).toBe("on air…");
    expect(fitMarkdown("listen <https://radio.test/stream> now", 20)).toBe("listen…");
    expect(fitMarkdown("see <#123456789012345678> now", 12)).toBe("see…");
    expect(fitMarkdown("hey <:wave:123456789012345678>", 15)).toBe("hey…");
  });

  it("never ends inside a masked link, but keeps one that closed", () => {
    expect(fitMarkdown("go [here](https://radio.test/x) then more", 20)).toBe("go…");
    expect(fitMarkdown("go [here](https://radio.test/x) then more", 36)).toBe(
      "go [here](https://radio.test/x) the…",
    );
  });

  it("treats escaped brackets as text, not as a link", () => {
    expect(fitMarkdown("a \\[b\\](c and more text", 12)).toBe("a \\[b\\](c a…");
  });

  it("never leaves an escaping backslash or half a surrogate pair before the ellipsis", () => {
    expect(fitMarkdown("abc\\*def", 5)).toBe("abc…");
    expect(fitMarkdown("ab\\\\cdef", 6)).toBe("ab\\\\c…");
    expect(fitMarkdown("abc🎵def", 5)).toBe("abc…");
    expect(fitMarkdown("abc \\ def", 6)).toBe("abc…");
  });
});
