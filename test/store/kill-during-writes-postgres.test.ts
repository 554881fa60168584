import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createOutboxDelivery } from "../../src/announcer/outbox-delivery.js";
import { silentLogger } from "../../src/log.js";
import { fixedZone } from "../../src/stats/time-zone.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { migratePostgres, POSTGRES_MIGRATIONS } from "../../src/store/postgres-migrations.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { startTestPostgres } from "../support/test-postgres.js";
import { KILL_KEY, keeperBatch } from "./fixtures/kill-batches.js";
import { child, figures, firstBatchOnly, recordingPoster, stores } from "./kill-support.js";
import { named } from "./postgres-processes.js";

const server = await startTestPostgres();
const running = "skipped" in server ? null : server;
const SKIPPED = "skipped" in server ? ` — SKIPPED: ${server.skipped}` : "";
afterAll(async () => {
  await running?.stop();
});

/** A connection of the test's own, ended after `body`. */
async function connected<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/** Resolves once the named process's connection waits on a lock (the test's): it is caught mid-transaction. */
async function waitingOnLock(url: string, name: string): Promise<void> {
  await connected(url, async (admin) => {
    for (let i = 0; i < 2_000; i++) {
      const found = await admin.query(
        "SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'",
        [name],
      );
      if (found.rowCount) return;
      await admin.query("SELECT pg_sleep(0.01)");
    }
    throw new Error(`${name} never waited on the lock`);
  });
}

/** Takes `lock` in a transaction of its own: resolves once the dead process's transaction has ended. */
async function afterItsTransaction(url: string, lock: string, params: unknown[] = []): Promise<void> {
  await connected(url, async (client) => {
    await client.query("BEGIN");
    await client.query(lock, params);
    await client.query("COMMIT");
  });
}

async function open(url: string): Promise<AsyncBotStore> {
  const store = await openPostgresStore({ url, onIdleError: () => {} });
  stores.push(store);
  return store;
}

describe.skipIf(!running)(`kill -9 of a bot on PostgreSQL, at the worst moment${SKIPPED}`, () => {
  it("during the keeper's write: the batch cut is rolled back whole, the ones before are kept", async () => {
    const url = await running!.freshSchemaUrl();
    const store = await open(url);
    await store.stats!.record(KILL_KEY, keeperBatch(0), { zone: fixedZone(0) });
    await connected(url, async (holder) => {
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE stats_daily IN ACCESS EXCLUSIVE MODE");
      const bot = child("postgres-keeper", named(url, "kill-keeper"));
      expect(await bot.line()).toBe("recording");
      await waitingOnLock(url, "kill-keeper");
      await bot.kill();
      await holder.query("ROLLBACK");
    });
    await afterItsTransaction(url, "LOCK TABLE stats_sample IN ACCESS EXCLUSIVE MODE");
    expect(await figures(store)).toEqual(await firstBatchOnly());
  });

  it("during a migration: rolled back whole, and the next start applies it whole", async () => {
    const url = await running!.freshSchemaUrl();
    await connected(url, async (setup) => {
      const pool = new pg.Pool({ connectionString: url });
      await migratePostgres(pool, POSTGRES_MIGRATIONS.slice(0, 4));
      await pool.end();
      await setup.query(`INSERT INTO guild_settings (guild_id, settings) VALUES ('g1', '{"locale":"de"}')`);
    });
    await connected(url, async (holder) => {
      // The next version's ALTER TABLE goes through; recording it waits.
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE schema_migrations IN SHARE MODE");
      const bot = child("postgres-migration", named(url, "kill-migration"));
      expect(await bot.line()).toBe("migrating");
      await waitingOnLock(url, "kill-migration");
      await bot.kill();
      await holder.query("ROLLBACK");
    });
    await afterItsTransaction(url, "SELECT pg_advisory_xact_lock(7206001)");
    const after = await connected(url, async (client) => [
      (await client.query("SELECT max(version) AS v FROM schema_migrations")).rows,
      (
        await client.query(
          `SELECT column_name FROM information_schema.columns
           WHERE table_schema = current_schema() AND column_name = 'voice_channel_id'`,
        )
      ).rows,
    ]);
    expect(after).toEqual([[{ v: 4 }], []]);
    const store = await open(url);
    expect(await store.guildSettings("g1")).toEqual({ locale: "de" });
    await store.saveGuildSettings("g2", { locale: "ru", voiceChannelId: "222222222222222222" });
    expect(await store.voiceHomes()).toEqual([{ guildId: "g2", channelId: "222222222222222222" }]);
  });

  it("during an outbox delivery: every post of the claim cut short goes again, each with its nonce", async () => {
    const url = await running!.freshSchemaUrl();
    const bot = child("outbox", named(url, "kill-outbox"));
    const [a, b] = [await bot.line(), await bot.line()];
    expect([a, b].map((line) => line.split(" ").slice(0, 2).join(" "))).toEqual(["posted a", "posted b"]);
    await bot.kill();
    await afterItsTransaction(url, "SELECT id FROM outbox WHERE key = $1 FOR UPDATE", [KILL_KEY]);
    const store = await open(url);
    // The claim's transaction held `a`'s removal too: PostgreSQL rolled it back with the claim.
    expect((await store.pending(KILL_KEY)).map((d) => d.eventId)).toEqual(["a", "b"]);
    const poster = recordingPoster();
    await createOutboxDelivery({ store, poster, log: silentLogger }, KILL_KEY).deliver(Date.now());
    expect(poster.posts).toEqual([a, b]);
    expect(await store.pending(KILL_KEY)).toEqual([]);
  });
});
