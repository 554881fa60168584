import { describe, expect, it } from "vitest";
import { enabledCommands } from "../../commands/index.js";
import { loadConfig } from "../../src/config.js";
import { isGuildOnly } from "../../src/discord/command-contexts.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";

const config = loadConfig({ PANEL_URL: "demo", PANEL_SERVER_ID: "all" }, { requireDiscordToken: false });

/** Each command's name with the contexts it is registered for in a variant. */
function contexts(variant: CommandVariant): Record<string, number[] | undefined> {
  return Object.fromEntries(
    enabledCommands(config, { voice: true, variant }).map((command) => [
      command.data.name,
      command.data.contexts as number[] | undefined,
    ]),
  );
}

describe("where commands are offered", () => {
  it("registers the commands that need a server for servers only, in every variant", () => {
    for (const variant of ["one-station", "network", "public"] as const) {
      const shown = contexts(variant);
      expect(shown.stats, variant).toEqual([0]);
      expect(shown.setup, variant).toEqual([0]);
      expect(shown.radio, variant).toEqual([0]);
    }
  });

  it("offers the listener commands in direct messages where the bot's station needs no server", () => {
    expect(contexts("one-station").nowplaying).toBeUndefined();
    expect(contexts("network").history).toBeUndefined();
    // A public bot's station is a server's: without one there is nothing to read.
    const shown = contexts("public");
    for (const name of ["nowplaying", "listeners", "history", "listen", "schedule"]) {
      expect(shown[name], name).toEqual([0]);
    }
  });

  it("tells the dispatcher which commands to refuse without a server, from what is registered", () => {
    const registered = enabledCommands(config, { voice: true, variant: "one-station" });
    const guildOnly = registered.filter(isGuildOnly).map((command) => command.data.name);
    expect(guildOnly).toEqual(["stats", "follow", "unfollow", "radio", "setup"]);
  });
});
