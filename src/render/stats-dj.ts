import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { DjReport } from "../stats/dj-report.js";
import type { Period } from "../stats/periods.js";
import type { TimeZone } from "../stats/time-zone.js";
import { LIMITS } from "./limits.js";
import { COLORS } from "./message.js";
import { FIELD_MAX, trackField } from "./stats.js";
import { periodTitle } from "./stats-dates.js";
import { figureText, fitLines, roundFigure } from "./stats-figures.js";
import { plainText, safeText, truncate } from "./text.js";

/** What `/stats dj:` renders: one DJ's report over a period of a station. */
export interface DjStatsReport {
  /** The DJ's name as the figures or the member gave it (untrusted). */
  readonly dj: string;
  readonly report: DjReport;
  readonly period: Period;
  /** The station's name as the panel gives it (untrusted). */
  readonly station: string;
  readonly zone: TimeZone;
  readonly locale: Locale;
}

/** `/stats dj:`'s reply: the DJ's shows, hours on air and audience, and their most played tracks. Pure. */
export function renderDjStats(view: DjStatsReport): ReplyMessage {
  const words = catalogueOf(view.locale).stats;
  const said = words.command;
  const name = safeText(view.dj, 80) || words.noFigure;
  const period = periodTitle(view.period, safeText(view.station, 100), view.zone, words, view.locale);
  const title = truncate(said.djTitle({ dj: name, period }), LIMITS.embedTitle);
  const footer = { text: plainText(words.timeZone({ zone: view.zone.name }), LIMITS.footer) };
  const embed = { title, color: COLORS.info, footer };
  const { figures, tracks } = view.report;
  if (!figures) return { embeds: [{ ...embed, description: said.djNotOnAir({ dj: name }) }], components: [] };
  const audience =
    figures.averageListeners === null
      ? words.djNoAudience
      : words.djAudience({
          average: figureText(figures.averageListeners, view.locale, words),
          peak: figureText(figures.peakListeners, view.locale, words),
        });
  const onAir = [
    words.shows({ count: figures.shows }),
    words.hoursOnAir({ hours: roundFigure(figures.hoursOnAir) }),
    words.plays({ count: figures.plays }),
    audience,
  ].join(" · ");
  return {
    embeds: [
      {
        ...embed,
        fields: [
          { name: said.djOnAir, value: fitLines([onAir], FIELD_MAX) },
          ...trackField(said.djMostPlayed, tracks, (track) => words.plays({ count: track.plays })),
        ],
      },
    ],
    components: [],
  };
}
