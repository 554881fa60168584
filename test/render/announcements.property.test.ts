import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderAnnouncement, withRolePing } from "../../src/render/announcements.js";
import { renderDeadAir } from "../../src/render/dead-air.js";
import { limitProblems } from "../../src/render/limits.js";
import { toDiscordBody } from "../../src/render/message.js";
import { codeSpans } from "../../src/render/code-spans.js";
import { fitMarkdown } from "../../src/render/template-fit.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import type { AnnouncerEvent, DjSnapshot, TrackSnapshot } from "../../src/station/changes.js";
import { LOCALES } from "../../src/locale.js";
import { checkTemplate } from "../../src/templates/check-template.js";
import type { AnnouncementLook } from "../../src/templates/style.js";
import { PLACEHOLDERS, TRIGGERS } from "../../src/templates/trigger.js";
import { invalidMessage } from "../fake-discord/validate.js";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Pieces of text that have broken messages: markdown, code, mentions, escapes, invisible and bidi characters. */
const NASTY = [
  "**",
  "*",
  "_",
  "__",
  "~~",
  "||",
  "`",
  "``",
  "```",
  "\\",
  "\\\\",
  "[x](https://e.test/a)",
  "](",
  "[",
  ")",
  "<",
  ">",
  "<t:1717171717:R>",
  "<@123>",
  "<@!123>",
  "<@&456>",
  "<#789>",
  "<:e:1>",
  "@everyone",
  "@here",
  "@",
  "# ",
  "> ",
  "- ",
  "1. ",
  "-# ",
  "\n",
  "\r\n",
  "\u202e",
  "\u2066",
  "\u200b",
  "\ufeff",
  "\u0000",
  "\uD800",
  "\uDC00",
  "🎵",
  "👩‍👩‍👧",
  "é",
  "ё",
  " ",
  "a",
  "{",
  "}",
  "{dj}",
  "{nope}",
  "https://e.test/",
  "…",
];
const nasty = fc.array(fc.constantFrom(...NASTY), { maxLength: 30 }).map((parts) => parts.join(""));
const hostile = fc.oneof(
  nasty,
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.tuple(nasty, fc.integer({ min: 100, max: 3000 })).map(([piece, times]) => `${piece}x\`*`.repeat(times)),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const oddUrl = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom("javascript:alert(1)", "https://e.test/a)b`c|d>e<f g", "ftp://e.test/x", "//e.test", ""),
  fc.integer({ min: 500, max: 3000 }).map((n) => `https://e.test/${"a".repeat(n)}`),
  hostile,
);
const time = fc.integer({ min: 0, max: 4_102_444_800_000 });

const dj: fc.Arbitrary<DjSnapshot> = fc.record({
  id: fc.nat(),
  name: hostile,
  live: fc.boolean(),
  image: maybe(fc.webUrl()),
});
const track: fc.Arbitrary<TrackSnapshot> = fc.record({
  id: fc.nat(),
  startedAt: time,
  artist: maybe(hostile),
  title: hostile,
  album: maybe(hostile),
  cover: maybe(fc.webUrl()),
  djName: maybe(hostile),
  isJingle: fc.boolean(),
  lengthMs: maybe(fc.nat()),
  fromLibrary: fc.boolean(),
});
const event: fc.Arbitrary<AnnouncerEvent> = fc.oneof(
  fc.record({
    kind: fc.constant("dj" as const),
    id: fc.string(),
    change: fc.constantFrom("live" as const, "handover" as const, "automatic" as const, "nobody" as const),
    from: maybe(dj),
    to: maybe(dj),
    at: time,
    track: maybe(track),
    listenUrl: maybe(oddUrl),
  }),
  fc.record({
    kind: fc.constant("track" as const),
    id: fc.string(),
    track,
    dj: maybe(dj),
    listenUrl: maybe(oddUrl),
  }),
  fc.record({ kind: fc.constant("station" as const), id: fc.string(), onAir: fc.boolean(), at: time }),
);

/** Any template `checkTemplate` accepts, up to the longest (1,000 characters of `{track}` and the like). */
const template = fc
  .oneof(
    fc
      .array(fc.constantFrom(...NASTY, ...PLACEHOLDERS.map((name) => `{${name}}`)), { maxLength: 60 })
      .map((p) => p.join("")),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.constantFrom(...PLACEHOLDERS).map((name) => `{${name}}`.repeat(Math.floor(1000 / (name.length + 2)))),
  )
  .map(checkTemplate)
  .filter((check) => check.ok)
  .map((check) => (check.ok ? check.text : ""));

const look: fc.Arbitrary<AnnouncementLook> = fc.record({
  style: fc.record({
    layout: fc.constantFrom("embed" as const, "compact" as const, "both" as const),
    color: maybe(fc.integer({ min: 0, max: 0xffffff })),
    cover: fc.boolean(),
    timestamp: fc.boolean(),
  }),
  templates: fc.dictionary(fc.constantFrom(...TRIGGERS), template),
});
const locale = fc.constantFrom(...LOCALES);
const roleId = maybe(fc.bigInt({ min: 10n ** 16n, max: 10n ** 19n }).map(String));

/** Every string anywhere in a body; with `text`, only those a reader reads (not addresses). */
function strings(value: unknown, text = false): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, text));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      text && key.endsWith("url") ? [] : strings(item, text),
    );
  return [];
}

/** What Discord needs of a message: within its limits, not empty, pinging at most the role, well-formed text. */
function expectAccepted(message: ReplyMessage, role: string | null): void {
  const body = toDiscordBody(message);
  expect(invalidMessage(body)).toBeNull();
  expect(limitProblems(message)).toEqual([]);
  const hasContent = (message.content ?? "").trim() !== "";
  const hasEmbed = message.embeds.some((e) => e.title || e.description?.trim() || e.fields?.length);
  expect(hasContent || hasEmbed).toBe(true);
  expect(body.allowed_mentions).toEqual(role ? { parse: [], roles: [role] } : { parse: [] });
  for (const text of strings(body)) expect(text).not.toMatch(LONE_SURROGATE);
  const unpinged = { ...body, content: message.content?.replace(`<@&${role}>`, "") };
  for (const text of strings(unpinged, true)) expect(text).not.toMatch(/@(everyone|here)|<@/);
  for (const embed of message.embeds)
    if (embed.timestamp) expect(new Date(embed.timestamp).toISOString()).toBe(embed.timestamp);
}

describe("announcements under any template, style and panel data", () => {
  it("always give a message Discord accepts", () => {
    fc.assert(
      fc.property(
        event,
        look,
        locale,
        roleId,
        maybe(hostile),
        maybe(fc.double()),
        (e, l, lang, role, name, count) => {
          const rendered = renderAnnouncement(e, lang, l, { stationName: name, listeners: count });
          expectAccepted(role ? withRolePing(rendered, role) : rendered, role);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("dead-air messages too", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("dead-air" as const, "sound-back" as const),
        maybe(hostile),
        time,
        look,
        locale,
        (notice, name, at, l, lang) => {
          expectAccepted(renderDeadAir(notice, name, 60, at, lang, l), null);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("fitMarkdown under any text", () => {
  it("fits, and a cut never ends in half a <…>, an open code span, an escaping backslash or half a surrogate pair", () => {
    fc.assert(
      fc.property(
        fc.oneof(hostile, fc.string({ unit: "binary" })),
        fc.integer({ min: 1, max: 400 }),
        (text, max) => {
          const fitted = fitMarkdown(text, max);
          expect(fitted.length).toBeLessThanOrEqual(Math.max(max, 1));
          if (fitted === text) return;
          const kept = fitted.slice(0, -1);
          expect(kept).not.toMatch(/[\uD800-\uDBFF]$/);
          expect((/\\+$/.exec(kept)?.[0].length ?? 0) % 2).toBe(0);
          expect(kept.lastIndexOf("<")).toBeLessThanOrEqual(kept.lastIndexOf(">"));
          const open = codeSpans(text).filter((span) => span.start < kept.length && kept.length < span.end);
          expect(open).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
