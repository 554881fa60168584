import { describe, expect, it } from "vitest";
import { setup } from "../../commands/setup/index.js";
import type { PanelClient } from "../../src/panel/client.js";
import { contextFor, optionsOf } from "../support/context.js";

describe("/setup subcommands", () => {
  it("refuses a subcommand it does not know instead of answering with `show`", async () => {
    const options = { ...optionsOf(), getSubcommand: () => "top", getSubcommandGroup: () => null };
    await expect(setup.execute(options, contextFor({} as PanelClient))).rejects.toThrow(
      '/setup: unknown subcommand "top"',
    );
  });
});
