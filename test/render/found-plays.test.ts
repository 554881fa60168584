import { describe, expect, it } from "vitest";
import type { FoundPlay } from "../../src/history/found-plays.js";
import { LOCALES } from "../../src/locale.js";
import { renderPlaysAround, renderSearchResult } from "../../src/render/found-plays.js";
import { limitProblems } from "../../src/render/limits.js";
import { refusalText } from "../../src/render/refusals.js";

const AT = Date.UTC(2026, 12 - 1, 1, 20, 40);
const HOSTILE: FoundPlay = {
  at: AT - 60_000,
  artist: "@everyone **Band** <@123>",
  title: "`Song` ||spoiler|| ".repeat(20),
  dj: "DJ <@&456> _x_".repeat(5),
};
const many = (n: number): FoundPlay[] =>
  Array.from({ length: n }, (_, i) => ({ ...HOSTILE, at: HOSTILE.at - i * 180_000 }));

describe("the song finder's replies", () => {
  it("lists the plays around a moment with the one on air marked and the moment as a Discord timestamp", () => {
    const plays = many(3);
    const message = renderPlaysAround(
      { plays, onAir: plays[0] ?? null },
      { at: AT, typed: "yesterday 21:40", zone: "Europe/Berlin", panelOnly: false },
      "en",
    );
    const description = message.embeds?.[0]?.description ?? "";
    expect(description).toContain(`<t:${AT / 1000}:f>`);
    expect(description).toContain("Europe/Berlin");
    expect(description.split("\n").filter((line) => line.startsWith("▶ <t:"))).toHaveLength(1);
    expect(description).toContain("▶ was on air at that moment.");
  });

  it("escapes artists, titles, DJs and what the user typed, in every language, within Discord's limits", () => {
    for (const locale of LOCALES) {
      const plays = many(25);
      const around = renderPlaysAround(
        { plays, onAir: null },
        { at: AT, typed: "@everyone <@1> **x**", zone: "UTC", panelOnly: true },
        locale,
      );
      const search = renderSearchResult(
        { plays, total: 400 },
        { query: "@here `q`", days: 30, zone: "Europe/Berlin", panelOnly: false },
        locale,
      );
      for (const message of [around, search]) {
        expect(limitProblems(message)).toEqual([]);
        const text = JSON.stringify(message.embeds);
        expect(text).not.toMatch(/@everyone|@here|<@\d|<@&\d/);
      }
      expect(search.embeds?.[0]?.footer?.text).toMatch(/400/);
    }
  });

  it("says when nothing played then or nothing matched, and when only the panel's history was read", () => {
    const none = renderPlaysAround(
      { plays: [], onAir: null },
      { at: AT, typed: "3 days ago", zone: "UTC", panelOnly: true },
      "de",
    );
    expect(none.embeds?.[0]?.description).toContain("Weder in dem, was der Bot gespeichert hat");
    expect(none.embeds?.[0]?.description).toContain("nur der jüngste Verlauf des Panels");
    const nothing = renderSearchResult(
      { plays: [], total: 0 },
      { query: "zzz", days: 30, zone: "UTC", panelOnly: false },
      "ru",
    );
    expect(nothing.embeds?.[0]?.description).toBe("За последние 30 дней «zzz» не звучало.");
    expect(nothing.embeds?.[0]?.footer).toBeUndefined();
  });

  it("refuses a moment it cannot read with examples in the reader's language, and one still to come", () => {
    expect(
      refusalText({ key: "history.unreadable", params: { typed: "banana", zone: "Europe/Kyiv" } }, "uk"),
    ).toBe(
      "Не вдається прочитати «banana» як час. Спробуйте `21:40`, `вчора 21:40`, `пн 8:00`, `2 години тому` або `40 хвилин тому` (час за часовим поясом сервера, Europe/Kyiv).",
    );
    expect(refusalText({ key: "history.future", params: { typed: "@everyone" } }, "en")).not.toContain(
      "@everyone",
    );
  });
});
