import { describe, expect, it } from "vitest";
import { checkTemplate, templateParts, usesPlaceholder } from "../../src/templates/check-template.js";
import { TEMPLATE_MAX_LENGTH } from "../../src/templates/trigger.js";

describe("checkTemplate", () => {
  it("accepts a template of known placeholders, with Windows line ends made \\n and the ends trimmed", () => {
    expect(checkTemplate("  🔴 **{dj}** is live!\r\nListen: {listen}\n ")).toEqual({
      ok: true,
      text: "🔴 **{dj}** is live!\nListen: {listen}",
    });
  });

  it("refuses an empty or blank template", () => {
    expect(checkTemplate("")).toEqual({ ok: false, problem: { kind: "empty" } });
    expect(checkTemplate(" \r\n\t ")).toEqual({ ok: false, problem: { kind: "empty" } });
  });

  it("refuses a template over the limit, giving its length after normalising", () => {
    expect(checkTemplate("x".repeat(TEMPLATE_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(checkTemplate(`  ${"x".repeat(TEMPLATE_MAX_LENGTH)}  `)).toMatchObject({ ok: true });
    expect(checkTemplate("x".repeat(TEMPLATE_MAX_LENGTH + 5))).toEqual({
      ok: false,
      problem: { kind: "too-long", length: TEMPLATE_MAX_LENGTH + 5 },
    });
  });

  it("lists each unknown placeholder once, in order of first use, case and script included", () => {
    expect(checkTemplate("{DJ} {song} {dj} {song} {диджей} {previous-dj}")).toEqual({
      ok: false,
      problem: { kind: "unknown-placeholders", names: ["DJ", "song", "диджей", "previous-dj"] },
    });
  });

  it("keeps lone braces and braces around more than one word as text", () => {
    for (const text of ["{", "}", "a { b", "{}", "{ dj }", "{two words}", "set {a,b}", "}{"])
      expect(checkTemplate(text)).toEqual({ ok: true, text });
  });

  it("finds the placeholder inside doubled braces", () => {
    expect(checkTemplate("{{dj}}")).toEqual({ ok: true, text: "{{dj}}" });
    expect(checkTemplate("{{nope}}")).toMatchObject({ problem: { names: ["nope"] } });
  });

  it("replaces a lone surrogate, keeping surrogate pairs", () => {
    expect(checkTemplate("a\uD800b 🎵")).toEqual({ ok: true, text: "a\uFFFDb 🎵" });
  });
});

describe("templateParts", () => {
  it("splits text, known and unknown placeholders in order", () => {
    expect(templateParts("Hi {dj}, {x}!")).toEqual([
      { kind: "text", text: "Hi " },
      { kind: "placeholder", name: "dj" },
      { kind: "text", text: ", " },
      { kind: "unknown", name: "x", text: "{x}" },
      { kind: "text", text: "!" },
    ]);
  });
});

describe("usesPlaceholder", () => {
  it("tells whether a placeholder is used, not merely a word in the text", () => {
    expect(usesPlaceholder("Tune in: {listen}", "listen")).toBe(true);
    expect(usesPlaceholder("listen now, {dj}", "listen")).toBe(false);
    expect(usesPlaceholder("{ listen }", "listen")).toBe(false);
    expect(usesPlaceholder("{previous_dj}", "dj")).toBe(false);
  });
});
