import { describe, expect, it } from "vitest";
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
});
