import type { Timers } from "../clock.js";
import { asBackgroundRead } from "../net/gate/background-read.js";
import type { PanelClient } from "../panel/client.js";
import type { Dj, HistoryEntry } from "../panel/schemas.js";
import { backfillPlays, backfillSeries, liveNamesOf, seriesEntry } from "../stats/backfill-records.js";
import {
  afterBackfillPage,
  BACKFILL_LIMITS,
  type BackfillLimits,
  type BackfillPageResult,
  type BackfillState,
  type BackfillStopReason,
  nextBackfillStep,
  startBackfill,
} from "../stats/backfill.js";
import { HOUR_MS, type TimeZone } from "../stats/time-zone.js";
import type { StatsStore } from "../store/stats-store.js";

/**
 * The longest one history page waits for a slot at the panel, behind people's requests and the stations' reads;
 * then it is skipped, which ends the backfill like any failed page.
 */
export const BACKFILL_PAGE_WAIT_MS = 60_000;

/** What a backfill reads of a station's panel: the client the station's reader uses, so its gate and cache. */
export type BackfillPanel = Pick<PanelClient, "history" | "djs">;

/** What a station's backfill needs besides its panel. */
export interface StationBackfillDeps {
  readonly stats: Pick<StatsStore, "record" | "buckets" | "plays">;
  readonly zone: TimeZone;
  readonly timers: Timers;
  readonly limits?: BackfillLimits;
}

/**
 * How a station's backfill ended: not needed (the store holds figures of the station's last `maxAgeMs`), or run
 * until `reason` (`stopped`: the bot stopped) with `pages` history pages asked for and the records it wrote.
 */
export type StationBackfillOutcome =
  | { readonly kind: "has-figures" }
  | {
      readonly kind: "backfilled";
      readonly reason: BackfillStopReason | "stopped";
      readonly pages: number;
      readonly plays: number;
      readonly samples: number;
      readonly spans: number;
      /** Bytes of history answers read. */
      readonly bytes: number;
      /** Pages with more plays than asked for (the panel ignores `limit`), cut to what was asked. */
      readonly overfull: number;
      /** Plays held at the end, for the samples and spans (each a few dozen bytes; at most `limits.maxPlays`). */
      readonly held: number;
      /** Why the page that ended the backfill failed (reason `failed`). */
      readonly error?: unknown;
    };

/**
 * Fills a station's figures from its panel's history for the days before the bot's own records, which begin at
 * `until` (the first read this process kept): only when the store holds none of the station's last
 * `limits.maxAgeMs`, paged back at most that far, `limits.maxRequests` pages, `limits.maxPlays` plays and
 * `limits.maxBytes` read, stopping at the first failure or when `stop` aborts. Every panel request is a background
 * read, so it waits behind people's requests, and is not kept in the client's cache. Each page's plays are written
 * as it comes; of each play only its time, audience and DJ are held, and the samples and spans they make are
 * written at the end in one batch: the caller writes the station's own records only after this settles, since the
 * store counts each series forward from its latest sample and would skip older samples written after newer ones.
 * @throws what the store throws when it cannot write.
 */
export async function backfillStation(
  station: string,
  panel: BackfillPanel,
  until: number,
  deps: StationBackfillDeps,
  stop: AbortSignal,
): Promise<StationBackfillOutcome> {
  const limits = deps.limits ?? BACKFILL_LIMITS;
  const now = deps.timers.now();
  if (await hasFigures(deps.stats, station, now - limits.maxAgeMs, now)) return { kind: "has-figures" };
  // The station's reader has just read its DJs: this is most often an answer from the client's cache.
  const djs = await background(deps.timers, stop, () => panel.djs()).catch((): readonly Dj[] => []);
  const liveNames = liveNamesOf(djs);
  let state: BackfillState = startBackfill(now, until, limits);
  const held: HistoryEntry[] = [];
  let plays = 0;
  let error: unknown;
  let step = nextBackfillStep(state, limits);
  while (step.kind === "fetch" && !stop.aborted) {
    const { offset, limit } = step;
    const result: BackfillPageResult = await background(deps.timers, stop, () =>
      panel.history({ offset, limit }, { keep: false }),
    ).then(
      (page) => ({ ok: true, page }),
      (failure: unknown) => {
        error = failure;
        return { ok: false };
      },
    );
    const after = afterBackfillPage(state, result, limits);
    state = after.state;
    const pagePlays = backfillPlays(station, after.entries, djs);
    if (pagePlays.length > 0) await deps.stats.record(station, { plays: pagePlays }, { zone: deps.zone });
    plays += pagePlays.length;
    for (const entry of after.entries) held.push(seriesEntry(entry, liveNames));
    step = nextBackfillStep(state, limits);
  }
  const series = backfillSeries(station, held, djs, state.horizon, state.until);
  if (series.samples.length + series.spans.length > 0) {
    await deps.stats.record(station, series, { zone: deps.zone });
  }
  return {
    kind: "backfilled",
    reason: step.kind === "stop" ? step.reason : "stopped",
    pages: state.requests,
    plays,
    samples: series.samples.length,
    spans: series.spans.length,
    bytes: state.bytes,
    overfull: state.overfull,
    held: held.length,
    ...(state.stopped === "failed" ? { error } : {}),
  };
}

/** Whether the store holds any of the station's figures since `from`: listener buckets, or else plays. */
async function hasFigures(
  stats: StationBackfillDeps["stats"],
  station: string,
  from: number,
  now: number,
): Promise<boolean> {
  // An hour ahead too: another process that wrote the station may have a clock a little ahead of this one.
  const range = { from, to: now + HOUR_MS };
  if ((await stats.buckets(station, "day", range)).length > 0) return true;
  // A station read without its channels keeps plays but no listener samples.
  return (await stats.plays(station, range)).length > 0;
}

/**
 * Runs `read` as a background read of the panel gate: it waits for a slot behind every person's request until
 * {@link BACKFILL_PAGE_WAIT_MS} passes or `stop` aborts, then is skipped (a failure to the caller).
 */
async function background<T>(timers: Timers, stop: AbortSignal, read: () => Promise<T>): Promise<T> {
  const due = new AbortController();
  const timer = timers.setTimeout(() => due.abort(), BACKFILL_PAGE_WAIT_MS);
  try {
    // Readers 0: the backfill does not count the fleet, so it leaves this process's share of the panel as it is.
    return await asBackgroundRead({ skipAfter: AbortSignal.any([stop, due.signal]), readers: 0 }, read);
  } finally {
    timers.clearTimeout(timer);
  }
}
