import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files.js";

/**
 * The first Intl date format, number format, plural rules or collator makes ICU map its data and code into the
 * process: 2–9 MiB of resident memory each, together about 12 MiB, which the 120 MB target has no room for. The
 * bot's two locales are formatted by hand (src/render/i18n.ts) and its schedule runs without node-cron's Intl
 * where it can (src/cron/).
 */
const INTL_CALL = /\bIntl\.\w+\s*\(|\bnew\s+Intl\.|\.toLocale\w*String\s*\(|\.localeCompare\s*\(/;

/**
 * Files that may call Intl, each with its reason. The statistics' time zone reads the IANA zones' rules from the
 * system's tz database (`systemTimeZone`); only where a machine has none does it fall back to ICU's, through this
 * file, whose formatter is made on first use.
 */
const ALLOWED = new Set(["src/stats/intl-time-zone.ts"]);

describe("memory", () => {
  it("the bot's code calls no Intl formatter, toLocale…String or localeCompare", () => {
    const files = ["src", "commands"]
      .flatMap(sourceFiles)
      .filter((file) => !ALLOWED.has(file.replaceAll("\\", "/")));
    const offenders = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line: line.replace(/\/\/.*$/, ""), at: `${file}:${i + 1}` }))
        .filter(({ line }) => INTL_CALL.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });
});
