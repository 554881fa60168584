import type { Config } from "../config.js";
import type { AsyncBotStore } from "../store/async-store.js";
import type { StatsReading } from "../stats/stats-reading.js";
import { storeStatsReading } from "../store/stats-summary-input.js";
import { statsZone } from "./stats-keeping.js";

/**
 * What `/stats` and the weekly report read, or null with `STATS=off` or a store without statistics. The zone of
 * `STATS_TIMEZONE` is resolved here, once.
 * @throws ConfigError when the zone is unknown.
 */
export function statsReadingOf(
  config: Pick<Config, "stats">,
  store: Pick<AsyncBotStore, "stats">,
): StatsReading | null {
  if (!config.stats.enabled || !store.stats) return null;
  return storeStatsReading(store.stats, statsZone(config.stats.timeZone));
}
