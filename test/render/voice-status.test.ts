import { describe, expect, it } from "vitest";
import { presenceFor } from "../../src/render/presence.js";
import { voiceStatusText } from "../../src/render/radio.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { LOCALES } from "../../src/locale.js";
import { STAGE_TOPIC_MAX } from "../../src/voice/on-air-text.js";

describe("the voice channels' texts", () => {
  it("say off air and radio in each language", () => {
    expect(voiceStatusText("en")).toEqual({ offAirText: "📴 Off air", stageFallback: "📻 Radio" });
    expect(voiceStatusText("ru")).toEqual({ offAirText: "📴 Не в эфире", stageFallback: "📻 Радио" });
  });

  it("say off air in the same words as the bot's status", () => {
    for (const locale of LOCALES) {
      const status = presenceFor("track", { dj: null, track: null }, null, null, locale);
      expect(status?.activity.name).toBe(voiceStatusText(locale).offAirText);
    }
  });

  // The off-air words are the bot's status' (src/render/presence.ts); this holds the stage's own words.
  it.each(LOCALES)("give a stage topic that fits Discord's 120 characters in %s", (locale) => {
    const { stageFallback } = catalogueOf(locale).programme.voice;
    expect(stageFallback.trim()).not.toBe("");
    expect(stageFallback.length).toBeLessThanOrEqual(STAGE_TOPIC_MAX);
    expect(stageFallback.startsWith("📻")).toBe(true);
  });
});
