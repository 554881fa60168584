import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./source-files.js";

/** A reader holds a file of this many lines at once; longer ones are split by job, or say here why not. */
const MAX_LINES = 250;

/** The simulated station is test and demo data, not the bot: it may stay long (see src/simulator/station.ts). */
const EXEMPT_DIRS = ["src/simulator/"];

/** Files allowed over the limit for now, each with its reason. */
const ALLOWED: Record<string, string> = {
  "src/i18n/catalogue.ts":
    "generated from src/i18n/messages/en.json (one line per message); no one reads it whole",
};

/** The lines of a file as an editor numbers them (a final newline does not start another). */
function lineCount(file: string): number {
  const text = readFileSync(file, "utf8");
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

describe("file size", () => {
  it(`keeps every source file under src/ and commands/ at ${MAX_LINES} lines or fewer`, () => {
    const tooLong = [...sourceFiles("src"), ...sourceFiles("commands")]
      .map((file) => file.replaceAll("\\", "/"))
      .filter((file) => !EXEMPT_DIRS.some((dir) => file.startsWith(dir)) && !(file in ALLOWED))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it("allows only files that exist and say why: a file split or removed since leaves the list", () => {
    const stale = Object.entries(ALLOWED)
      .filter(([file, reason]) => !existsSync(file) || reason.trim() === "")
      .map(([file]) => file);
    expect(stale).toEqual([]);
  });
});
