import { type DjFigures, djFigures } from "./dj-figures.js";
import { djHours, type SummaryInput } from "./summary.js";
import { type TrackFigures, topTracks } from "./top-tracks.js";
import { tallyPlays } from "./track-tally.js";

/** What `/stats dj:` says of one DJ over a period. */
export interface DjReport {
  /** Their figures; null when they were not on air in the period. */
  readonly figures: DjFigures | null;
  /** The tracks played while they were on air, most played first. */
  readonly tracks: readonly TrackFigures[];
}

/** How many of their tracks the reply lists. */
const DJ_TRACKS = 10;

/**
 * One DJ's shows, hours on air and audience over the summary's period, and the tracks played while they were on
 * air. The name is matched as the figures name DJs (trimmed), ignoring case. Pure.
 */
export function djReport(
  input: Pick<SummaryInput, "period" | "plays" | "spans" | "buckets">,
  dj: string,
): DjReport {
  const wanted = dj.trim().toLowerCase();
  const spans = input.spans.filter((span) => span.dj.trim().toLowerCase() === wanted);
  const figures = djFigures(spans, input.plays, input.period, djHours(input))[0] ?? null;
  if (!figures) return { figures: null, tracks: [] };
  const during = input.plays.filter((play) =>
    spans.some((span) => play.at >= span.from && play.at < span.to),
  );
  const tracks = topTracks(
    tallyPlays(during, () => input.period.start),
    { limit: DJ_TRACKS },
  ).byPlays;
  return { figures, tracks };
}
