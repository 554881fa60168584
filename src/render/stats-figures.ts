import { formatCount } from "../i18n/numbers.js";
import type { StatsTexts } from "../i18n/areas.js";
import type { Locale } from "../locale.js";
import type { AudienceFigures } from "../stats/summary.js";
import { type Comparison, trendArrow } from "../stats/compare.js";
import { truncate } from "./text.js";

/** A figure rounded as the reply shows it: one decimal below 100, whole from 100 on. */
export function roundFigure(value: number): number {
  return Math.abs(value) < 100 ? Math.round(value * 10) / 10 : Math.round(value);
}

/** A figure of this period formatted for the locale, or the words for a figure the period has none of. */
export function figureText(value: number | null, locale: Locale, words: StatsTexts): string {
  return value === null ? words.noFigure : formatCount(locale, roundFigure(value));
}

/**
 * How a figure compares with the period before: ▲/▼ and the change in percent, "no change", "from 0" where no
 * percentage exists, or "no earlier figures". Empty when this period has no figure to compare.
 */
export function comparisonText(comparison: Comparison, locale: Locale, words: StatsTexts): string {
  const said = words.comparison;
  if (comparison.current === null) return "";
  if (comparison.partlySeen) return said.partlySeen;
  if (comparison.trend === null) return said.noEarlier;
  if (comparison.trend === "same") return said.noChange;
  const arrow = trendArrow(comparison.trend);
  if (comparison.percent === null) return said.fromZero({ arrow });
  return said.change({ arrow, percent: formatCount(locale, roundFigure(Math.abs(comparison.percent))) });
}

/** One line of figures: its label in bold, its value, and how it compares. */
export function figureLine(label: string, value: string, comparison: string): string {
  return [`**${label}**: ${value}`, comparison].filter((part) => part !== "").join(" · ");
}

/** Peak, average and listening hours, a line each. */
export function audienceLines(figures: AudienceFigures, locale: Locale, words: StatsTexts): string[] {
  const line = (label: string, comparison: Comparison) =>
    figureLine(
      label,
      figureText(comparison.current, locale, words),
      comparisonText(comparison, locale, words),
    );
  return [
    line(words.peak, figures.peak),
    line(words.average, figures.average),
    line(words.listeningHours, figures.listeningHours),
  ];
}

/** Whether a series has any figure in the period. */
export function hasFigures(figures: AudienceFigures): boolean {
  return figures.peak.current !== null || figures.average.current !== null;
}

/** `20:00–21:00`: a local hour of the day. */
export function hourRange(hour: number): string {
  const clock = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
  return `${clock(hour)}–${clock(hour + 1)}`;
}

/** Lines joined, the last ones left out until they fit in `max` characters (a field's value). */
export function fitLines(lines: readonly string[], max: number): string {
  const kept = [...lines];
  while (kept.length > 1 && kept.join("\n").length > max) kept.pop();
  return truncate(kept.join("\n"), max);
}
