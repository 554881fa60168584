import { describe, expect, it } from "vitest";
import { setupData, SUBCOMMANDS } from "../../commands/setup/definition.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";

const VARIANTS: readonly CommandVariant[] = ["one-station", "network", "public"];

describe("/setup's subcommands, each a module with its definition and handler", () => {
  it.each(VARIANTS)("routes by the name each registers under (%s)", (variant) => {
    for (const subcommand of SUBCOMMANDS) {
      const definition = subcommand.definitionFor(variant);
      if (definition) expect(definition.name).toBe(subcommand.name);
    }
    const registered = (setupData(variant).options ?? []).map((option) => option.name);
    expect(registered).toEqual(SUBCOMMANDS.filter((s) => s.definitionFor(variant)).map((s) => s.name));
    expect(new Set(registered).size).toBe(registered.length);
  });

  it("registers `station` only where servers have several stations", () => {
    const names = (variant: CommandVariant) =>
      (setupData(variant).options ?? []).map((option) => option.name);
    expect(names("one-station")).not.toContain("station");
    expect(names("network")).toContain("station");
    expect(names("public")).toContain("station");
  });
});
