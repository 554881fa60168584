import { afterEach, describe, expect, it, vi } from "vitest";
import type { Command } from "../../src/discord/command.js";
import type { PanelClient } from "../../src/panel/client.js";
import { fakeInteraction } from "../support/fake-interaction.js";

/** A fresh copy of the bot's modules, as a process that has just started has them (nothing loaded but English). */
async function freshStart() {
  vi.resetModules();
  const catalogues = await import("../../src/i18n/catalogues.js");
  const { commands } = await import("../../commands/index.js");
  return { ...catalogues, commands };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the catalogues at start", () => {
  it("hold only English: the other languages' words are not loaded, though every command is named in each", async () => {
    const { loadedLanguages, commands } = await freshStart();
    expect(loadedLanguages()).toEqual(["en"]);
    const setup = commands.find((command) => command.data.name === "setup");
    expect(setup?.data.description_localizations?.ru).toBe("Настроить объявления бота на этом сервере");
    expect(loadedLanguages()).toEqual(["en"]);
  });

  it("load a language and the languages it falls back to when it is first used", async () => {
    const { loadLanguage, loadedLanguages, catalogueOf } = await freshStart();
    await loadLanguage("es-419");
    expect([...loadedLanguages()].sort()).toEqual(["en", "es-419", "es-ES"]);
    expect(catalogueOf("es-419").setup.server.title).toBe("⚙️ Configuración del bot en este servidor");
    expect(catalogueOf("es-419").setup.server.channels).toBe(catalogueOf("es-ES").setup.server.channels);
  });

  it("read English for a language asked for before it was loaded, warn once, and have it the next time", async () => {
    const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => undefined);
    const { loadLanguage, catalogueOf } = await freshStart();
    expect(catalogueOf("de").setup.server.title).toBe(catalogueOf("en").setup.server.title);
    expect(catalogueOf("de").setup.server.title).toBe(catalogueOf("en").setup.server.title);
    expect(warn).toHaveBeenCalledTimes(1);
    await loadLanguage("de");
    expect(catalogueOf("de").setup.server.title).toBe("⚙️ Die Einstellungen des Bots auf diesem Server");
  });

  it("load the reader's language in the dispatcher before the command runs", async () => {
    const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => undefined);
    const { catalogueOf, loadedLanguages } = await freshStart();
    const { createDispatcher } = await import("../../src/discord/dispatcher.js");
    const { loadConfig } = await import("../../src/config.js");
    const { silentLogger } = await import("../../src/log.js");
    const { notice } = await import("../../src/render/message.js");
    const command: Command = {
      data: { name: "test", description: "test" },
      execute: async (_options, { locale }) => notice(catalogueOf(locale).setup.server.title, 1),
    };
    const dispatch = createDispatcher({
      commands: [command],
      context: {
        panel: {} as PanelClient,
        config: loadConfig({ PANEL_URL: "demo" }, { requireDiscordToken: false }),
        log: silentLogger,
        now: Date.now,
        cooldowns: null,
      },
    });
    const { interaction, calls } = fakeInteraction({ kind: "command", name: "test", locale: "uk" });
    await dispatch(interaction);
    expect(JSON.stringify(calls[0]?.body)).toContain("Налаштування бота на цьому сервері");
    expect(loadedLanguages()).toContain("uk");
    expect(warn).not.toHaveBeenCalled();
  });
});
