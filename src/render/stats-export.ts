import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { Period } from "../stats/periods.js";
import type { TimeZone } from "../stats/time-zone.js";
import { LIMITS } from "./limits.js";
import { isoDate, periodTitle } from "./stats-dates.js";
import { safeText, truncate } from "./text.js";

/** What `/stats export` sends: the CSV of one period, already within Discord's attachment limit. */
export interface StatsExport {
  readonly period: Period;
  /** The station's name as the panel gives it (untrusted). */
  readonly station: string;
  readonly zone: TimeZone;
  readonly locale: Locale;
  readonly csv: Buffer;
  /** Rows left out to fit the attachment limit (0 when none). */
  readonly droppedRows: number;
}

/** The export's reply: a line naming the period, the truncation when there was one, and the CSV attached. Pure. */
export function renderStatsExport(exported: StatsExport): ReplyMessage {
  const words = catalogueOf(exported.locale).stats;
  const title = periodTitle(exported.period, safeText(exported.station, 100), exported.zone, words);
  const lines = [words.exportMessage(truncate(title, LIMITS.embedTitle))];
  if (exported.droppedRows > 0) lines.push(words.exportTruncated(exported.droppedRows));
  return {
    content: truncate(lines.join("\n"), LIMITS.content),
    embeds: [],
    components: [],
    files: [
      { name: words.exportFileName(isoDate(exported.period.start, exported.zone)), data: exported.csv },
    ],
  };
}
