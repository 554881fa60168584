import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Config } from "./config.js";
import { statsZone } from "./features/stats-keeping.js";
import type { Logger } from "./log.js";
import type { PanelClient } from "./panel/client.js";
import { backfillRecords } from "./stats/backfill-records.js";
import { afterBackfillPage, nextBackfillStep, startBackfill } from "./stats/backfill.js";
import type { HistoryEntry } from "./panel/schemas.js";
import type { StatsReading } from "./stats/stats-reading.js";
import { systemTimeZone } from "./stats/system-time-zone.js";
import { openSqliteStore } from "./store/sqlite-store.js";
import { storeStatsReading } from "./store/stats-summary-input.js";

/** The figures `npm run preview -- stats` reads, and how to throw them away. */
export interface PreviewFigures {
  readonly reading: StatsReading;
  /** History entries read back, and the requests it took. */
  readonly entries: number;
  readonly requests: number;
  close(): void;
}

/**
 * The figures a bot that has just met the station would have: the panel's history of the last 7 days (at most 50
 * requests, as the bot's own backfill), kept in a throwaway store, so the preview shows `/stats` without a running
 * bot and without touching its database. Its station is the key `""`, the preview's one station.
 */
export async function previewFigures(
  panel: Pick<PanelClient, "history" | "djs">,
  config: Pick<Config, "stats">,
  log: Pick<Logger, "warn">,
  now: number,
): Promise<PreviewFigures> {
  const zone = statsZone(config.stats.timeZone, log, systemTimeZone);
  let state = startBackfill(now, now);
  const entries: HistoryEntry[] = [];
  for (let step = nextBackfillStep(state); step.kind === "fetch"; step = nextBackfillStep(state)) {
    const page = await panel.history({ limit: step.limit, offset: step.offset }).then(
      (read) => ({ ok: true as const, page: read }),
      () => ({ ok: false as const }),
    );
    const after = afterBackfillPage(state, page);
    state = after.state;
    entries.push(...after.entries);
  }
  const djs = await panel.djs().catch(() => []);
  const records = backfillRecords("", entries, djs, state.horizon, now);
  const folder = mkdtempSync(join(tmpdir(), "radio-bot-preview-"));
  const store = openSqliteStore(folder, "auto");
  const close = () => {
    store.close();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    if (!store.stats) throw new Error("the store keeps no statistics");
    await store.stats.record("", records, { zone });
    return {
      reading: storeStatsReading(store.stats, zone),
      entries: entries.length,
      requests: state.requests,
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}
