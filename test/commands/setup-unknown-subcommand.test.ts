import { describe, expect, it } from "vitest";
import { executeCommand } from "../../src/discord/execute-command.js";
import { setup } from "../../commands/setup/index.js";
import type { PanelClient } from "../../src/panel/client.js";
import { contextFor, optionsOf } from "../support/context.js";
import { manageableGuild } from "../support/guild-view.js";

describe("/setup subcommands", () => {
  it("refuses a subcommand it does not know instead of answering with `show`", async () => {
    const options = { ...optionsOf(), getSubcommand: () => "top", getSubcommandGroup: () => null };
    // A server, a moderator and settings: what /setup requires before any subcommand is looked at.
    const settings = {
      store: { guildSettings: () => null, saveGuildSettings: () => Promise.resolve() },
      defaults: () => ({ channels: [], locale: "en" as const, stationStatus: false }),
    };
    const context = contextFor({} as PanelClient, { guild: manageableGuild("1"), settings });
    await expect(executeCommand(setup, options, context)).rejects.toThrow('/setup: unknown subcommand "top"');
  });
});
