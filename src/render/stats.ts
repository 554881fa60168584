import type { APIEmbedField } from "discord.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { StatsTexts } from "../i18n/areas.js";
import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { StatsSummary } from "../stats/summary.js";
import type { TimeZone } from "../stats/time-zone.js";
import type { TrackFigures } from "../stats/top-tracks.js";
import { COLORS } from "./message.js";
import { LIMITS } from "./limits.js";
import { periodTitle, spanText } from "./stats-dates.js";
import {
  audienceLines,
  comparisonText,
  figureLine,
  figureText,
  fitLines,
  hasFigures,
  hourRange,
  roundFigure,
} from "./stats-figures.js";
import { plainText, safeText, truncate } from "./text.js";

/** What `/stats` and the weekly report render: a station's summary of one period. */
export interface StatsReport {
  readonly summary: StatsSummary;
  /** The station's name as the panel gives it (untrusted). */
  readonly station: string;
  /** The zone the summary's periods were cut in (`STATS_TIMEZONE`). */
  readonly zone: TimeZone;
  readonly locale: Locale;
}

/**
 * Five fields of at most this many characters, with the title, description and footer, stay within the 6,000
 * Discord allows a message's embeds in all.
 */
export const FIELD_MAX = 900;
/** How many DJs the reply lists (the largest audience first). */
const DJ_LIMIT = 10;

/** The `/stats` reply: the period's audience against the one before, top tracks, DJs and Discord voice. Pure. */
export function renderStats(report: StatsReport): ReplyMessage {
  const { summary, zone, locale } = report;
  const words = catalogueOf(locale).stats;
  const title = periodTitle(summary.period, safeText(report.station, 100), zone, words, locale);
  const footer = { text: plainText(words.timeZone({ zone: zone.name }), LIMITS.footer) };
  const embed = { title: truncate(title, LIMITS.embedTitle), color: COLORS.info, footer };
  if (isEmpty(summary)) return { embeds: [{ ...embed, description: words.empty }], components: [] };
  const fields: APIEmbedField[] = [
    { name: words.audience, value: fitLines(audienceAndHour(report, words), FIELD_MAX) },
    ...trackField(words.topByPlays, summary.tracks.byPlays, (track) => words.plays({ count: track.plays })),
    ...trackField(words.topByAudience, summary.tracks.byAudience, (track) =>
      words.averageListeners({ average: roundFigure(track.averageListeners ?? 0) }),
    ),
    ...djField(report, words),
    ...(hasFigures(summary.voice)
      ? [{ name: words.voice, value: fitLines(audienceLines(summary.voice, locale, words), FIELD_MAX) }]
      : []),
  ];
  return { embeds: [{ ...embed, description: comparedLine(report, words), fields }], components: [] };
}

/** Whether the period has nothing at all to show. */
function isEmpty(summary: StatsSummary): boolean {
  return (
    !hasFigures(summary.audience) &&
    !hasFigures(summary.voice) &&
    summary.tracks.byPlays.length === 0 &&
    summary.djs.length === 0
  );
}

/** What the figures are compared with: the period before, and only its first part while this one runs. */
function comparedLine({ summary, zone, locale }: StatsReport, words: StatsTexts): string {
  const { previous, previousComparedUntil } = summary;
  const span = spanText(previous.start, previousComparedUntil, zone, locale);
  const line = words.compared({ previous: words.previous[summary.period.kind], range: span });
  return previousComparedUntil < previous.end ? `${line}, ${words.sameSpan}` : line;
}

/** The station's audience lines and its busiest hour's. */
function audienceAndHour({ summary, locale }: StatsReport, words: StatsTexts): string[] {
  const { current, average } = summary.busiestHour;
  const hour = current
    ? `${hourRange(current.hour)} (${words.averageListeners({ average: roundFigure(current.averageListeners) })})`
    : figureText(null, locale, words);
  return [
    ...audienceLines(summary.audience, locale, words),
    figureLine(words.busiestHour, hour, comparisonText(average, locale, words)),
  ];
}

/** A ranking of tracks as a numbered list, or nothing when it is empty. */
export function trackField(
  name: string,
  tracks: readonly TrackFigures[],
  figure: (track: TrackFigures) => string,
): APIEmbedField[] {
  if (tracks.length === 0) return [];
  const lines = tracks.map((track, index) => {
    const artist = track.artist.trim() ? `**${safeText(track.artist, 40)}** — ` : "";
    return `${String(index + 1)}. ${artist}${safeText(track.title, 50)} · ${figure(track)}`;
  });
  return [{ name, value: fitLines(lines, FIELD_MAX) }];
}

/** The DJs and shows: time on air and audience, the largest audience first. */
function djField({ summary, locale }: StatsReport, words: StatsTexts): APIEmbedField[] {
  if (summary.djs.length === 0) return [];
  const lines = summary.djs.slice(0, DJ_LIMIT).map((dj) => {
    const audience =
      dj.averageListeners === null
        ? words.djNoAudience
        : words.djAudience({
            average: figureText(dj.averageListeners, locale, words),
            peak: figureText(dj.peakListeners, locale, words),
          });
    const name = safeText(dj.dj, 40) || words.noFigure;
    return [
      `**${name}**`,
      words.shows({ count: dj.shows }),
      words.hoursOnAir({ hours: roundFigure(dj.hoursOnAir) }),
      audience,
    ].join(" · ");
  });
  return [{ name: words.djs, value: fitLines(lines, FIELD_MAX) }];
}
