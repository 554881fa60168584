import { type Comparison, compare } from "../../src/stats/compare.js";
import { type PeriodKind, periodAt, previousPeriod } from "../../src/stats/periods.js";
import type { AudienceFigures, StatsSummary } from "../../src/stats/summary.js";
import { fixedZone } from "../../src/stats/time-zone.js";

/** The zone the samples are cut in: an hour east of UTC, named as an IANA zone is. */
export const ZONE = fixedZone(60, "Europe/Berlin");

/** Wednesday 25 November 2026, 12:00 UTC. */
export const NOW = Date.UTC(2026, 10, 25, 12);

/** Text a hostile panel could send as a track title, artist or DJ name. */
export const HOSTILE = ["@everyone", "**x**", "<@123>", "@here _y_ `z`", "> quote", "||spoiler||"];

function audience(peak: Comparison, average: Comparison, hours: Comparison): AudienceFigures {
  return { peak, average, listeningHours: hours };
}

/** A summary with everything: rising, falling and unchanged figures, ten tracks each way, many DJs. */
export function fullSummary(kind: PeriodKind = "week", names: readonly string[] = ["Artist"]): StatsSummary {
  const period = periodAt(kind, NOW, ZONE);
  const previous = previousPeriod(period, ZONE);
  const name = (i: number) => `${names[i % names.length] ?? ""} ${"long name ".repeat(12)}${String(i)}`;
  const tracks = Array.from({ length: 10 }, (_, i) => ({
    artist: name(i),
    title: name(i + 1),
    plays: 40 - i,
    averageListeners: 1234.5678 / (i + 1),
  }));
  return {
    period,
    previous,
    previousComparedUntil: previous.start + (NOW - period.start),
    audience: audience(compare(1250, 1000), compare(812.3456, 900), compare(12_345.678, 12_345.678)),
    busiestHour: {
      current: { hour: 23, averageListeners: 1500.25 },
      previous: { hour: 20, averageListeners: 0 },
      average: compare(1500.25, 0),
    },
    tracks: { byPlays: tracks, byAudience: tracks },
    djs: Array.from({ length: 30 }, (_, i) => ({
      dj: name(i),
      shows: i + 1,
      hoursOnAir: 1.5 * (i + 1),
      plays: 10,
      averageListeners: i % 3 === 0 ? null : 100.25 + i,
      peakListeners: i % 3 === 0 ? null : 2_000_000 + i,
    })),
    voice: audience(compare(21, null), compare(3.25, null), compare(2, null)),
  };
}

/** A summary of a period with no figures at all (a station the bot has just started reading). */
export function emptySummary(kind: PeriodKind = "week"): StatsSummary {
  const period = periodAt(kind, NOW, ZONE);
  const previous = previousPeriod(period, ZONE);
  const none = audience(compare(null, null), compare(null, null), compare(null, null));
  return {
    period,
    previous,
    previousComparedUntil: previous.end,
    audience: none,
    busiestHour: { current: null, previous: null, average: compare(null, null) },
    tracks: { byPlays: [], byAudience: [] },
    djs: [],
    voice: none,
  };
}
