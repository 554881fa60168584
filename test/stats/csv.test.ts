import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CsvTable,
  UTF8_BOM,
  boundedCsv,
  csvCell,
  csvLine,
  csvTableOf,
  isFormulaLike,
} from "../../src/stats/csv.js";
import { timeZoneNamed } from "../../src/stats/intl-time-zone.js";
import { hourlyListenersTable, tracksPlayedTable } from "../../src/stats/stats-csv.js";
import { HOUR_MS } from "../../src/stats/time-zone.js";

/** Reads CSV text back as RFC 4180 describes it: the cells a spreadsheet gets. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

/** Every row of a table, oldest first. */
function rowsOf(table: CsvTable) {
  return Array.from({ length: table.length }, (_, index) => table.row(index));
}

/** Text made mostly of the characters that matter here. */
const nasty = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      "=",
      "+",
      "-",
      "@",
      "\t",
      "\r",
      "\n",
      '"',
      ",",
      " ",
      "'",
      "＝",
      "１",
      "\u200b",
      "\u202e",
      "\u2066",
    ),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});

describe("CSV cells", () => {
  it("neutralise what a spreadsheet would run", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("  =1")).toBe("'  =1");
    expect(csvCell("DJ Kate - Live")).toBe("DJ Kate - Live");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(null)).toBe("");
  });

  it("keep a negative number a number (a cell of type number is never a formula)", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(-0.25)).toBe("-0.25");
    expect(csvLine(["x", -5, 3])).toBe("x,-5,3\r\n");
    // Text that looks like a negative number still could be a formula's start: it stays neutralised.
    expect(csvCell("-5")).toBe("'-5");
  });

  it("neutralise a formula behind invisible or direction characters, and a cell that starts reversed", () => {
    for (const invisible of ["\u200b", "\u2066", "\ufeff", "\u200e", "\u061c", "\u00ad", "\u2060"]) {
      expect(csvCell(`${invisible}=1+1`)).toBe(`'${invisible}=1+1`);
      expect(isFormulaLike(`${invisible} @x`)).toBe(true);
    }
    expect(csvCell("\u202etxt.exe")).toBe("'\u202etxt.exe");
    expect(csvCell("\u2067abc")).toBe("'\u2067abc");
    expect(csvCell("\u200bplain")).toBe("\u200bplain");
    expect(csvCell("Артист\u202e")).toBe("Артист\u202e");
  });

  it("quote commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvLine(['say "hi"', "a,b", "two\nlines"])).toBe('"say ""hi""","a,b","two\nlines"\r\n');
  });

  it("read back as the same cells, none of which a spreadsheet would run (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.array(nasty, { minLength: 1, maxLength: 5 }), { maxLength: 8 }), (rows) => {
        const parsed = parseCsv(rows.map(csvLine).join(""));
        expect(parsed).toHaveLength(rows.length);
        parsed.forEach((cells, r) =>
          cells.forEach((cell, c) => {
            expect(isFormulaLike(cell)).toBe(false);
            const original = rows[r]?.[c] ?? "";
            expect(cell).toBe(isFormulaLike(original) ? `'${original}` : original);
          }),
        );
      }),
    );
  });
});

describe("boundedCsv", () => {
  const rows = Array.from({ length: 100 }, (_, i) => [`row ${i}`, i]);
  const table = csvTableOf(["name", "n"], rows);

  it("keeps everything within the limit, with the BOM and a header", async () => {
    const csv = await boundedCsv(table, 1_000_000);
    expect(csv.data.toString("utf8").startsWith(`${UTF8_BOM}name,n\r\n`)).toBe(true);
    expect(csv).toMatchObject({ rows: 100, dropped: 0, truncated: false });
    expect(csv.data.toString("utf8")).toBe(UTF8_BOM + csvLine(["name", "n"]) + rows.map(csvLine).join(""));
  });

  it("drops the oldest rows to fit and says so, for any limit and batch (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 40 }),
        async (limit, batch) => {
          const csv = await boundedCsv(table, limit, { batch, pause: () => Promise.resolve() });
          const text = csv.data.toString("utf8");
          expect(csv.data.length).toBeLessThanOrEqual(limit);
          expect(csv.rows + csv.dropped).toBe(100);
          expect(csv.truncated).toBe(csv.dropped > 0);
          const whole = await boundedCsv(table, limit);
          expect(text).toBe(whole.data.toString("utf8"));
          if (csv.rows > 0) expect(text.endsWith("row 99,99\r\n")).toBe(true);
          if (csv.rows > 0) expect(text).toContain(`\r\nrow ${100 - csv.rows},`);
        },
      ),
    );
  });

  it("makes each row only when it writes it and gives the event loop a turn between batches", async () => {
    const made: number[] = [];
    const events: string[] = [];
    const lazy: CsvTable = {
      header: ["i"],
      length: 10,
      row: (index) => {
        made.push(index);
        events.push(`row ${index}`);
        return [index];
      },
    };
    const csv = await boundedCsv(lazy, 1_000, {
      batch: 4,
      pause: () => {
        events.push("pause");
        return Promise.resolve();
      },
    });
    expect(csv.rows).toBe(10);
    expect(events).toEqual([
      ...["row 9", "row 8", "row 7", "row 6", "pause"],
      ...["row 5", "row 4", "row 3", "row 2", "pause"],
      ...["row 1", "row 0"],
    ]);
    expect(made).toHaveLength(10);
    const cut = await boundedCsv(lazy, 12, { batch: 4, pause: () => Promise.resolve() });
    // The BOM (3 bytes) and "i\r\n" leave room for two rows; the third newest is the last row made.
    expect(cut).toMatchObject({ rows: 2, dropped: 8 });
  });
});

describe("the export's tables", () => {
  const berlin = timeZoneNamed("Europe/Berlin");
  const start = Date.UTC(2026, 9, 25, 0);

  it("lists hourly listeners per channel in local time with the offset, through the autumn change", () => {
    const bucket = (at: number, channel: string) => ({
      station: "s",
      channel,
      resolution: "hour" as const,
      start: at,
      count: 4,
      sum: 40,
      peak: 12,
      listenerMs: 10 * HOUR_MS,
      coveredMs: HOUR_MS,
    });
    const table = hourlyListenersTable(
      [bucket(start + HOUR_MS, "1"), bucket(start, "total"), { ...bucket(start, "1"), resolution: "day" }],
      berlin,
    );
    expect(table.header).toEqual([
      "hour",
      "channel",
      "average_listeners",
      "peak_listeners",
      "listening_hours",
      "samples",
    ]);
    expect(rowsOf(table)).toEqual([
      ["2026-10-25T02:00+02:00", "total", 10, 12, 10, 4],
      ["2026-10-25T02:00+01:00", "1", 10, 12, 10, 4],
    ]);
  });

  it("lists tracks played with time, DJ and audience, oldest first", async () => {
    const play = { station: "s", artist: "=cmd|' /C calc'!A0", title: "Song", dj: "@dj", listeners: 7 };
    const table = tracksPlayedTable(
      [
        { ...play, at: start + 60_000 },
        { ...play, at: start, listeners: null },
      ],
      berlin,
    );
    expect(rowsOf(table)[0]).toEqual(["2026-10-25T02:00+02:00", play.artist, "Song", "@dj", null]);
    const text = (await boundedCsv(table, 10_000)).data.toString("utf8");
    expect(parseCsv(text.slice(1)).flat().some(isFormulaLike)).toBe(false);
  });
});
