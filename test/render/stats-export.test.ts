import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/locale.js";
import { limitProblems } from "../../src/render/limits.js";
import { renderStatsExport } from "../../src/render/stats-export.js";
import { periodAt } from "../../src/stats/periods.js";
import { NOW, ZONE } from "./stats-samples.js";

const csv = Buffer.from("\uFEFFhour,channel\n", "utf8");
const tracks = Buffer.from("\uFEFFtime,artist\n", "utf8");
const tablesWith = (dropped: number) => [
  { table: "listeners" as const, csv, dropped: 0 },
  { table: "tracks" as const, csv: tracks, dropped },
];
const period = periodAt("week", NOW, ZONE);

describe("renderStatsExport", () => {
  it.each(LOCALES)("in %s, attaches the CSV under a name with the period's first day", (locale) => {
    const message = renderStatsExport({
      period,
      station: "@everyone <@1>",
      zone: ZONE,
      locale,
      tables: tablesWith(0),
    });
    expect(limitProblems(message)).toEqual([]);
    expect(message.files?.map((file) => file.data)).toEqual([csv, tracks]);
    expect(message.files?.[0]?.name).toMatch(/^[a-z-]+-2026-11-23-listeners\.csv$/);
    expect(message.files?.[1]?.name).toMatch(/^[a-z-]+-2026-11-23-tracks\.csv$/);
    expect(message.content).not.toMatch(/@everyone|<@\d|\{\w+\}/);
  });

  it.each(LOCALES)("in %s, says how many rows were left out", (locale) => {
    const whole = renderStatsExport({ period, station: "Radio", zone: ZONE, locale, tables: tablesWith(0) });
    const cut = renderStatsExport({ period, station: "Radio", zone: ZONE, locale, tables: tablesWith(1234) });
    expect(whole.content?.split("\n")).toHaveLength(1);
    expect(cut.content?.split("\n")).toHaveLength(2);
    expect(cut.content).toMatch(/1[ ,.\u00a0\u202f]?234/);
  });

  it("names the period in English", () => {
    const message = renderStatsExport({
      period,
      station: "Radio",
      zone: ZONE,
      locale: "en",
      tables: tablesWith(2),
    });
    expect(message.content).toBe(
      "📊 Radio: week of Nov 23 – 29, 2026: hourly listeners per channel and the tracks played, as CSV for a spreadsheet.\nThe oldest 2 rows were left out to stay within Discord's attachment limit.",
    );
  });
});
