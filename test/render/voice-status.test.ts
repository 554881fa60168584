import { describe, expect, it } from "vitest";
import { presenceFor } from "../../src/render/presence.js";
import { voiceStatusText } from "../../src/render/radio.js";

describe("the voice channels' texts", () => {
  it("say off air and radio in each language", () => {
    expect(voiceStatusText("en")).toEqual({ offAirText: "📴 Off air", stageFallback: "📻 Radio" });
    expect(voiceStatusText("ru")).toEqual({ offAirText: "📴 Не в эфире", stageFallback: "📻 Радио" });
  });

  it("say off air in the same words as the bot's status", () => {
    for (const locale of ["en", "ru"] as const) {
      const status = presenceFor("track", { dj: null, track: null }, null, null, locale);
      expect(status?.activity.name).toBe(voiceStatusText(locale).offAirText);
    }
  });
});
