import { describe, expect, it } from "vitest";
import type { Finding, PermissionName } from "../../src/check/finding.js";
import type { CheckTexts } from "../../src/i18n/areas.js";
import { catalogueOf, messageFileOf, messagesOf } from "../../src/i18n/catalogues.js";
import { checkLine, LINE_VALUES } from "../../src/i18n/check-line.js";
import { LOCALES, type Locale } from "../../src/locale.js";
import { EVERY, FINE } from "../render/check-findings.js";
import { messageScript } from "./message-script.js";

const PREFIX = "check.lines.";
const LINE_KEYS = Object.keys(messageFileOf("en")).filter((key) => key.startsWith(PREFIX));

/** What a stand-in line's text says: the kind and variant chosen, and the values it was given. */
interface Said {
  readonly variant: string;
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * Lines shaped as English's messages are (a kind, maybe a variant, a text and maybe a fix), each saying which
 * kind and variant it is and the values it was given, so a test sees what checkLine chose and filled in.
 */
function standInLines(): CheckTexts["lines"] {
  const root: Record<string, unknown> = {};
  for (const key of LINE_KEYS) {
    const parts = key.slice(PREFIX.length).split(".");
    const field = parts.pop() ?? "";
    const variant = parts.join(".");
    let node = root;
    for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
    node[field] = (values: object) => JSON.stringify({ variant, values, field });
  }
  return root as unknown as CheckTexts["lines"];
}

const LINES = standInLines();
const names = (missing: readonly string[]) => missing.map((name) => `«${name}»`).join(" + ");
const saidOf = (finding: Finding): Said => JSON.parse(checkLine(LINES, finding, names).text) as Said;
const variantOf = (finding: Finding) => saidOf(finding).variant;

/** The permission names a language's Discord shows, joined as the report joins them. */
const namesIn = (locale: Locale) => (missing: readonly PermissionName[]) =>
  missing.map((name) => catalogueOf(locale).check.permissions[name]).join(", ");
const lineIn = (locale: Locale, finding: Finding) =>
  checkLine(catalogueOf(locale).check.lines, finding, namesIn(locale));

/** What a value left unfilled, or filled with the wrong thing, looks like in a line. */
const BROKEN = /[{}]|undefined|NaN|null|\[object/;

describe("checkLine", () => {
  it("chooses the key's words by whether a key was given, none was, or the bot cannot tell", () => {
    const panel = (keyGiven: boolean | null): Finding => ({ kind: "panel", status: "ok", ms: 5, keyGiven });
    expect([true, false, null].map((given) => variantOf(panel(given)))).toEqual([
      "panel.key-accepted",
      "panel.no-key-needed",
      "panel.key-unknown",
    ]);
  });

  it("chooses the clock's words: not measured, agreeing, ahead or behind", () => {
    const clock = (status: "ok" | "warn", offsetMs: number | null): Finding => ({
      kind: "clock",
      status,
      offsetMs,
    });
    expect(
      [clock("warn", null), clock("ok", -400), clock("warn", 5000), clock("warn", -5000)].map(variantOf),
    ).toEqual(["clock.unmeasured", "clock.agrees", "clock.ahead", "clock.behind"]);
  });

  it("chooses a DJ's words: unreadable, nobody, live or the automatic player", () => {
    const dj = (status: "ok" | "fail", name: string | null, live: boolean): Finding => ({
      kind: "dj",
      status,
      name,
      live,
    });
    expect(
      [dj("fail", "A", true), dj("ok", null, false), dj("ok", "A", true), dj("ok", "A", false)].map(
        variantOf,
      ),
    ).toEqual(["dj.unreadable", "dj.nobody", "dj.live", "dj.automatic"]);
  });

  it("chooses a voice channel's words by its problem, and on a stage leaves speaking out", () => {
    const voice = (problem: "none" | "unset", stage: boolean): Finding => ({
      kind: "voice",
      status: "ok",
      channelId: "3",
      problem,
      stage,
      missing: [],
    });
    expect([voice("none", true), voice("none", false), voice("unset", false)].map(variantOf)).toEqual([
      "voice.can-connect",
      "voice.can-connect-and-speak",
      "voice.unset",
    ]);
  });

  it("chooses the ping role's words as unset when no role is set, whatever the problem", () => {
    expect(variantOf({ kind: "ping", status: "ok", roleId: null, problem: "none" })).toBe("ping.unset");
    expect(variantOf({ kind: "ping", status: "fail", roleId: "2", problem: "not-mentionable" })).toBe(
      "ping.not-mentionable",
    );
  });

  it("chooses the song display's words by stage or channel, and whether permissions are missing", () => {
    const display = (stage: boolean, missing: readonly "Manage Channels"[]): Finding => ({
      kind: "voice-display",
      status: "ok",
      stage,
      missing,
    });
    expect(
      [
        display(false, []),
        display(true, []),
        display(false, ["Manage Channels"]),
        display(true, ["Manage Channels"]),
      ].map(variantOf),
    ).toEqual([
      "voice-display.channel-status",
      "voice-display.stage-topic",
      "voice-display.channel-status-missing",
      "voice-display.stage-topic-missing",
    ]);
  });

  it("gives a kind without variants its one line, and a fix only where its words have one", () => {
    expect(variantOf({ kind: "no-streams", status: "warn" })).toBe("no-streams");
    expect(checkLine(LINES, { kind: "no-streams", status: "warn" }, names).fix).toBeDefined();
    expect(checkLine(LINES, { kind: "on-air", status: "ok", onAir: true }, names).fix).toBeUndefined();
  });

  it("fills in what a finding may lack: a missing HTTP status and deadline as 0, a missing format as ?", () => {
    expect(saidOf({ kind: "panel-down", status: "fail", reason: "timeout" }).values).toMatchObject({
      ms: 0,
      httpStatus: 0,
      seconds: 0,
    });
    const stream: Finding = {
      kind: "stream",
      status: "fail",
      mount: "/m",
      format: null,
      stated: null,
      heard: "aac",
      problem: "codec",
    };
    expect(saidOf(stream).values).toMatchObject({ mount: "/m", format: "?", heard: "AAC" });
    expect(saidOf({ ...stream, heard: null }).values).toMatchObject({ heard: "?" });
  });

  it("gives times in seconds with one decimal, a clock's offset either way as a distance", () => {
    expect(saidOf({ kind: "panel-down", status: "fail", reason: "timeout", ms: 4040 }).values).toMatchObject({
      seconds: 4,
      ms: 4040,
    });
    expect(saidOf({ kind: "clock", status: "warn", offsetMs: -90_050 }).values).toMatchObject({
      offsetSeconds: 90.1,
    });
    expect(saidOf({ kind: "clock", status: "ok", offsetMs: 1500 }).values).toMatchObject({
      offsetSeconds: 1.5,
    });
  });

  it("names missing permissions, and those a fix names, in the reader's words", () => {
    const channel: Finding = {
      kind: "channel",
      status: "fail",
      channelId: "1",
      problem: "missing",
      missing: ["Attach Files", "Embed Links"],
    };
    expect(saidOf(channel).values).toMatchObject({
      channelId: "1",
      missing: "«Attach Files» + «Embed Links»",
      missingCount: 2,
      viewChannel: "«View Channel»",
      muteMembers: "«Mute Members»",
      requestToSpeak: "«Request to Speak»",
    });
  });

  it("refuses a finding its words have no line for", () => {
    expect(() => checkLine({} as CheckTexts["lines"], { kind: "no-streams", status: "warn" }, names)).toThrow(
      /no words for a no-streams finding/,
    );
  });

  it("gives every line every value any language's line may use", () => {
    for (const finding of [...EVERY, ...FINE]) {
      const { variant, values } = saidOf(finding);
      const used = LOCALES.flatMap((locale) =>
        ["text", "fix"].flatMap((field) => {
          const message = messagesOf(locale)[`${PREFIX}${variant}.${field}`];
          return message ? [...messageScript.messageArguments(message).keys()] : [];
        }),
      );
      expect(
        used.filter((name) => !(name in values)),
        variant,
      ).toEqual([]);
      expect(
        used.filter((name) => !LINE_VALUES.includes(name) && !(name in finding)),
        variant,
      ).toEqual([]);
    }
  });

  it("has a finding in the report's samples for every kind and variant English words", () => {
    const chosen = new Set([...EVERY, ...FINE].map(variantOf));
    const worded = new Set(LINE_KEYS.map((key) => key.slice(PREFIX.length).replace(/\.(text|fix)$/, "")));
    expect([...worded].filter((variant) => !chosen.has(variant))).toEqual([]);
  });
});

describe("the report's lines in every language", () => {
  it.each(LOCALES)("%s: word every finding whole, with a fix for every problem English fixes", (locale) => {
    for (const finding of [...EVERY, ...FINE]) {
      const at = `${variantOf(finding)} ${JSON.stringify(finding)}`;
      const line = lineIn(locale, finding);
      const english = lineIn("en", finding);
      expect(line.text.trim(), at).not.toBe("");
      expect(line.text, at).not.toMatch(BROKEN);
      expect(line.fix === undefined, at).toBe(english.fix === undefined);
      if (line.fix !== undefined) {
        expect(line.fix.trim(), at).not.toBe("");
        expect(line.fix, at).not.toMatch(BROKEN);
      }
    }
  });

  it.each(LOCALES)("%s: say what to do below every problem and warning of every kind", (locale) => {
    for (const finding of EVERY.filter((f) => f.status !== "ok"))
      expect(lineIn(locale, finding).fix, JSON.stringify(finding)).toBeDefined();
    for (const finding of FINE.filter((f) => f.status === "ok"))
      expect(lineIn(locale, finding).fix, JSON.stringify(finding)).toBeUndefined();
  });

  it.each(LOCALES)("%s: show the finding's own values in the line", (locale) => {
    const text = (finding: Finding) => lineIn(locale, finding).text;
    expect(text({ kind: "dj", status: "ok", name: "DJ Nova", live: true })).toContain("DJ Nova");
    expect(text({ kind: "channel", status: "ok", channelId: "123", problem: "none", missing: [] })).toContain(
      "<#123>",
    );
    expect(text({ kind: "ping", status: "ok", roleId: "2", problem: "none" })).toContain("<@&2>");
    expect(text({ kind: "panel-key", status: "fail", httpStatus: 401 })).toContain("401");
    const missing = { kind: "events", status: "fail", missing: ["Manage Events"] } as const;
    expect(text(missing)).toContain(catalogueOf(locale).check.permissions["Manage Events"]);
  });
});

describe("the report's summary in every language", () => {
  const summaries = (locale: Locale) => {
    const { summary } = catalogueOf(locale).check;
    return [
      summary({ fails: 0, warns: 0 }),
      summary({ fails: 2, warns: 0 }),
      summary({ fails: 0, warns: 1 }),
      summary({ fails: 2, warns: 1 }),
    ];
  };

  it("says in English that all is well with neither problems nor warnings, and leaves out a count of 0", () => {
    expect(summaries("en")).toEqual([
      "Everything works.",
      "2 problems. What to do is under each line.",
      "1 warning. What to do is under each line.",
      "2 problems, 1 warning. What to do is under each line.",
    ]);
  });

  it.each(LOCALES)("%s: counts only what there is", (locale) => {
    const [fine, problems, warnings, both] = summaries(locale);
    expect(fine).not.toMatch(/\d/);
    expect(problems).toMatch(/^\D*2\D*$/);
    expect(warnings).toMatch(/^\D*1\D*$/);
    expect(both).toMatch(/^\D*2\D+1\D*$/);
    expect(new Set([fine, problems, warnings, both]).size).toBe(4);
  });
});
