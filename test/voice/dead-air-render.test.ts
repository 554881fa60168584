import { describe, expect, it } from "vitest";
import { renderDeadAir } from "../../src/render/dead-air.js";

const AT = Date.UTC(2026, 0, 2, 3, 4, 5);

describe("renderDeadAir", () => {
  it("names the station and the silence's length in the alert, in English and in Russian", () => {
    const en = renderDeadAir("dead-air", "Radio Alpha", 60, AT, "en").embeds?.[0];
    expect(en?.title).toBe("🔇 Dead air on Radio Alpha");
    expect(en?.description).toContain("nothing has been heard for 60 s");
    expect(en?.description).toContain(`<t:${AT / 1000}:R>`);
    const ru = renderDeadAir("dead-air", "Радио Альфа", 60, AT, "ru").embeds?.[0];
    expect(ru?.title).toBe("🔇 Тишина в эфире: Радио Альфа");
    expect(ru?.description).toContain("уже 60 с ничего не слышно");
  });

  it("says the sound is back, with or without a station name", () => {
    expect(renderDeadAir("sound-back", "Radio Alpha", 60, AT, "en").embeds?.[0]?.title).toBe(
      "🔊 The sound is back on Radio Alpha",
    );
    expect(renderDeadAir("sound-back", null, 60, AT, "ru").embeds?.[0]?.title).toBe("🔊 Звук вернулся");
  });

  it("escapes the panel's station name: no markdown, no mention, cut to a sane length", () => {
    const title = renderDeadAir("dead-air", `**Loud** @everyone ${"x".repeat(500)}`, 60, AT, "en").embeds?.[0]
      ?.title;
    expect(title).toContain("\\*\\*Loud\\*\\*");
    expect(title).not.toContain("@everyone");
    expect(title?.length).toBeLessThanOrEqual(256);
  });
});
