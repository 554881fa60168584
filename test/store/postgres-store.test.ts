import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { openAsyncStore } from "../../src/store/open-async-store.js";
import { migratePostgres, POSTGRES_MIGRATIONS } from "../../src/store/postgres-migrations.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { startTestPostgres } from "../support/test-postgres.js";
import { describeReaderLocksFleet } from "./postgres-fleet-locks.js";
import { describeOutboxFleet } from "./postgres-fleet-outbox.js";
import { describeSettingsFleet } from "./postgres-fleet-settings.js";
import { describeStoreContract } from "./store-contract.js";
import { KEY, STATE, delivery } from "./store-fixtures.js";

const server = await startTestPostgres();
const running = "skipped" in server ? null : server;
const SKIPPED = "skipped" in server ? ` — SKIPPED: ${server.skipped}` : "";
afterAll(async () => {
  await running?.stop();
});
/** The database URL of each store a backend opens, by its opener. */
const urlOf = new WeakMap<() => Promise<unknown>, string>();

if (running)
  process.stderr.write(`PostgreSQL for the store tests: initdb and start in ${running.startupMs} ms\n`);
describeStoreContract({
  name: "PostgreSQL",
  fresh: async (options) => {
    const url = await running!.freshSchemaUrl();
    const open = () => openPostgresStore({ url, ...options });
    urlOf.set(open, url);
    return open;
  },
  sql: async (open, statement) => {
    const client = new pg.Client({ connectionString: urlOf.get(open) });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  },
  settingsText: async (open, guildId) => {
    const client = new pg.Client({ connectionString: urlOf.get(open) });
    await client.connect();
    try {
      const read = await client.query<{ settings: string }>(
        "SELECT settings FROM guild_settings WHERE guild_id = $1",
        [guildId],
      );
      return read.rows[0]?.settings ?? null;
    } finally {
      await client.end();
    }
  },
  // The listening connection is the one whose last statement was its LISTEN.
  breakListeners: async () => {
    const admin = new pg.Client({ connectionString: running!.adminUrl });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %'");
    await admin.end();
  },
  ...("skipped" in server ? { skipped: server.skipped } : {}),
});

describe.skipIf(!running)(`PostgreSQL store${SKIPPED}`, () => {
  it("records each schema version it applied, the same versions as SQLite's, and applies none twice", async () => {
    const url = await running!.freshSchemaUrl();
    await (await openPostgresStore({ url })).close();
    await (await openPostgresStore({ url })).close();
    const pool = new pg.Pool({ connectionString: url });
    const versions = await pool.query<{ version: number }>(
      "SELECT version FROM schema_migrations ORDER BY version",
    );
    await pool.end();
    const all = POSTGRES_MIGRATIONS.map((_, index) => index + 1);
    expect(versions.rows.map((row) => row.version)).toEqual(all);
  });

  it("upgrades a database from before the follows (schema 8), keeping its data, and follows after", async () => {
    const url = await running!.freshSchemaUrl();
    const pool = new pg.Pool({ connectionString: url });
    await migratePostgres(pool, POSTGRES_MIGRATIONS.slice(0, 8));
    await pool.query(`INSERT INTO guild_settings (guild_id, settings) VALUES ('g1', '{"locale":"de"}')`);
    await pool.query("INSERT INTO request_cooldown (user_id, requested_at) VALUES ('111', 1500)");
    const store = await openPostgresStore({ url });
    const follow = {
      guildId: "g1",
      userId: "111",
      station: KEY,
      dj: "DJ Nova",
      remindMinutes: 15,
      createdAt: 1_700_000_000_000,
    } as const;
    try {
      expect([await store.guildSettings("g1"), await store.lastRequest("111")]).toEqual([
        { locale: "de" },
        1_500,
      ]);
      expect(await store.addFollow(follow, 5)).toBe("added");
      expect(await store.djFollowersOf(KEY, "dj nova")).toEqual([follow]);
    } finally {
      await store.close();
    }
    const version = await pool.query<{ v: number }>("SELECT max(version) AS v FROM schema_migrations");
    await pool.end();
    expect(version.rows[0]?.v).toBe(POSTGRES_MIGRATIONS.length);
  });

  it("migrates once when several processes start together", async () => {
    const url = await running!.freshSchemaUrl();
    const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: url }));
    const versions = await Promise.all(pools.map((pool) => migratePostgres(pool)));
    const count = await pools[0]!.query<{ n: string }>("SELECT count(*) AS n FROM schema_migrations");
    await Promise.all(pools.map((pool) => pool.end()));
    const newest = POSTGRES_MIGRATIONS.length;
    expect([versions, count.rows[0]?.n]).toEqual([[newest, newest, newest], String(newest)]);
  });

  it("refuses a database written by a newer version, saying what to do, and leaves it as it was", async () => {
    const url = await running!.freshSchemaUrl();
    const first = await openPostgresStore({ url });
    await first.saveGuildSettings("g1", { locale: "de" });
    await first.close();
    const pool = new pg.Pool({ connectionString: url });
    await pool.query("INSERT INTO schema_migrations (version, applied_at) VALUES (99, 0)");
    const known = POSTGRES_MIGRATIONS.length;
    await expect(openPostgresStore({ url })).rejects.toThrow(
      `the store was written by a newer version of the bot (schema 99, this version knows up to ${known}): ` +
        "upgrade this process, or restore a backup taken before the upgrade",
    );
    const versions = await pool.query("SELECT max(version) AS v, count(*) AS n FROM schema_migrations");
    const settings = await pool.query("SELECT settings FROM guild_settings");
    await pool.end();
    expect([versions.rows, settings.rows]).toEqual([
      [{ v: 99, n: String(known + 1) }],
      [{ settings: '{"locale":"de"}' }],
    ]);
  });

  it("is what a postgres:// DATABASE_URL opens", async () => {
    const databaseUrl = await running!.freshSchemaUrl();
    const store = await openAsyncStore({ databaseUrl, dataDir: ":memory:" });
    await store.saveGuildSettings("g1", { locale: "ru" });
    await store.close();
    const again = await openPostgresStore({ url: databaseUrl });
    expect(await again.guildSettings("g1")).toEqual({ locale: "ru" });
    await again.close();
  });

  it("never lets claims that ask the pool for more wait for each other forever", async () => {
    // Four connections: one for the lock session, and claims that each look up a now-playing message inside.
    const store = await openPostgresStore({ url: await running!.freshSchemaUrl(), maxConnections: 4 });
    const locks = await store.openReaderLocks();
    const keys = Array.from({ length: 6 }, (_, i) => `panel#${i}`);
    for (const key of keys) await store.commit(key, STATE, [delivery("a")], 1_000);
    const handed = await Promise.all(
      keys.map((key) =>
        store.claim(key, async (deliveries, done) => {
          await store.trackMessage(key, "channel");
          for (const d of deliveries) await done(d.id);
        }),
      ),
    );
    expect(handed).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await store.outboxDepth()).toBe(0);
    await locks?.close();
    await store.close();
  });

  it("keeps Unix-ms times past 32 bits exact", async () => {
    const store = await openPostgresStore({ url: await running!.freshSchemaUrl() });
    await store.commit(KEY, STATE, [delivery("a")], 4_102_444_800_123);
    const [queued] = await store.pending(KEY);
    await store.close();
    expect(queued?.createdAt).toBe(4_102_444_800_123);
  });
});

describeOutboxFleet(running, SKIPPED);
describeReaderLocksFleet(running, SKIPPED);
describeSettingsFleet(running, SKIPPED);
