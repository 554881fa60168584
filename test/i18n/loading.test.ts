import type * as fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Command } from "../../src/discord/command.js";
import type { PanelClient } from "../../src/panel/client.js";
import { fakeInteraction } from "../support/fake-interaction.js";

/** Every message file read, by its language, in order. */
const read = vi.hoisted(() => ({ languages: [] as string[] }));

vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const readFileSync = ((...args: Parameters<typeof real.readFileSync>) => {
    const file = /\/i18n\/messages\/([^/]+)\.json$/.exec(String(args[0]));
    if (file?.[1]) read.languages.push(file[1]);
    return real.readFileSync(...args);
  }) as typeof real.readFileSync;
  return { ...real, default: { ...real, readFileSync }, readFileSync };
});

/** A fresh copy of the bot's modules, as a process that has just started has them (no message file read yet). */
async function freshStart() {
  vi.resetModules();
  read.languages.length = 0;
  return import("../../src/i18n/catalogues.js");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the message files", () => {
  it("are read when a language is first used, with the languages it falls back to, each once", async () => {
    const { catalogueOf, messagesOf } = await freshStart();
    expect(read.languages).toEqual([]);
    expect(catalogueOf("es-419").setup.server.title).toBe("⚙️ Configuración del bot en este servidor");
    expect([...read.languages].sort()).toEqual(["en", "es-419", "es-ES"]);
    catalogueOf("es-419");
    messagesOf("es-ES");
    expect(read.languages).toHaveLength(3);
    expect(catalogueOf("de").setup.server.title).toBe("⚙️ Die Einstellungen des Bots auf diesem Server");
    expect(read.languages.slice(3)).toEqual(["de"]);
  });

  it("name every command in each language as soon as the commands are defined", async () => {
    await freshStart();
    const { commands } = await import("../../commands/index.js");
    const setup = commands.find((command) => command.data.name === "setup");
    expect(setup?.data.description_localizations?.ru).toBe("Настроить объявления бота на этом сервере");
    expect(setup?.data.description_localizations?.de).toBe(
      "Die Ankündigungen des Bots auf diesem Server einrichten",
    );
  });

  it("give the dispatcher the reader's language with nothing to load first", async () => {
    const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => undefined);
    const { catalogueOf } = await freshStart();
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
    expect(JSON.stringify(calls[0]?.body)).toContain("⚙️ Налаштування бота на цьому сервері");
    expect(read.languages).toContain("uk");
    expect(warn).not.toHaveBeenCalled();
  });
});
