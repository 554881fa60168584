import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CAPABILITIES, type CapabilityNeeds } from "../../src/capabilities/capabilities.js";

const ASKED: Readonly<Record<CapabilityNeeds["invite"], string>> = {
  always: "always",
  voice: "where voice runs",
  events: "with `SCHEDULE_EVENTS`",
  never: "never: given per stage",
};

describe("the docs' table of what the bot needs", () => {
  it("has one row per capability, as src/capabilities says it", () => {
    // Each table row's cells, as Prettier pads them.
    const rows = readFileSync("docs/commands.md", "utf8")
      .split("\n")
      .filter((line) => line.startsWith("|"))
      .map((line) =>
        line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim())
          .join(" | "),
      );
    for (const [name, capability] of Object.entries(CAPABILITIES)) {
      expect(rows).toContain(`${name} | ${capability.needs.join(", ")} | ${ASKED[capability.invite]}`);
    }
  });
});
