import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  channelListSchema,
  describeIssues,
  djListSchema,
  historyPageSchema,
} from "../../src/panel/schemas.js";

const url = fc.webUrl();
const text = fc.string({ maxLength: 40 });
const digits = fc.integer({ min: 0, max: 100_000 });
/** A number the way real panels send it: a number, or a string of digits. */
const looseInt = digits.chain((n) => fc.constantFrom<number | string>(n, String(n)));
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const historyEntry = fc.record({
  id: looseInt,
  ts: fc.integer({ min: 1_500_000_000_000, max: 2_000_000_000_000 }),
  metadata: text,
  author: nullable(text),
  title: nullable(text),
  album: nullable(fc.oneof(text, digits)),
  playlist_title: nullable(text),
  dj_name: nullable(text),
  n_listeners: nullable(looseInt),
  length: nullable(looseInt),
  img_url: nullable(url),
  img_medium_url: nullable(url),
  img_large_url: nullable(url),
  all_music_id: nullable(digits),
  jingle_id: nullable(digits),
});

const dj = fc.record({
  id: looseInt,
  name: text,
  active: fc.boolean(),
  cat: fc.constantFrom("auto", "real", "ws", "server"),
  on_air: fc.boolean(),
  priority: nullable(looseInt),
  port: nullable(looseInt),
  image: nullable(url),
  stream_url: nullable(url),
});

const channel = fc.record({
  id: looseInt,
  state: fc.constantFrom<number | string>(0, 1, 2, "2"),
  listeners_current: looseInt,
  mount_point: text,
  listeners_peak: nullable(looseInt),
  listeners: nullable(digits.map(String)),
  bitrate: nullable(digits.map(String)),
  stream_url: nullable(url),
  links_html: fc.oneof(fc.constant(null), text, fc.dictionary(text, fc.record({ link: url, img: text }))),
});

/** Unknown fields a newer panel might add, with any JSON value. */
const extras = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).map((key) => `x_${key}`),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 4 },
);

const withExtras = <T extends object>(arb: fc.Arbitrary<T>) =>
  fc.tuple(arb, extras).map(([item, extra]) => ({ ...extra, ...item }));

const REQUIRED = {
  history: ["id", "ts", "metadata"],
  djs: ["id", "name", "active", "cat", "on_air"],
  channels: ["id", "state", "listeners_current", "mount_point"],
} as const;

describe("panel schemas (property)", () => {
  it("parse any schema-valid history page with extra fields and nulls in optional fields", () => {
    fc.assert(
      fc.property(fc.array(withExtras(historyEntry), { maxLength: 5 }), (results) => {
        const parsed = historyPageSchema.safeParse({
          count: results.length,
          next: null,
          previous: null,
          results,
        });
        expect(parsed.success).toBe(true);
        if (parsed.success)
          expect(parsed.data.results.map((e) => e.id)).toEqual(results.map((e) => Number(e.id)));
      }),
    );
  });

  it("parse any schema-valid DJ and channel list with extra fields", () => {
    fc.assert(
      fc.property(
        fc.array(withExtras(dj), { maxLength: 4 }),
        fc.array(withExtras(channel), { maxLength: 4 }),
        (djs, channels) => {
          expect(djListSchema.safeParse(djs).success).toBe(true);
          expect(channelListSchema.safeParse(channels).success).toBe(true);
        },
      ),
    );
  });

  it("reject a history entry missing a used field, naming its path", () => {
    fc.assert(
      fc.property(historyEntry, fc.constantFrom(...REQUIRED.history), (entry, field) => {
        const { [field]: _removed, ...rest } = entry;
        const parsed = historyPageSchema.safeParse({ count: 1, next: null, previous: null, results: [rest] });
        expect(parsed.success).toBe(false);
        if (!parsed.success)
          expect(describeIssues(parsed.error)).toContain(
            `results[0].${field}: is missing (expected ${field === "metadata" ? "string" : "number"})`,
          );
      }),
    );
  });

  it("reject DJs and channels missing a used field, naming its path", () => {
    fc.assert(
      fc.property(
        dj,
        channel,
        fc.constantFrom(...REQUIRED.djs),
        fc.constantFrom(...REQUIRED.channels),
        (d, c, djField, channelField) => {
          const { [djField]: _d, ...djRest } = d;
          const { [channelField]: _c, ...channelRest } = c;
          const djs = djListSchema.safeParse([djRest]);
          const channels = channelListSchema.safeParse([channelRest]);
          expect(djs.success).toBe(false);
          expect(channels.success).toBe(false);
          if (!djs.success) expect(describeIssues(djs.error).join()).toContain(`[0].${djField}: is missing`);
          if (!channels.success)
            expect(describeIssues(channels.error).join()).toContain(`[0].${channelField}`);
        },
      ),
    );
  });

  it("accept a bare history array from panels that ignore limit", () => {
    fc.assert(
      fc.property(fc.array(historyEntry, { maxLength: 3 }), (results) => {
        const parsed = historyPageSchema.parse(results);
        expect(parsed).toMatchObject({ count: results.length, next: null, previous: null });
      }),
    );
  });

  it("read links_html given as an HTML string", () => {
    const [parsed] = channelListSchema.parse([
      {
        id: 1,
        state: 2,
        listeners_current: 0,
        mount_point: "/live",
        links_html:
          "<a href=\"https://r.example/st/1/listen.pls?a=1&amp;b=2\">PLS</a> <a href='https://r.example/st/1/web'>Web</a>",
      },
    ]);
    expect(parsed?.links_html).toEqual([
      { key: "listen.pls", url: "https://r.example/st/1/listen.pls?a=1&b=2" },
      { key: "web", url: "https://r.example/st/1/web" },
    ]);
  });
});
