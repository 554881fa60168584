import { syntheticYear } from "../../src/simulator/synthetic-year.js";
import { UTC } from "../../src/stats/time-zone.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";

/**
 * Writes `days` days of a station's figures before `end` into the bot's SQLite store in `dataDir`, as the bot
 * would have kept them (cut in UTC), while no bot runs.
 */
export async function seedStats(dataDir: string, station: string, end: number, days = 14): Promise<void> {
  const store = openSqliteStore(dataDir, "wasm");
  try {
    const stats = store.stats;
    if (!stats) throw new Error("the store has no statistics");
    for (const day of syntheticYear({
      stations: 1,
      end,
      days,
      sampleEveryMs: 600_000,
      stationKey: () => station,
    })) {
      await stats.record(
        station,
        { samples: day.samples, plays: day.plays, spans: day.djSpans },
        { zone: UTC },
      );
    }
  } finally {
    store.close();
  }
}
