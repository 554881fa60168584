import { describe, expect, it } from "vitest";
import { parseTzif } from "../../src/stats/tzif.js";
import { tzifTimeZone } from "../../src/stats/tzif-time-zone.js";
import { tzifBytes } from "./tzif-bytes.js";

const H = 3600;
const at = (year: number, month: number, day: number, hour = 0, second = 0): number =>
  Date.UTC(year, month - 1, day, hour, 0, second);
const seconds = (ms: number): number => ms / 1000;
/** Berlin's 2026 changes, with its winter and summer types. */
const SPRING = seconds(at(2026, 3, 29, 1));
const AUTUMN = seconds(at(2026, 10, 25, 1));
const BERLIN_TYPES = [{ offset: H }, { offset: 2 * H, isDst: true }];
const BERLIN_RULE = "CET-1CEST,M3.5.0,M10.5.0/3";

describe("parseTzif", () => {
  it("reads a version 1 file from its 32-bit block, with no footer", () => {
    const tzif = parseTzif(
      tzifBytes({
        version: 1,
        types: BERLIN_TYPES,
        transitions: [
          [SPRING, 1],
          [AUTUMN, 0],
        ],
      }),
    );
    expect(tzif).toEqual({
      version: 1,
      transitions: [SPRING, AUTUMN],
      transitionTypes: [1, 0],
      types: [
        { offset: H, isDst: false },
        { offset: 2 * H, isDst: true },
      ],
      footer: "",
    });
  });

  it.each([2, 3, 4])(
    "reads version %i from its 64-bit block and footer, not from the 32-bit block",
    (version) => {
      const late = 2 ** 33; // 2242, beyond 32 bits
      const tzif = parseTzif(
        tzifBytes({
          version,
          types: BERLIN_TYPES,
          transitions: [
            [SPRING, 1],
            [late, 0],
          ],
          footer: BERLIN_RULE,
          v1: { transitions: [[0, 0]], types: [{ offset: -5 * H }] },
        }),
      );
      expect(tzif).toMatchObject({ version, transitions: [SPRING, late], transitionTypes: [1, 0] });
      expect(tzif.types.map((type) => type.offset)).toEqual([H, 2 * H]);
      expect(tzif.footer).toBe(BERLIN_RULE);
    },
  );

  it("reads an empty footer as none", () => {
    expect(parseTzif(tzifBytes({ footer: "" })).footer).toBe("");
  });

  const noMagic = Uint8Array.from([..."TZjf2"].map((c) => c.charCodeAt(0)).concat(new Array(60).fill(0)));
  it.each([
    ["no TZif magic", noMagic, /magic/],
    ["a truncated header", tzifBytes({ version: 1 }).subarray(0, 30), /truncated/],
    ["a truncated block", tzifBytes({ version: 1, transitions: [[SPRING, 0]] }).slice(0, -3), /truncated/],
    ["an unknown version", tzifBytes({ versionByte: 0x35 }), /version byte 53/],
    ["a type index out of range", tzifBytes({ transitions: [[SPRING, 1]] }), /names type 1 of 1/],
    [
      "transitions out of order",
      tzifBytes({
        types: BERLIN_TYPES,
        transitions: [
          [AUTUMN, 0],
          [SPRING, 1],
        ],
      }),
      /not ascending/,
    ],
    ["leap-second records", tzifBytes({ leapCount: 1 }), /leap-second/],
    [
      "an indicator count unlike the type count",
      tzifBytes({ types: BERLIN_TYPES, isUtCount: 1 }),
      /indicator/,
    ],
    ["no local time types", tzifBytes({ version: 1, types: [] }), /no local time types/],
    ["no footer", tzifBytes({ footer: null }), /footer is missing/],
    ["an unterminated footer", tzifBytes({ footer: BERLIN_RULE }).slice(0, -1), /footer is missing/],
    ["a footer that is not ASCII", tzifBytes({ footer: "CET-1\u00e9" }), /not printable ASCII/],
  ] as const)("refuses a file with %s", (_what, bytes, message) => {
    expect(() => parseTzif(bytes)).toThrow(message);
  });
});

describe("tzifTimeZone", () => {
  it("gives the first type before the first transition, and each transition's type from its instant on", () => {
    const zone = tzifTimeZone(
      "Test/Berlin",
      parseTzif(
        tzifBytes({
          version: 1,
          types: BERLIN_TYPES,
          transitions: [
            [SPRING, 1],
            [AUTUMN, 0],
          ],
        }),
      ),
    );
    expect(zone.name).toBe("Test/Berlin");
    expect(zone.offsetMs(at(1900, 1, 1))).toBe(H * 1000);
    expect(zone.offsetMs(at(2026, 3, 29, 0, 3599) + 999)).toBe(H * 1000);
    expect(zone.offsetMs(at(2026, 3, 29, 1))).toBe(2 * H * 1000);
    expect(zone.offsetMs(at(2026, 10, 25, 1) - 1)).toBe(2 * H * 1000);
    expect(zone.offsetMs(at(2026, 10, 25, 1))).toBe(H * 1000);
  });

  it("keeps the last transition's type for good in a version 1 file and behind an empty footer", () => {
    const transitions: [number, number][] = [
      [AUTUMN, 0],
      [seconds(at(2027, 3, 28, 1)), 1],
    ];
    for (const bytes of [
      tzifBytes({ version: 1, types: BERLIN_TYPES, transitions }),
      tzifBytes({ version: 2, types: BERLIN_TYPES, transitions, footer: "" }),
    ]) {
      const zone = tzifTimeZone("Test/Frozen", parseTzif(bytes));
      expect(zone.offsetMs(at(2027, 12, 1))).toBe(2 * H * 1000);
      expect(zone.offsetMs(at(2090, 1, 1))).toBe(2 * H * 1000);
    }
  });

  it("follows the footer's rule after the last transition", () => {
    const zone = tzifTimeZone(
      "Test/Berlin",
      parseTzif(tzifBytes({ types: BERLIN_TYPES, transitions: [[SPRING, 1]], footer: BERLIN_RULE })),
    );
    expect(zone.offsetMs(at(2026, 3, 29, 1))).toBe(2 * H * 1000);
    expect(zone.offsetMs(at(2026, 10, 25, 1) - 1)).toBe(2 * H * 1000);
    expect(zone.offsetMs(at(2026, 10, 25, 1))).toBe(H * 1000);
    expect(zone.offsetMs(at(2040, 7, 1))).toBe(2 * H * 1000);
    expect(zone.offsetMs(at(2040, 12, 1))).toBe(H * 1000);
  });

  it("keeps the last transition's type until the rule's next change when they disagree (slim America/Ojinaga)", () => {
    // zic's slim file ends on CST from 2022-10-30 08:00 UTC, while the footer's US rule would still give CDT until
    // 6 November; the zone stayed on CST (tzcode, Intl and the full file agree).
    const zone = tzifTimeZone(
      "Test/Ojinaga",
      parseTzif(
        tzifBytes({
          types: [{ offset: -7 * H }, { offset: -6 * H, isDst: true }, { offset: -6 * H }],
          transitions: [
            [seconds(at(2022, 3, 13, 9)), 1],
            [seconds(at(2022, 10, 30, 8)), 2],
          ],
          footer: "CST6CDT,M3.2.0,M11.1.0",
        }),
      ),
    );
    expect(zone.offsetMs(at(2022, 11, 1))).toBe(-6 * H * 1000);
    expect(zone.offsetMs(at(2022, 11, 6, 7) - 1)).toBe(-6 * H * 1000);
    expect(zone.offsetMs(at(2022, 11, 6, 7))).toBe(-6 * H * 1000);
    expect(zone.offsetMs(at(2023, 3, 12, 8) - 1)).toBe(-6 * H * 1000);
    expect(zone.offsetMs(at(2023, 3, 12, 8))).toBe(-5 * H * 1000);
  });

  it("follows the footer at every instant when the file has no transitions", () => {
    const zone = tzifTimeZone(
      "Test/FooterOnly",
      parseTzif(tzifBytes({ version: 3, types: [{ offset: 0 }], footer: BERLIN_RULE })),
    );
    expect(zone.offsetMs(at(1960, 1, 1))).toBe(H * 1000);
    expect(zone.offsetMs(at(2026, 7, 1))).toBe(2 * H * 1000);
    expect(zone.offsetMs(at(2026, 10, 25, 1) - 1)).toBe(2 * H * 1000);
    expect(zone.offsetMs(at(2026, 10, 25, 1))).toBe(H * 1000);
  });

  it("gives the first type everywhere for a file with neither transitions nor footer", () => {
    const zone = tzifTimeZone(
      "Test/Fixed",
      parseTzif(tzifBytes({ types: [{ offset: -9.5 * H }], footer: "" })),
    );
    expect(zone.offsetMs(at(2026, 1, 1))).toBe(-9.5 * H * 1000);
  });

  it("refuses a footer that is not a POSIX TZ string when the zone is made", () => {
    expect(() => tzifTimeZone("Test/Bad", parseTzif(tzifBytes({ footer: "CET-1CEST,M3.5.0" })))).toThrow(
      RangeError,
    );
  });
});
