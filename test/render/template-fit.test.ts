import { describe, expect, it } from "vitest";
import { codeSpans } from "../../src/render/code-spans.js";
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

describe("fitMarkdown and code spans", () => {
  it("never cuts a code span open: it backs off to before its backticks", () => {
    expect(fitMarkdown("see `some **code** here` and more", 15)).toBe("see…");
    expect(fitMarkdown("see ```\nblock\n``` and more", 10)).toBe("see…");
  });

  it("keeps a code span that closed before the cut", () => {
    expect(fitMarkdown("`a` and `b` and more text", 12)).toBe("`a` and `b`…");
  });
});

describe("codeSpans", () => {
  it("pairs runs of the same length, skips escaped backticks, and leaves unpaired runs as text", () => {
    expect(codeSpans("a `b` c")).toEqual([{ start: 2, end: 5 }]);
    expect(codeSpans("`` a ` b `` c")).toEqual([{ start: 0, end: 11 }]);
    expect(codeSpans("\\`a` b")).toEqual([]);
    expect(codeSpans("` only")).toEqual([]);
    expect(codeSpans("```\nx\n``` `y`")).toEqual([
      { start: 0, end: 9 },
      { start: 10, end: 13 },
    ]);
  });
});
