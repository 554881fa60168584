import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldText, matchesWords } from "../../src/history/fold-text.js";

describe("foldText", () => {
  it.each([
    ["Beyoncé — Halo (Live)", "beyonce halo live"],
    ["Niño Bravo", "nino bravo"],
    ["Mañana", "manana"],
    ["Łódź Kaliska", "lodz kaliska"],
    ["ŁAŃCUCH", "lancuch"],
    ["Die Ärzte – Schrei nach Liebe", "die arzte schrei nach liebe"],
    ["Straße", "strasse"],
    ["STRAẞE", "strasse"],
    ["Ёлка", "елка"],
    ["ДДТ — Что такое осень", "ддт что такое осень"],
    ["Океан Ельзи: Обійми", "океан ельзи обіими"],
    ["Їжак", "іжак"],
    ["İstanbul", "istanbul"],
    ["Sigur Rós", "sigur ros"],
    ["Røyksopp", "royksopp"],
    ["AC/DC", "ac dc"],
    ["  Guns N’ Roses!!!  ", "guns n roses"],
    ["track_01...final", "track 01 final"],
    ["ﬁve ①", "five 1"],
    ["", ""],
    ["?!  ", ""],
  ])("folds %j to %j", (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it("is idempotent and leaves only lower-case letters, digits and single inner spaces", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        const folded = foldText(text);
        expect(foldText(folded)).toBe(folded);
        expect(folded).toBe(folded.trim());
        expect(folded).not.toMatch(/ {2}|[^\p{L}\p{N} ]|\p{M}/u);
        expect(folded).toBe(folded.toLowerCase());
      }),
      { numRuns: 2000 },
    );
  });
});

describe("matchesWords", () => {
  const haystack = foldText("The Beatles — Here Comes the Sun (Remastered 2009)");

  it("finds every word of the query at the start of a word, in any order, case and accents aside", () => {
    expect(matchesWords(haystack, "beat")).toBe(true);
    expect(matchesWords(haystack, "SUN beatles")).toBe(true);
    expect(matchesWords(haystack, "here, comes!")).toBe(true);
    expect(matchesWords(haystack, "2009")).toBe(true);
    expect(matchesWords(foldText("Łzy — Agnieszka"), "lzy agnieszka")).toBe(true);
    expect(matchesWords(foldText("Niño Bravo"), "Niño")).toBe(true);
    expect(matchesWords(foldText("Niño Bravo"), "nino")).toBe(true);
    expect(matchesWords(foldText("Кино — Группа крови"), "КИНО групп")).toBe(true);
    expect(matchesWords(foldText("Ёлка — Прованс"), "елка")).toBe(true);
    expect(matchesWords(foldText("Die Toten Hosen — Tage wie diese"), "tage wie")).toBe(true);
    expect(matchesWords(foldText("Straße"), "strasse")).toBe(true);
  });

  it("refuses a word found only inside another, or missing", () => {
    expect(matchesWords(haystack, "eatles")).toBe(false);
    expect(matchesWords(haystack, "beatles moon")).toBe(false);
    expect(matchesWords(haystack, "thebeatles")).toBe(false);
  });

  it("matches everything with a query of no words (the command decides whether to ask at all)", () => {
    expect(matchesWords(haystack, "")).toBe(true);
    expect(matchesWords(haystack, " — ")).toBe(true);
  });
});
