import { describe, expect, it } from "vitest";
import { startLanguages } from "../../src/boot/start-languages.js";
import { interactionLanguages } from "../../src/discord/interaction-languages.js";
import type { GuildSettings } from "../../src/settings/guild-settings.js";

/** Settings of one server that chose `saved`, over `.env`'s default language `fallback`. */
const settingsOf = (saved: GuildSettings | null, fallback: "en" | "de" = "en") => ({
  store: { guildSettings: () => saved },
  defaults: () => ({ channels: [], locale: fallback, stationStatus: false }),
});

describe("interactionLanguages", () => {
  it("returns the reader's language alone in a direct message or without settings", () => {
    expect(interactionLanguages({ locale: "uk", guildId: null }, settingsOf({ locale: "pl" }))).toEqual([
      "uk",
    ]);
    expect(interactionLanguages({ locale: "fr", guildId: "1" }, null)).toEqual(["en"]);
  });

  it("returns the reader's language and the server's announcements' language, else .env's default", () => {
    expect(interactionLanguages({ locale: "uk", guildId: "1" }, settingsOf({ locale: "pl" }))).toEqual([
      "uk",
      "pl",
    ]);
    expect(interactionLanguages({ locale: "en-GB", guildId: "1" }, settingsOf(null, "de"))).toEqual([
      "en",
      "de",
    ]);
  });

  it("adds a language an option names, at any depth (/setup language's choice), once", () => {
    const options = {
      data: [{ value: undefined, options: [{ value: "pt-BR" }, { value: "not-a-language" }] }],
    };
    expect(interactionLanguages({ locale: "de", guildId: null, options }, null)).toEqual(["de", "pt-BR"]);
    const same = { data: [{ options: [{ value: "de" }] }] };
    expect(interactionLanguages({ locale: "de", guildId: null, options: same }, null)).toEqual(["de"]);
  });
});

describe("startLanguages", () => {
  it("returns .env's default language and each home voice channel's server's saved language, once each", () => {
    const saved: Record<string, GuildSettings> = {
      a: { locale: "uk" },
      b: {},
      c: { locale: "uk" },
      d: { locale: "pl" },
    };
    const fleet = {
      voiceHomes: () => ["a", "b", "c"].map((guildId) => ({ guildId, channelId: "9" })),
      guildSettings: (guildId: string) => saved[guildId] ?? null,
    };
    expect(startLanguages({ announce: { locale: "de" } } as never, fleet)).toEqual(["de", "uk"]);
  });
});
