import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { Period } from "../stats/periods.js";
import type { ExportTable } from "../stats/stats-csv.js";
import type { TimeZone } from "../stats/time-zone.js";
import { LIMITS } from "./limits.js";
import { isoDate, periodTitle } from "./stats-dates.js";
import { safeText, truncate } from "./text.js";

/** What `/stats export` sends: the CSV files of one period, already within Discord's attachment limit. */
export interface StatsExport {
  readonly period: Period;
  /** The station's name as the panel gives it (untrusted). */
  readonly station: string;
  readonly zone: TimeZone;
  readonly locale: Locale;
  /** The hourly listeners and the tracks played, each with the rows it left out to fit. */
  readonly tables: readonly ExportTable[];
}

/**
 * The export's reply: a line naming the period, the truncation when there was one, and the CSV files attached,
 * named `<the language's file name>-listeners.csv` and `-tracks.csv`. Pure.
 */
export function renderStatsExport(exported: StatsExport): ReplyMessage {
  const words = catalogueOf(exported.locale).stats;
  const title = periodTitle(
    exported.period,
    safeText(exported.station, 100),
    exported.zone,
    words,
    exported.locale,
  );
  const lines = [words.exportMessage({ title: truncate(title, LIMITS.embedTitle) })];
  const dropped = exported.tables.reduce((sum, table) => sum + table.dropped, 0);
  if (dropped > 0) lines.push(words.exportTruncated({ rows: dropped }));
  const base = words
    .exportFileName({ date: isoDate(exported.period.start, exported.zone) })
    .replace(/\.csv$/i, "");
  return {
    content: truncate(lines.join("\n"), LIMITS.content),
    embeds: [],
    components: [],
    files: exported.tables.map((table) => ({ name: `${base}-${table.table}.csv`, data: table.csv })),
  };
}
