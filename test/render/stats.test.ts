import { describe, expect, it } from "vitest";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { LOCALES } from "../../src/locale.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { limitProblems } from "../../src/render/limits.js";
import { renderStats } from "../../src/render/stats.js";
import { statsChartWords } from "../../src/render/stats-chart-words.js";
import { compare } from "../../src/stats/compare.js";
import { PERIOD_KINDS } from "../../src/stats/periods.js";
import { HOSTILE, ZONE, emptySummary, fullSummary } from "./stats-samples.js";

/** Every text of a message's embeds, joined. */
function textOf(message: ReplyMessage): string {
  return message.embeds
    .flatMap((embed) => [
      embed.title ?? "",
      embed.description ?? "",
      embed.footer?.text ?? "",
      ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
    ])
    .join("\n");
}

const HUGE_STATION = `@everyone **Radio** <@123> ${"x".repeat(400)}`;

describe("renderStats", () => {
  it.each(LOCALES)("in %s, renders a full summary of each period within Discord's limits", (locale) => {
    for (const kind of PERIOD_KINDS) {
      const message = renderStats({ summary: fullSummary(kind), station: HUGE_STATION, zone: ZONE, locale });
      expect(limitProblems(message), kind).toEqual([]);
      expect(message.embeds[0]?.fields?.length, kind).toBe(5);
      expect(textOf(message), kind).not.toMatch(/\{\w+\}|undefined|NaN|Infinity/);
    }
  });

  it.each(LOCALES)("in %s, renders an empty period as one message saying so", (locale) => {
    for (const kind of PERIOD_KINDS) {
      const message = renderStats({ summary: emptySummary(kind), station: "Radio", zone: ZONE, locale });
      expect(limitProblems(message)).toEqual([]);
      expect(message.embeds[0]?.description).toBe(catalogueOf(locale).stats.empty);
      expect(message.embeds[0]?.fields ?? []).toEqual([]);
      expect(textOf(message)).not.toMatch(/\{\w+\}|undefined|NaN/);
    }
  });

  it.each(LOCALES)(
    "in %s, escapes markdown and breaks mentions in titles, artists and DJ names",
    (locale) => {
      const message = renderStats({
        summary: fullSummary("week", HOSTILE),
        station: HOSTILE.join(" "),
        zone: ZONE,
        locale,
      });
      const text = textOf(message);
      expect(text).not.toMatch(/@everyone|@here|<@\d/);
      expect(text).not.toContain("**x**");
      expect(text).not.toMatch(/(?<!\\)\|\|spoiler/);
      expect(text).not.toMatch(/(?<!\\)`z/);
      expect(message.embeds[0]?.title).toContain("\\*\\*x\\*\\*");
    },
  );

  it("shows ▲ with a percentage, ▼, no change, from 0 and no earlier figures", () => {
    const text = textOf(renderStats({ summary: fullSummary(), station: "Radio", zone: ZONE, locale: "en" }));
    expect(text).toContain("**Peak listeners**: 1,250 · ▲ 25%");
    expect(text).toContain("**Average listeners**: 812 · ▼ 9.7%");
    expect(text).toContain("**Listening hours**: 12,346 · no change");
    expect(text).toContain("**Busiest hour**: 23:00–00:00 (1,500 listeners on average) · ▲ from 0");
    expect(text).toContain("**Peak listeners**: 21 · no earlier figures");
  });

  it("shows no comparison for a figure this period lacks", () => {
    const summary = fullSummary();
    const withoutVoice = { ...summary, voice: { ...summary.voice, peak: compare(null, 5) } };
    const text = textOf(renderStats({ summary: withoutVoice, station: "Radio", zone: ZONE, locale: "en" }));
    expect(text).toContain("**Peak listeners**: —\n");
  });

  it("names the week and what it is compared with, in the station's zone", () => {
    const embed = renderStats({ summary: fullSummary(), station: "Radio", zone: ZONE, locale: "en" })
      .embeds[0];
    expect(embed?.title).toBe("📊 Radio: week of Nov 23 – 29, 2026");
    expect(embed?.description).toBe(
      "Compared with the week before (Nov 16 – 18, 2026), up to the same point",
    );
    expect(embed?.footer?.text).toBe("Days and hours in Europe/Berlin");
  });

  it("takes plural forms from the language's rules", () => {
    const text = textOf(renderStats({ summary: fullSummary(), station: "Radio", zone: ZONE, locale: "ru" }));
    expect(text).toContain("40 раз");
    expect(text).toContain("2 эфира");
    expect(text).toContain("5 эфиров");
    expect(text).toContain("1 эфир");
  });
});

describe("the stats chart's words", () => {
  it.each(LOCALES)("exist in %s: titles, axes, seven weekdays and the legend", (locale) => {
    const chart = catalogueOf(locale).stats.chart;
    for (const text of [
      chart.audienceTitle,
      chart.heatMapTitle,
      chart.listenersAxis,
      chart.timeAxis({ zone: "Europe/Berlin" }),
      chart.hourAxis({ zone: "Europe/Berlin" }),
      chart.legendListeners,
      chart.legendLive,
      chart.legendFewer,
      chart.legendMore,
      chart.noData,
    ])
      expect(text.trim()).not.toBe("");
    const weekdays = statsChartWords(locale, "UTC").weekdays;
    expect(weekdays).toHaveLength(7);
    expect(new Set(weekdays).size).toBe(7);
    expect(chart.timeAxis({ zone: "Europe/Berlin" })).toContain("Europe/Berlin");
  });
});

describe("renderStats with a nameless DJ", () => {
  it("shows a dash for a DJ without a name, never empty bold", () => {
    const summary = fullSummary();
    const [first] = summary.djs;
    if (!first) throw new Error("the sample has DJs");
    const nameless = { ...summary, djs: [{ ...first, dj: "" }] };
    const text = textOf(renderStats({ summary: nameless, station: "Radio", zone: ZONE, locale: "en" }));
    expect(text).not.toContain("****");
    expect(text).toContain("**—** · 1 show");
  });
});

describe("renderStats with the longest, most escaped names", () => {
  it.each(LOCALES)("in %s, stays within Discord's limits when every name is markdown and emoji", (locale) => {
    const worst = ["*_~`|[]<\\".repeat(40), "🎵".repeat(200), "@everyone ".repeat(50)];
    const message = renderStats({
      summary: fullSummary("year", worst),
      station: worst.join(""),
      zone: ZONE,
      locale,
    });
    expect(limitProblems(message)).toEqual([]);
    expect(textOf(message)).not.toMatch(/@everyone|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe("renderStats's titles and comparisons", () => {
  it("names a day, a month and a year, and a whole period without 'up to the same point'", () => {
    const render = (kind: "day" | "month" | "year") => {
      const summary = fullSummary(kind);
      const whole = { ...summary, previousComparedUntil: summary.previous.end };
      return renderStats({ summary: whole, station: "Radio", zone: ZONE, locale: "en" }).embeds[0];
    };
    expect(render("day")?.title).toBe("📊 Radio: Nov 25, 2026");
    expect(render("day")?.description).toBe("Compared with the day before (Nov 24, 2026)");
    expect(render("month")?.title).toBe("📊 Radio: November 2026");
    expect(render("month")?.description).toBe("Compared with the month before (Oct 1 – 31, 2026)");
    expect(render("year")?.title).toBe("📊 Radio: 2026");
  });

  it.each(LOCALES)(
    "in %s, shows ▲, ▼, no change and no earlier figures in the language's words",
    (locale) => {
      const words = catalogueOf(locale).stats.comparison;
      const text = textOf(renderStats({ summary: fullSummary(), station: "Radio", zone: ZONE, locale }));
      expect(text).toContain("▲ 25");
      expect(text).toContain("▼ 9");
      expect(text).toContain(words.noChange);
      expect(text).toContain(words.noEarlier);
      expect(text).toContain(words.fromZero({ arrow: "▲" }));
    },
  );
});
