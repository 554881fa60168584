import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { realTimers } from "./clock.js";
import type { Config } from "./config.js";
import type { GuildView } from "./discord/guild-view.js";
import { type BackfillPanel, backfillStation } from "./features/stats-backfill.js";
import { statsZone } from "./features/stats-keeping.js";
import type { Logger } from "./log.js";
import type { StatsReading } from "./stats/stats-reading.js";
import { openSqliteStore } from "./store/sqlite-store.js";
import { storeStatsReading } from "./store/stats-summary-input.js";

/** The figures `npm run preview -- stats` reads, and how to throw them away. */
export interface PreviewFigures {
  readonly reading: StatsReading;
  /** History pages the backfill read. */
  readonly pages: number;
  close(): void;
}

/**
 * The figures a bot that has just met the station would have: its backfill of the panel's history (the last 7
 * days, at most 50 pages) into a throwaway store, so the preview shows `/stats` without a running bot and without
 * touching its database. Its station is the key `""`, the preview's one station.
 */
export async function previewFigures(
  panel: BackfillPanel,
  config: Pick<Config, "stats">,
  log: Pick<Logger, "warn">,
  now: number,
): Promise<PreviewFigures> {
  const zone = statsZone(config.stats.timeZone);
  const folder = mkdtempSync(join(tmpdir(), "radio-bot-preview-"));
  const store = openSqliteStore(folder, "auto");
  const close = () => {
    store.close();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const stats = store.stats;
    if (!stats) throw new Error("the store keeps no statistics");
    const timers = { ...realTimers, now: () => now };
    const outcome = await backfillStation(
      "",
      panel,
      now,
      { stats, zone, timers },
      new AbortController().signal,
    );
    const pages = outcome.kind === "backfilled" ? outcome.pages : 0;
    return { reading: storeStatsReading(stats, zone), pages, close };
  } catch (error) {
    close();
    throw error;
  }
}

/**
 * The server the preview runs `/stats` in (it needs one: who may read a server's figures is that server's rule):
 * the preview's reader is its manager, and it knows no channel or role.
 */
export const PREVIEW_GUILD: GuildView = {
  id: "preview",
  memberCanManage: true,
  memberCanMentionEveryone: false,
  postProblems: () => "unknown",
  canPing: () => "unknown",
  roleMentionable: () => "unknown",
  channelName: () => null,
  roleName: () => null,
};
