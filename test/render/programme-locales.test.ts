import { describe, expect, it } from "vitest";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { type LibraryTrack, libraryTrackSchema } from "../../src/panel/schemas.js";
import { limitProblems, LIMITS } from "../../src/render/limits.js";
import { type RadioProblem, radioProblemText, radioStrings, renderJoined } from "../../src/render/radio.js";
import {
  REQUEST_TEXT_MAX,
  renderPickList,
  renderRequested,
  requestStrings,
} from "../../src/render/request.js";
import { LOCALES, type Locale } from "../../src/locale.js";
import { TRIGGERS } from "../../src/templates/trigger.js";

const AT = 1_800_000_000_000;

/** Every string in a value, with the path that leads to it. */
function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`));
  return [];
}

/** A sentence as a person reads it: not empty, no placeholder or "undefined" left, no ping. */
function expectReadable(text: string): void {
  expect(text.trim()).not.toBe("");
  expect(text).not.toMatch(/undefined|NaN|\{n\}|\[object/);
  expect(text).not.toMatch(/@(everyone|here)|<@/);
}

const LONG = "W".repeat(300);
const TRACK: LibraryTrack = libraryTrackSchema.parse({
  id: 7,
  author: LONG,
  title: LONG,
  length: 215_000,
});

const PROBLEMS: RadioProblem[] = [
  { kind: "no-channel" },
  { kind: "need-move" },
  { kind: "unknown-channel" },
  { kind: "not-voice" },
  { kind: "full" },
  { kind: "not-connected" },
  { kind: "missing", permissions: ["View Channel", "Connect", "Speak"] },
  { kind: "too-many-stations", max: 1000 },
  { kind: "unavailable", nodeVersion: "20.20.2" },
];

/** What a refusal must be: a readable sentence that fits a private reply's embed. */
function expectRefusal(text: string): void {
  expectReadable(text);
  expect(text.length).toBeLessThanOrEqual(LIMITS.embedDescription);
}

function expectMessage(message: ReplyMessage): void {
  expect(limitProblems(message)).toEqual([]);
  for (const [, text] of texts(message.embeds)) expectReadable(text);
}

describe("the programme texts in every language", () => {
  it.each(LOCALES)("%s gives every request reply, readable and within Discord's limits", (locale: Locale) => {
    const strings = requestStrings(locale);
    for (const [path, text] of texts(strings)) {
      expect(path).not.toBe("");
      expectRefusal(text);
    }
    expectRefusal(strings.cooldown(AT));
    expect(strings.cooldown(AT)).toContain(`<t:${AT / 1000}:R>`);
    expectRefusal(strings.closed(null));
    expect(strings.closed(AT)).toContain(`<t:${AT / 1000}:R>`);
    expect(strings.closed(AT)).toContain(`<t:${AT / 1000}:t>`);
    expect(strings.tooLong(1234)).toMatch(/1.?234/);
    expect(strings.tooLong(5)).toMatch(new RegExp(`\\b${REQUEST_TEXT_MAX}\\b`));
    expectRefusal(strings.nothingFound({ query: LONG }));
    expectMessage(renderRequested(TRACK, LONG, "M".repeat(REQUEST_TEXT_MAX), locale));
    const pick = renderPickList([TRACK, { ...TRACK, id: 8 }], LONG, (t) => `request:x:${t.id}`, locale);
    expectMessage(pick);
  });

  it.each(LOCALES)(
    "%s gives every /radio reply and refusal, readable and within Discord's limits",
    (locale) => {
      for (const [, text] of texts(radioStrings(locale))) expectRefusal(text);
      for (const problem of PROBLEMS) expectRefusal(radioProblemText(problem, "<#123>", locale));
      const missing = radioProblemText(PROBLEMS[6] as RadioProblem, "<#123>", locale);
      for (const name of Object.values(radioStrings(locale).permissionNames)) expect(missing).toContain(name);
      const words = radioStrings(locale);
      for (const text of [
        words.playing({ channel: "<#1>" }),
        words.homeSet({ channel: "<#1>" }),
        words.nowOnAir({ song: "x" }),
      ])
        expect(text).toMatch(/<#1>|x/);
      for (const joined of [
        { channelId: "1", nowPlaying: LONG, offAir: false, requestedToSpeak: true },
        { channelId: "1", nowPlaying: null, offAir: true, requestedToSpeak: false },
      ])
        expectMessage(renderJoined(joined, locale));
    },
  );

  it.each(LOCALES)("%s words every announcement's one line with the placeholders English uses", (locale) => {
    const { triggers, namelessLines } = catalogueOf(locale).programme;
    const english = catalogueOf("en").programme;
    const placeholders = (line: string) => [...line.matchAll(/\{[a-z_]+\}/g)].map((m) => m[0]).sort();
    for (const trigger of TRIGGERS) {
      const line = triggers[trigger].line;
      expectReadable(line);
      expect(placeholders(line)).toEqual(placeholders(english.triggers[trigger].line));
      expect([...line][0]).toBe([...english.triggers[trigger].line][0]);
    }
    for (const notice of ["dead-air", "sound-back"] as const) {
      expect(placeholders(namelessLines[notice])).toEqual([]);
      expectReadable(namelessLines[notice]);
    }
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "%s has its own words, not English, for what announcements and replies say",
    (locale) => {
      const own = catalogueOf(locale).programme;
      const english = catalogueOf("en").programme;
      expect(own.announcement.nobodyName).not.toBe(english.announcement.nobodyName);
      expect(own.triggers.live.line).not.toBe(english.triggers.live.line);
      expect(own.request.closed).not.toBe(english.request.closed);
      expect(own.radio.left).not.toBe(english.radio.left);
      expect(own.schedule.footer).not.toBe(english.schedule.footer);
      expect(own.deadAir.silentFor({ seconds: 60 })).not.toBe(english.deadAir.silentFor({ seconds: 60 }));
      const missing = radioProblemText(PROBLEMS[6] as RadioProblem, "<#1>", locale);
      for (const name of ["View Channel", "Connect", "Speak"]) expect(missing).not.toContain(name);
    },
  );

  it("keeps Spain's Spanish and Latin America's apart where they differ", () => {
    const spain = catalogueOf("es-ES").programme;
    const americas = catalogueOf("es-419").programme;
    expect(spain.announcement.live({ dj: "DJ" })).toContain("en directo");
    expect(americas.announcement.live({ dj: "DJ" })).toContain("en vivo");
    expect(spain.schedule.nowMark).not.toBe(americas.schedule.nowMark);
    expect(spain.radio.notAllowed).toContain("Gestionar servidor");
    expect(americas.radio.notAllowed).toContain("Administrar servidor");
  });
});
