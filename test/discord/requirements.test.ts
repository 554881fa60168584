import { MessageFlags } from "discord.js";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createDispatcher } from "../../src/discord/dispatcher.js";
import { silentLogger } from "../../src/log.js";
import { fakeInteraction } from "../support/fake-interaction.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { type Command, type CommandContext, UserError } from "../../src/discord/command.js";
import { executeCommand } from "../../src/discord/execute-command.js";
import { narrowed, type Requirement } from "../../src/discord/requirements.js";
import type { StationDirectory } from "../../src/registry/directory.js";
import type { VoiceControl } from "../../src/voice/control.js";
import type { PanelClient } from "../../src/panel/client.js";
import { contextFor, optionsOf } from "../support/context.js";
import { manageableGuild } from "../support/guild-view.js";

const panel = {} as PanelClient;
const settings = {
  store: { guildSettings: () => null, saveGuildSettings: () => Promise.resolve() },
  defaults: () => ({ channels: [], locale: "en" as const, stationStatus: false }),
};

/** The key of the refusal `narrowed` gives, or null when every requirement is met. */
function refusedWith(requires: readonly Requirement[], context: CommandContext): string | null {
  try {
    narrowed(requires, context);
    return null;
  } catch (error) {
    if (error instanceof UserError) return error.refusal.key;
    throw error;
  }
}

describe("a command's requirements", () => {
  it("hands the context on when every requirement is met", () => {
    const context = contextFor(panel, { guild: manageableGuild("1"), settings });
    expect(narrowed(["server", "manager", "settings"], context)).toBe(context);
  });

  it("refuses with the first unmet requirement", () => {
    const member = { ...manageableGuild("1"), memberCanManage: false };
    expect(refusedWith(["server", "manager"], contextFor(panel))).toBe("server.only");
    expect(refusedWith(["server", "manager"], contextFor(panel, { guild: member }))).toBe(
      "server.notManager",
    );
    expect(refusedWith(["server", "settings"], contextFor(panel, { guild: manageableGuild("1") }))).toBe(
      "server.noStore",
    );
    expect(refusedWith(["stations"], contextFor(panel))).toBe("stations.configured");
    expect(refusedWith(["voice"], contextFor(panel, { voice: null, voiceOff: "node" }))).toBe("voice.off");
  });

  it("needs a station only where the bot has a registry, and only of commands that read one", () => {
    const stations = {} as StationDirectory;
    expect(refusedWith(["station"], contextFor(panel, { stations }))).toBe("station.none");
    expect(refusedWith(["server"], contextFor(panel, { stations, guild: manageableGuild("1") }))).toBeNull();
    expect(refusedWith(["station", "voice"], contextFor(panel, { voice: {} as VoiceControl }))).toBeNull();
  });

  it("is refused before the handler runs, in the reader's language", async () => {
    let ran = false;
    const command = {
      data: { name: "test", description: "test" },
      requires: ["server", "manager"],
      execute: () => {
        ran = true;
        return Promise.reject(new Error("not reached"));
      },
    } satisfies Command<"server" | "manager">;
    const member = { ...manageableGuild("1"), memberCanManage: false };
    await expect(executeCommand(command, optionsOf(), contextFor(panel, { locale: "de" }))).rejects.toThrow(
      catalogueOf("de").listener.replies.serverOnly,
    );
    await expect(
      executeCommand(command, optionsOf(), contextFor(panel, { locale: "ru", guild: member })),
    ).rejects.toThrow(catalogueOf("ru").setup.server.notManager);
    expect(ran).toBe(false);
  });

  it("is checked by the dispatcher, which answers privately in the reader's language", async () => {
    let ran = false;
    const command = {
      data: { name: "test", description: "test" },
      requires: ["server"],
      execute: () => {
        ran = true;
        return Promise.reject(new Error("not reached"));
      },
    } satisfies Command<"server">;
    const dispatch = createDispatcher({
      commands: [command],
      context: {
        panel,
        config: loadConfig({ PANEL_URL: "demo" }, { requireDiscordToken: false }),
        log: silentLogger,
        now: Date.now,
        cooldowns: null,
      },
    });
    // A direct message: the fake interaction has no server.
    const { interaction, calls } = fakeInteraction({ kind: "command", name: "test", locale: "uk" });
    await dispatch(interaction);
    expect(ran).toBe(false);
    expect(calls.map((c) => c.method)).toEqual(["reply"]);
    expect(calls[0]?.body).toMatchObject({ flags: MessageFlags.Ephemeral });
    expect(JSON.stringify(calls[0]?.body)).toContain(catalogueOf("uk").listener.replies.serverOnly);
  });
});
