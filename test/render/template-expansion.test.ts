import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../src/locale.js";
import { expandTemplate } from "../../src/render/template-expansion.js";
import { listenMarkup, placeholderValues, type TemplateFacts } from "../../src/render/template-values.js";
import { AT, TRACK } from "./announcement-events.js";

const FACTS: TemplateFacts = {
  dj: "Anna",
  previousDj: "Boris",
  track: TRACK,
  station: "Radio Alpha",
  listeners: 1234,
  listenUrl: "https://radio.test/stream",
  at: AT,
};

const expand = (template: string, facts: Partial<TemplateFacts> = {}, max = 2000, locale: Locale = "en") =>
  expandTemplate(template, placeholderValues({ ...FACTS, ...facts }, locale), max);

describe("expandTemplate", () => {
  it("fills every placeholder from the facts", () => {
    expect(
      expand("{dj}|{previous_dj}|{artist}|{title}|{album}|{track}|{station}|{listeners}|{listen}|{time}"),
    ).toBe(
      "Anna|Boris|Daft Punk|One More Time|Discovery|Daft Punk — One More Time|Radio Alpha|1,234|" +
        `<https://radio.test/stream>|<t:${AT / 1000}:R>`,
    );
  });

  it("formats the audience per locale and leaves it empty when unknown", () => {
    expect(expand("{listeners}", { listeners: 1234567 }, 2000, "ru")).toBe("1\u00a0234\u00a0567");
    expect(expand("[{listeners}]", { listeners: null })).toBe("[]");
  });

  it("says nobody for a missing DJ, and nothing for other missing values", () => {
    expect(expand("{dj} after {previous_dj}", { dj: null, previousDj: "  " })).toBe("nobody after nobody");
    expect(expand("{dj}", { dj: null }, 2000, "ru")).toBe("никто");
    expect(expand("«{album}»{station}{listen}", { track: null, station: null, listenUrl: null })).toBe("«»");
    expect(expand("{track}", { track: { ...TRACK, artist: null } })).toBe("One More Time");
  });

  it("keeps the moderator's markdown, channel mentions and custom emoji; breaks pings", () => {
    expect(expand("**{dj}** in <#123456789012345678> <:wave:42>")).toBe(
      "**Anna** in <#123456789012345678> <:wave:42>",
    );
    expect(expand("@everyone @here <@123> <@!123> <@&456> {dj}")).toBe(
      "@\u200beveryone @\u200bhere <\u200b@123> <\u200b@!123> <\u200b@&456> Anna",
    );
  });

  it("escapes panel values so they cannot close the moderator's markdown or mention anyone", () => {
    const out = expand("**{dj}** _{title}_", {
      dj: "x** @everyone <@1>",
      track: { ...TRACK, title: "a_ [b](c)" },
    });
    expect(out).toBe("**x\\*\\* @\u200beveryone \\<\u200b@\u200b1>** _a\\_ \\[b\\](c)_");
  });

  it("never lets a panel value join the moderator's trailing @, < or backslash", () => {
    expect(expand("@{dj}", { dj: "everyone" })).toBe("@\u200beveryone");
    expect(expand("<{dj}", { dj: "#123>" })).toBe("<\u200b\\#123>");
    expect(expand("\\{dj}", { dj: "*bold*" })).toBe("\\\u200b\\*bold\\*");
  });

  it("inside a code span, shows panel values plainly with their backticks made harmless", () => {
    expect(expand("`{title}` **{dj}**", { track: { ...TRACK, title: "a` **b** \\" } })).toBe(
      "`a\u02cb **b** \\` **Anna**",
    );
    expect(expand("```\n{dj}\n```", { dj: "``` x" })).toBe("```\n\u02cb\u02cb\u02cb x\n```");
    expect(expand("`` {dj} ` `` {dj}", { dj: "*" })).toBe("`` * ` `` \\*");
  });

  it("inside a masked link's address, percent-encodes panel values so they stay in the address", () => {
    expect(expand("[search](https://s.test/?q={artist}+{title}) **{dj}**", { dj: "a)b" })).toBe(
      "[search](https://s.test/?q=Daft%20Punk+One%20More%20Time) **a)b**",
    );
    expect(expand("[x](<https://s.test/{dj}>)", { dj: "a) [y](z) @everyone 🎵" })).toBe(
      "[x](<https://s.test/a%29%20%5By%5D%28z%29%20%40everyone%20%F0%9F%8E%B5>)",
    );
    expect(expand("[{dj}](https://s.test/) (then {dj})", { dj: "*" })).toBe(
      "[\\*](https://s.test/) (then \\*)",
    );
  });

  it("treats a backtick with no partner, or an escaped one, as text", () => {
    expect(expand("` {dj}", { dj: "*" })).toBe("` \\*");
    expect(expand("\\`{dj}`", { dj: "*" })).toBe("\\`\\*`");
  });

  it("removes invisible and direction-changing characters and lone surrogates from panel values", () => {
    expect(expand("{dj}", { dj: "A\u202e\u200bnna\uD800" })).toBe("Anna\uFFFD");
  });

  it("keeps unknown placeholders as written", () => {
    expect(expand("{nope} {dj}")).toBe("{nope} Anna");
  });

  it("fits the limit without ending inside a timestamp", () => {
    const out = expand("{time} {time} {time}", {}, 30);
    expect(out.length).toBeLessThanOrEqual(30);
    expect(out).toBe(`<t:${AT / 1000}:R>…`);
  });

  it("may be empty when the template is only values that are missing", () => {
    expect(expand("{album}", { track: null })).toBe("");
  });
});

describe("listenMarkup", () => {
  it("gives an http(s) address in angle brackets, with what could end it percent-encoded", () => {
    expect(listenMarkup("https://radio.test/a(b)|c`d@everyone")).toBe(
      "<https://radio.test/a%28b%29%7Cc%60d%40everyone>",
    );
  });

  it("gives nothing for other schemes, junk and addresses too long for a button", () => {
    expect(listenMarkup("javascript:alert(1)")).toBe("");
    expect(listenMarkup("not a url")).toBe("");
    expect(listenMarkup(null)).toBe("");
    expect(listenMarkup("https://user:secret@radio.test/stream")).toBe("");
    expect(listenMarkup(`https://radio.test/${"a".repeat(600)}`)).toBe("");
  });
});

describe("{dj} and {previous_dj} with no one on air", () => {
  it.each(LOCALES)("say nobody in %s's own word", (locale) => {
    const word = expand("{dj}|{previous_dj}", { dj: null, previousDj: null }, 2000, locale);
    const [dj, previous] = word.split("|");
    expect(dj?.trim()).not.toBe("");
    expect(previous).toBe(dj);
    if (locale !== "en") expect(dj).not.toBe("nobody");
  });
});
