import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { TRIGGER_MODULES } from "../../src/templates/triggers/index.js";
import type { Feed } from "../../src/templates/triggers/trigger-module.js";

const GOES_TO: Readonly<Record<Feed, string>> = {
  always: "every announce channel",
  tracks: "channels with tracks on (`post` or `edit`)",
  status: "channels with the station's status on",
};

/** The rows of the table under `header` in a Markdown file, each row's cells trimmed and joined with ` | `. */
function tableRows(file: string, header: string): string[] {
  const lines = readFileSync(file, "utf8").split("\n");
  const start = lines.findIndex((line) => line.startsWith(`| ${header}`));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith("|"));
  return lines.slice(start + 2, end).map((line) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim())
      .join(" | "),
  );
}

describe("the docs' table of announcement triggers", () => {
  it("has one row per trigger module, in the list's order, as the modules and the English words say", () => {
    const labels = catalogueOf("en").programme.triggers;
    const expected = TRIGGER_MODULES.map((module) =>
      [
        `\`${module.name}\``,
        labels[module.name].label,
        module.placeholders.map((name) => `\`{${name}}\``).join(" "),
        GOES_TO[module.feed],
      ].join(" | "),
    );
    expect(tableRows("docs/announcements.md", "Trigger ")).toEqual(expected);
  });
});
