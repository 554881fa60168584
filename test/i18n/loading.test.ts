import { afterEach, describe, expect, it, vi } from "vitest";

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
});
