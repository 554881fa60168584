import { describe, expect, it } from "vitest";
import { cleanText, escapeMarkdown, plainText, safeText, truncate } from "../../src/render/text.js";

describe("escapeMarkdown", () => {
  it("escapes inline markdown so it shows literally", () => {
    expect(escapeMarkdown("**bold** _it_ ~~s~~ `c` ||sp|| [l](x)")).toBe(
      "\\*\\*bold\\*\\* \\_it\\_ \\~\\~s\\~\\~ \\`c\\` \\|\\|sp\\|\\| \\[l\\](x)",
    );
  });

  it("escapes headings, quotes and lists at the start of a line only", () => {
    expect(escapeMarkdown("# Title\n> quote\n- item\n1. first")).toBe(
      "\\# Title\n\\> quote\n\\- item\n\\1. first",
    );
    expect(escapeMarkdown("Artist - Title #1")).toBe("Artist - Title #1");
  });

  it("breaks every mention", () => {
    const escaped = escapeMarkdown("@everyone @here <@123456789012345678> <@&1> <#1>");
    expect(escaped).not.toMatch(/@everyone|@here|<[@#]/);
    expect(escaped).toContain("@\u200beveryone");
  });
});

describe("cleanText", () => {
  it("removes bidi overrides, zero-width and control characters", () => {
    expect(cleanText("\u202Eevil\u202C \u200B@\u200Beveryone\u0007")).toBe("evil @everyone");
  });

  it("folds newlines unless multiline", () => {
    expect(cleanText("a\n\nb\r\nc")).toBe("a b c");
    expect(cleanText("a\n\n\n\nb", true)).toBe("a\n\nb");
  });
  it("makes a lone surrogate (half an emoji cut by the panel) U+FFFD, and keeps whole emoji", () => {
    expect(cleanText("Song \uD83C")).toBe("Song \uFFFD");
    expect(cleanText("\uDFB5 tail")).toBe("\uFFFD tail");
    expect(cleanText("🎵 ok")).toBe("🎵 ok");
  });
});

describe("truncate", () => {
  it("keeps short text and cuts long text with an ellipsis", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("a".repeat(20), 10)).toBe(`${"a".repeat(9)}…`);
  });

  it("never leaves half an escape or half a surrogate pair", () => {
    expect(truncate("abcdefgh\\*", 10)).toBe("abcdefgh\\*");
    expect(truncate("abcdefg\\*xyz", 9)).toBe("abcdefg…");
    expect(truncate("abcdefg😀xyz", 9)).toBe("abcdefg…");
  });
});

describe("safeText and plainText", () => {
  it("fit any input into the limit", () => {
    const hostile = `**@everyone** ${"\u202E".repeat(10)}${"`".repeat(5000)}`;
    expect(safeText(hostile, 256).length).toBeLessThanOrEqual(256);
    expect(plainText(hostile, 80).length).toBeLessThanOrEqual(80);
  });

  it("treat null as empty", () => {
    expect(safeText(null, 10)).toBe("");
  });
});
