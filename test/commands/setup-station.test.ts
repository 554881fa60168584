import { describe, expect, it } from "vitest";
import { executeCommand, executeButton } from "../../src/discord/execute-command.js";
import { setupFor } from "../../commands/setup/index.js";
import type { CommandContext, OptionReader } from "../../src/discord/command.js";
import { manageableGuild } from "../support/guild-view.js";
import { createStationDirectory } from "../../src/registry/directory.js";
import { createStationRegistry } from "../../src/registry/registry.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { LOCALES } from "../../src/locale.js";
import { createStrangerGate, type StrangerGate } from "../../src/registry/stranger-gate.js";
import type { GuildSettings } from "../../src/settings/guild-settings.js";
import { createPanelHandler } from "../../src/simulator/handler.js";
import { inProcessFetch } from "../../src/simulator/in-process.js";
import { memoryLog } from "../e2e/world.js";
import { contextFor } from "../support/context.js";
import { IN_PROCESS_PANEL, manualClock } from "../support/simulator.js";

const MODERATOR = "111111111111111111";

/** A public bot over the in-process simulated panel, its settings in memory, on a clock the test moves. */
function publicBot(strangers?: StrangerGate) {
  const handler = createPanelHandler({ lively: false, title: "Radio Alpha" });
  const registry = createStationRegistry({
    log: memoryLog(),
    timeoutMs: 1_000,
    guard: null,
    sealer: null,
    fetch: inProcessFetch(handler),
  });
  const saved = new Map<string, GuildSettings>();
  const stations = createStationDirectory({
    registry,
    mode: "public",
    configured: [],
    saved: (id) => saved.get(id) ?? null,
    ...(strangers ? { strangers } : {}),
  });
  const clock = manualClock();
  const settings = {
    store: {
      guildSettings: (id: string) => saved.get(id) ?? null,
      saveGuildSettings: async (id: string, next: GuildSettings) => {
        saved.set(id, next);
      },
    },
    defaults: () => ({ channels: [], locale: "en" as const, stationStatus: false }),
  };
  const context = (userId = MODERATOR, guildId = "1"): CommandContext =>
    contextFor(registry.probe({ url: IN_PROCESS_PANEL, serverId: 1 }), {
      userId,
      guild: manageableGuild(guildId),
      settings,
      stations,
      now: clock.now,
    });
  // Each bot builds its own /setup, with its own previews and turns at previewing.
  return { saved, clock, context, registry, setup: setupFor("public") };
}

const stationOptions = (url: string): OptionReader => ({
  getInteger: () => null,
  getBoolean: () => null,
  getString: (name) => (name === "url" ? url : null),
  getSubcommand: () => "station",
  getSubcommandGroup: () => null,
});

async function previewSaveId(bot: ReturnType<typeof publicBot>): Promise<string> {
  const preview = await executeCommand(bot.setup, stationOptions(IN_PROCESS_PANEL), bot.context());
  const button = preview.components[0]?.components[0];
  return button && "custom_id" in button ? button.custom_id : "";
}

describe("/setup station's preview and its Save button", () => {
  it("saves the station previewed for the moderator who asked, once", async () => {
    const bot = publicBot();
    const saveId = await previewSaveId(bot);
    expect(saveId).toMatch(/^setup:save:[\w-]{12}$/);
    expect(bot.saved.size).toBe(0);
    const saved = await executeButton(bot.setup, saveId, bot.context());
    expect(saved.embeds[0]?.description).toMatch(/^✅ Saved: \*\*Radio Alpha\*\*/);
    expect(bot.saved.get("1")?.station).toBe(`${IN_PROCESS_PANEL}#1`);
    await expect(executeButton(bot.setup, saveId, bot.context())).rejects.toThrow(
      /expired or was already used/,
    );
  });

  it("refuses another member's click, and keeps the preview for the moderator", async () => {
    const bot = publicBot();
    const saveId = await previewSaveId(bot);
    await expect(executeButton(bot.setup, saveId, bot.context("222222222222222222"))).rejects.toThrow(
      "Only the moderator who ran /setup station can save it.",
    );
    await expect(executeButton(bot.setup, saveId, bot.context())).resolves.toBeTruthy();
  });

  it("says a preview is stale after 15 minutes or in another server", async () => {
    const bot = publicBot();
    const saveId = await previewSaveId(bot);
    await expect(executeButton(bot.setup, saveId, bot.context(MODERATOR, "2"))).rejects.toThrow(/expired/);
    bot.clock.advance(15 * 60_000 + 1);
    await expect(executeButton(bot.setup, saveId, bot.context())).rejects.toThrow(/expired/);
    expect(bot.saved.size).toBe(0);
  });
});

describe("two bots in one process", () => {
  it("keep their previews and their turns at previewing apart", async () => {
    const bot = publicBot();
    const saveId = await previewSaveId(bot);
    const other = { ...bot, setup: setupFor("public") };
    await expect(executeButton(other.setup, saveId, bot.context())).rejects.toThrow(/expired/);
    // The other bot's moderator previews at once: the first bot's turn is not theirs.
    await expect(previewSaveId(other)).resolves.toMatch(/^setup:save:/);
    await expect(executeButton(bot.setup, saveId, bot.context())).resolves.toBeTruthy();
  });
});

describe("a public bot short of memory", () => {
  const busy = /short of memory right now, so it starts no new previews or checks/;
  const checkOptions: OptionReader = { ...stationOptions(""), getSubcommand: () => "check" };

  it("refuses new previews and checks with a clear message, and serves the rest", async () => {
    let share = 0.9;
    const bot = publicBot(createStrangerGate({ heapShare: () => share }));
    await expect(executeCommand(bot.setup, stationOptions(IN_PROCESS_PANEL), bot.context())).rejects.toThrow(
      busy,
    );
    const station = bot.registry.open({ url: IN_PROCESS_PANEL, serverId: 1 });
    await expect(executeCommand(bot.setup, checkOptions, { ...bot.context(), station })).rejects.toThrow(
      busy,
    );
    const show = { ...stationOptions(""), getSubcommand: () => "show" };
    await expect(executeCommand(bot.setup, show, bot.context())).resolves.toBeTruthy();
    // Once memory is back under the mark, previews go on.
    share = 0.5;
    await expect(previewSaveId(bot)).resolves.toMatch(/^setup:save:/);
  });

  it("gives a moderator one check per cooldown, and a server one whoever runs it", async () => {
    const bot = publicBot(createStrangerGate({ heapShare: () => 0.1 }));
    const station = bot.registry.open({ url: IN_PROCESS_PANEL, serverId: 1 });
    const run = (userId: string, guildId: string) =>
      executeCommand(bot.setup, checkOptions, { ...bot.context(userId, guildId), station });
    await expect(run(MODERATOR, "1")).resolves.toBeTruthy();
    const again = /Wait a moment: the check can run again <t:\d+:R>/;
    await expect(run(MODERATOR, "1")).rejects.toThrow(again);
    await expect(run("222222222222222222", "1")).rejects.toThrow(again);
    await expect(run(MODERATOR, "2")).rejects.toThrow(again);
    await expect(run("222222222222222222", "2")).resolves.toBeTruthy();
    bot.clock.advance(30_000);
    await expect(run(MODERATOR, "1")).resolves.toBeTruthy();
  });
});

describe("a key offered to a bot that cannot store keys", () => {
  it("is refused in the moderator's language, in every language", async () => {
    for (const locale of LOCALES) {
      const bot = publicBot(createStrangerGate({ heapShare: () => 0 }));
      const options: OptionReader = {
        ...stationOptions(IN_PROCESS_PANEL),
        getString: (name) => ({ url: IN_PROCESS_PANEL, key: "abc123-key" })[name] ?? null,
      };
      const refused = executeCommand(bot.setup, options, { ...bot.context(), locale });
      await expect(refused).rejects.toThrow(catalogueOf(locale).strangers.sealingUnset);
      if (locale !== "en") await expect(refused).rejects.not.toThrow(/This bot cannot store API keys/);
    }
  });
});
