import { afterEach, describe, expect, it } from "vitest";
import type { LogFields, Logger } from "../../src/log.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { CHANNEL, KEY, STATE, delivery, type StoreBackend } from "./store-fixtures.js";

/** A sealed key as a settings row may hold one: it must never reach the log. */
const SEALED = "v1.k1.c2VjcmV0LWtleS1pbi10aGUtc3RvcmU";

/** A logger that keeps the warnings it is given. */
function warnings(): { log: Logger; lines: { message: string; fields: LogFields }[] } {
  const lines: { message: string; fields: LogFields }[] = [];
  const log: Logger = {
    debug() {},
    info() {},
    warn: (message, fields) => void lines.push({ message, fields: fields ?? {} }),
    error() {},
  };
  return { log, lines };
}

/** What the warnings said about skipped rows: each one's table and key. */
const skipped = (lines: { fields: LogFields }[]) =>
  lines.map(({ fields }) => [fields["table"], fields["key"]]);

/**
 * Rows the store cannot read (a newer version's, during a rolling upgrade of a sharded fleet, or a hand edit) are
 * logged and skipped, never cast and trusted; the rest of the read goes on. The same over every store.
 */
export function describeRowsContract(backend: StoreBackend): void {
  describe("rows the store cannot read", () => {
    const opened: AsyncBotStore[] = [];
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });
    const database = async () => {
      const { log, lines } = warnings();
      const open = await backend.fresh({ log });
      const store = await open();
      opened.push(store);
      return { store, lines, sql: (statement: string) => backend.sql(open, statement) };
    };

    it("reads settings it partly understands for what it does, skips those that are no JSON object, logging the server but never a key", async () => {
      const { store, lines, sql } = await database();
      await store.publishGuilds(
        [0],
        ["g1", "g2", "g3", "g4"].map((guildId) => ({ guildId, shardId: 0, envChannels: [] })),
      );
      await store.saveGuildSettings("g1", { locale: "ru", station: "a" });
      const station = `{"key":"a","url":"http://panel.test","serverId":"one","name":null,"sealedKey":"${SEALED}"}`;
      await sql(`INSERT INTO guild_settings (guild_id, settings) VALUES
        ('g2', '{"station":"a","channels":[{"id":"c1","tracks":"thread"}]}'),
        ('g3', '{"station":"a","stations":[${station}]}'),
        ('g4', 'not json')`);
      expect(await store.guildSettings("g1")).toEqual({ locale: "ru", station: "a" });
      const plain = (settings: unknown) => JSON.parse(JSON.stringify(settings)) as unknown;
      expect(plain(await store.guildSettings("g2"))).toEqual({ station: "a", channels: [] });
      expect(plain(await store.guildSettings("g3"))).toEqual({ station: "a", stations: [] });
      expect(await store.guildSettings("g4")).toBeNull();
      expect([...(await store.fleet()).settings.keys()]).toEqual(["g1", "g2", "g3"]);
      const followers = await store.followersOf({ keys: ["a"], firstOf: null });
      expect(followers.servers.map((s) => s.guildId)).toEqual(["g1", "g2", "g3"]);
      // Each row once, however often it is read again (the fleet's copy reads it at every reload).
      await store.fleet();
      expect(skipped(lines)).toEqual([
        ["guild_settings", "g4"],
        ["fleet_guilds, guild_settings", "g4"],
      ]);
      expect(JSON.stringify(lines)).not.toContain(SEALED);
    });

    it("keeps a setting a newer version saved, so that saving the settings again does not wipe it", async () => {
      const { store, sql } = await database();
      await sql(
        `INSERT INTO guild_settings (guild_id, settings) VALUES ('g1', '{"locale":"ru","quietHours":[1,6]}')`,
      );
      expect(await store.guildSettings("g1")).toEqual({ locale: "ru", quietHours: [1, 6] });
    });

    it("skips a server's row whose .env channels are not a list, and reads the others", async () => {
      const { store, lines, sql } = await database();
      await store.joinGuild({ guildId: "g1", shardId: 0, envChannels: ["c1"] });
      await sql(
        `INSERT INTO fleet_guilds (guild_id, shard_id, env_channels, seen_at) VALUES ('g2', 0, '"c2"', 1)`,
      );
      expect((await store.fleet()).guilds).toEqual([{ guildId: "g1", shardId: 0, envChannels: ["c1"] }]);
      expect(skipped(lines)).toEqual([["fleet_guilds", "g2"]]);
    });

    it("skips a queued message of an unknown shape, delivering the others in their order", async () => {
      const { store, lines, sql } = await database();
      await store.commit(KEY, STATE, [delivery("a")], 1);
      await sql(`INSERT INTO outbox (key, channel_id, event_id, mode, message, created_at)
        VALUES ('${KEY}', '${CHANNEL}', 'odd', 'post', '{"content":"x","embeds":"many"}', 2)`);
      await store.commit(KEY, STATE, [delivery("b")], 3);
      expect((await store.pending(KEY)).map((d) => d.eventId)).toEqual(["a", "b"]);
      const delivered: string[] = [];
      await store.claim(KEY, async (deliveries, done) => {
        for (const d of deliveries) {
          delivered.push(d.eventId);
          await done(d.id);
        }
      });
      expect(delivered).toEqual(["a", "b"]);
      expect(skipped(lines).every(([table]) => table === "outbox")).toBe(true);
      expect(lines.length).toBeGreaterThan(0);
    });

    it("starts afresh from an announcer state of an unknown shape, and reads the other keys' states", async () => {
      const { store, lines, sql } = await database();
      await store.commit(KEY, STATE, [], 1);
      await sql(
        `INSERT INTO announcer_state (key, state, updated_at) VALUES ('other#1', '{"dj":"DJ Nova"}', 1)`,
      );
      expect([await store.loadState(KEY), await store.loadState("other#1")]).toEqual([STATE, null]);
      expect(skipped(lines)).toEqual([["announcer_state", "other#1"]]);
    });

    it("steps a shared state whose saved text is no JSON as one never saved, and saves over it", async () => {
      const { store, lines, sql } = await database();
      await sql(`INSERT INTO announcer_state (key, state, updated_at) VALUES ('dead-air#1', '{"seen":', 1)`);
      const seen: unknown[] = [];
      const keys = { state: "dead-air#1", outbox: KEY };
      const step = (saved: unknown) => {
        seen.push(saved);
        return { state: 1, deliveries: [] };
      };
      expect([await store.commitStep(keys, step, 2), await store.commitStep(keys, step, 3)]).toEqual([0, 0]);
      expect(seen).toEqual([null, 1]);
      expect(skipped(lines)).toEqual([["announcer_state", "dead-air#1"]]);
    });
  });
}
