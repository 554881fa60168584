import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { AnnouncerState } from "../../src/station/changes.js";
import { availableDrivers, openDatabase } from "../../src/store/open-database.js";
import type { SqlDriverName } from "../../src/store/sql.js";
import { SQLITE_MIGRATIONS, sqliteSchemaVersion } from "../../src/store/sqlite-migrations.js";
import { DATABASE_FILE, openSqliteStore } from "../../src/store/sqlite-store.js";
import type { BotStore, NewDelivery } from "../../src/store/store.js";

const KEY = "http://panel.test:8080#1";
const CHANNEL = "111111111111111111";
const folders: string[] = [];
const opened: { close(): void }[] = [];

afterEach(() => {
  for (const handle of opened.splice(0)) handle.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "radio-bot-store-"));
  folders.push(dir);
  return dir;
}

function open(dir: string, driver: SqlDriverName): BotStore {
  const store = openSqliteStore(dir, driver);
  opened.push(store);
  return store;
}

const STATE: AnnouncerState = {
  dj: { id: 3, name: "DJ Nova", live: true, image: null },
  track: { id: 41, startedAt: 1_700_000_000_000 },
  stationOnAir: true,
  pendingDj: null,
  pendingOffAir: null,
};

function delivery(eventId: string, mode: "post" | "edit" = "post", channelId = CHANNEL): NewDelivery {
  return { channelId, eventId, mode, message: { content: `event ${eventId}`, embeds: [], components: [] } };
}

describe.each(availableDrivers())("SQLite store (%s)", (driver) => {
  it("returns null for a key it has never seen, and the saved state after a commit", () => {
    const store = open(":memory:", driver);
    expect(store.loadState(KEY)).toBeNull();
    store.commit(KEY, STATE, [], 1);
    expect(store.loadState(KEY)).toEqual(STATE);
    expect(store.loadState("other#1")).toBeNull();
  });

  it("queues deliveries oldest first, once per event and channel, and forgets one when done", () => {
    const store = open(":memory:", driver);
    store.commit(KEY, STATE, [delivery("a"), delivery("b")], 10);
    store.commit(KEY, STATE, [delivery("a")], 20);
    const pending = store.pending(KEY);
    expect(pending.map((d) => [d.eventId, d.createdAt])).toEqual([
      ["a", 10],
      ["b", 10],
    ]);
    expect(pending[0]?.message).toEqual(delivery("a").message);
    store.done(pending[0]?.id ?? -1);
    expect(store.pending(KEY).map((d) => d.eventId)).toEqual(["b"]);
  });

  it("keeps only the newest queued edit of a channel", () => {
    const store = open(":memory:", driver);
    store.commit(KEY, STATE, [delivery("t1", "edit"), delivery("dj", "post")], 1);
    store.commit(KEY, STATE, [delivery("t2", "edit")], 2);
    expect(store.pending(KEY).map((d) => d.eventId)).toEqual(["dj", "t2"]);
  });

  it("saves neither the state nor any delivery when one delivery cannot be stored", () => {
    const store = open(":memory:", driver);
    store.commit(KEY, STATE, [delivery("a")], 1);
    // A message that cannot be serialized fails halfway through the transaction, after "c" was queued.
    const broken = { ...delivery("b"), message: { content: 1n } } as unknown as NewDelivery;
    const next = { ...STATE, stationOnAir: false };
    expect(() => store.commit(KEY, next, [delivery("c"), broken], 2)).toThrow();
    expect(store.loadState(KEY)).toEqual(STATE);
    expect(store.pending(KEY).map((d) => d.eventId)).toEqual(["a"]);
    // The failed transaction left the connection usable.
    store.commit(KEY, next, [delivery("c")], 3);
    expect(store.loadState(KEY)).toEqual(next);
  });

  it("remembers and forgets a channel's now-playing message", () => {
    const store = open(":memory:", driver);
    expect(store.trackMessage(KEY, CHANNEL)).toBeNull();
    store.setTrackMessage(KEY, CHANNEL, "900");
    store.setTrackMessage(KEY, CHANNEL, "901");
    expect(store.trackMessage(KEY, CHANNEL)).toBe("901");
    store.setTrackMessage(KEY, CHANNEL, null);
    expect(store.trackMessage(KEY, CHANNEL)).toBeNull();
  });

  it("creates the file on first start and finds everything again after a restart", () => {
    const dir = join(dataDir(), "nested", "data");
    const first = openSqliteStore(dir, driver);
    first.commit(KEY, STATE, [delivery("a")], 1);
    first.setTrackMessage(KEY, CHANNEL, "900");
    first.close();
    expect(existsSync(join(dir, DATABASE_FILE))).toBe(true);

    const second = open(dir, driver);
    expect(second.loadState(KEY)).toEqual(STATE);
    expect(second.pending(KEY).map((d) => d.eventId)).toEqual(["a"]);
    expect(second.trackMessage(KEY, CHANNEL)).toBe("900");
  });

  it("lets two connections of one process share a file: neither holds a lock between its writes", () => {
    const dir = dataDir();
    const a = open(dir, driver);
    const b = open(dir, driver);
    a.commit(KEY, STATE, [delivery("a")], 1);
    expect(b.loadState(KEY)).toEqual(STATE);
    b.commit(KEY, STATE, [delivery("b")], 2);
    expect(a.pending(KEY).map((d) => d.eventId)).toEqual(["a", "b"]);
  });

  it("refuses a database written by a newer version, saying what to do, and leaves it as it was", () => {
    const dir = dataDir();
    open(dir, driver).saveGuildSettings("g1", { locale: "de" });
    const db = openDatabase(join(dir, DATABASE_FILE), driver);
    db.exec("PRAGMA user_version = 99");
    db.close();
    const known = SQLITE_MIGRATIONS.length;
    expect(() => openSqliteStore(dir, driver)).toThrow(
      `the store was written by a newer version of the bot (schema 99, this version knows up to ${known}): ` +
        "upgrade this process, or restore a backup taken before the upgrade",
    );
    const after = openDatabase(join(dir, DATABASE_FILE), driver);
    opened.push(after);
    expect([sqliteSchemaVersion(after), after.prepare("SELECT settings FROM guild_settings").all()]).toEqual([
      99,
      [{ settings: '{"locale":"de"}' }],
    ]);
  });
});

describe.runIf(availableDrivers().length > 1)("one file, every driver", () => {
  it("opens a file that the other driver wrote, in either direction", () => {
    const dir = dataDir();
    const [first, second] = availableDrivers() as [SqlDriverName, SqlDriverName];
    const a = openSqliteStore(dir, first);
    a.commit(KEY, STATE, [delivery("a")], 1);
    a.close();
    const b = openSqliteStore(dir, second);
    expect(b.loadState(KEY)).toEqual(STATE);
    b.commit(KEY, STATE, [delivery("b")], 2);
    b.close();
    const c = open(dir, first);
    expect(c.pending(KEY).map((d) => d.eventId)).toEqual(["a", "b"]);
  });

  it("opens a file an older bot left in WAL mode, with changes still in its WAL, on every driver", () => {
    for (const driver of availableDrivers()) {
      const dir = dataDir();
      const path = join(dir, DATABASE_FILE);
      const old = openSqliteStore(dir, "node:sqlite");
      old.close();
      // An older bot (better-sqlite3) ran in WAL mode; a crash leaves committed rows only in the -wal file.
      const crashed = openDatabase(path, "node:sqlite");
      crashed.exec("PRAGMA journal_mode = WAL");
      crashed.exec("PRAGMA wal_autocheckpoint = 0");
      crashed.exec(
        `INSERT INTO announcer_state (key, state, updated_at) VALUES ('${KEY}', '${JSON.stringify(STATE)}', 1)`,
      );
      const crashDir = dataDir();
      copyFileSync(path, join(crashDir, DATABASE_FILE));
      copyFileSync(`${path}-wal`, join(crashDir, `${DATABASE_FILE}-wal`));
      crashed.close();

      const store = open(crashDir, driver);
      expect(store.loadState(KEY), driver).toEqual(STATE);
    }
  });
});

describe("the WebAssembly driver's lock folder", () => {
  it("is cleared at once when a process that died holding it left it behind", () => {
    const dir = dataDir();
    open(dir, "wasm").close();
    // Just left: no live process holds the file (its owner record is gone), so the folder is a dead one's.
    const lock = join(dir, `${DATABASE_FILE}.lock`);
    mkdirSync(lock);
    const store = open(dir, "wasm");
    store.commit(KEY, STATE, [], 1);
    expect(store.loadState(KEY)).toEqual(STATE);
    expect(existsSync(lock)).toBe(false);
  });
});

describe.each(availableDrivers())("request cooldowns (%s)", (driver) => {
  it("remember each user's last accepted request across a restart", () => {
    const dir = dataDir();
    const first = openSqliteStore(dir, driver);
    expect(first.lastRequest("111")).toBeNull();
    first.recordRequest("111", 1_000);
    first.recordRequest("111", 2_000);
    first.recordRequest("222", 1_500);
    first.close();
    const second = open(dir, driver);
    expect([second.lastRequest("111"), second.lastRequest("222"), second.lastRequest("333")]).toEqual([
      2_000,
      1_500,
      null,
    ]);
  });
});

describe.each(availableDrivers())("home voice channels (%s)", (driver) => {
  it("lists every server's home channel after a restart, and forgets one turned off", () => {
    const dir = dataDir();
    const first = openSqliteStore(dir, driver);
    first.saveGuildSettings("801", { locale: "ru", voiceChannelId: "701" });
    first.saveGuildSettings("802", { voiceChannelId: "702" });
    first.saveGuildSettings("803", { stationStatus: true });
    first.saveGuildSettings("802", { voiceChannelId: null });
    first.close();
    const second = open(dir, driver);
    expect(second.voiceHomes()).toEqual([{ guildId: "801", channelId: "701" }]);
    expect(second.guildSettings("801")).toEqual({ locale: "ru", voiceChannelId: "701" });
  });

  it("upgrades a file from before voice (schema 4) and keeps its settings", () => {
    const dir = dataDir();
    openSqliteStore(dir, driver).close();
    // Back to the schema of the version before voice, with a server's settings in it.
    const db = openDatabase(join(dir, DATABASE_FILE), driver);
    db.exec(`DROP TABLE fleet_changes;
      DROP TABLE fleet_guilds;
      DROP TABLE settings_revision;
      DROP INDEX guild_settings_voice;
      ALTER TABLE guild_settings DROP COLUMN voice_channel_id;
      INSERT INTO guild_settings VALUES ('801', '{"locale":"ru"}');
      PRAGMA user_version = 4;`);
    db.close();
    const store = open(dir, driver);
    expect(store.guildSettings("801")).toEqual({ locale: "ru" });
    expect(store.voiceHomes()).toEqual([]);
    store.saveGuildSettings("801", { locale: "ru", voiceChannelId: "701" });
    expect(store.voiceHomes()).toEqual([{ guildId: "801", channelId: "701" }]);
  });

  it("upgrades a file from before the fleet (schema 5): its settings are in the fleet, at revision 0", () => {
    const dir = dataDir();
    openSqliteStore(dir, driver).close();
    const db = openDatabase(join(dir, DATABASE_FILE), driver);
    db.exec(`DROP TABLE fleet_changes;
      DROP TABLE fleet_guilds;
      DROP TABLE settings_revision;
      INSERT INTO guild_settings (guild_id, settings) VALUES ('801', '{"locale":"ru"}');
      PRAGMA user_version = 5;`);
    db.close();
    const store = open(dir, driver);
    expect(store.fleet()).toEqual({
      revision: 0,
      guilds: [],
      settings: new Map([["801", { locale: "ru" }]]),
    });
    store.joinGuild({ guildId: "801", shardId: 0, envChannels: [] }, 1);
    expect(store.revision()).toBe(1);
  });
});

describe.each(availableDrivers())("rows of a type SQLite let into a column (%s)", (driver) => {
  it("are skipped and logged: a scheduled event and a request cooldown, the valid rows read as before", () => {
    const dir = dataDir();
    const warned: unknown[] = [];
    const log = {
      debug() {},
      info() {},
      error() {},
      warn: (_: string, fields?: object) => void warned.push(fields),
    };
    const store = openSqliteStore(dir, driver, { log });
    opened.push(store);
    const event = { discordId: "e1", showId: 5, name: "Morning", start: 1_000, end: 2_000, djName: null };
    store.saveEvent("g1", event);
    store.recordRequest("111", 1_500);
    const db = openDatabase(join(dir, DATABASE_FILE), driver);
    db.exec(`INSERT INTO scheduled_event (guild_id, discord_id, show_id, name, start_ms, end_ms, dj_name)
      VALUES ('g1', 'e2', 'five', 'Late', 3000, 4000, NULL);
      INSERT INTO request_cooldown (user_id, requested_at) VALUES ('222', 'soon');`);
    db.close();
    expect(store.syncedEvents("g1")).toEqual([event]);
    expect([store.lastRequest("111"), store.lastRequest("222")]).toEqual([1_500, null]);
    expect(warned).toEqual([
      { table: "scheduled_event", key: "e2", problems: "show_id: invalid_union" },
      { table: "request_cooldown", key: "222", problems: "requested_at: invalid_union" },
    ]);
  });
});

describe.each(availableDrivers())("DJ follows (%s)", (driver) => {
  const follow = {
    guildId: "801",
    userId: "111",
    station: KEY,
    dj: "DJ Nova",
    remindMinutes: 30,
    createdAt: 1_700_000_000_000,
  } as const;

  it("upgrades a file from before the follows (schema 8), keeping its data, and follows after", () => {
    const dir = dataDir();
    openSqliteStore(dir, driver).close();
    const db = openDatabase(join(dir, DATABASE_FILE), driver);
    db.exec(`DROP TABLE dj_follow;
      DROP TABLE dj_follow_closed;
      INSERT INTO guild_settings (guild_id, settings) VALUES ('801', '{"locale":"ru"}');
      INSERT INTO request_cooldown (user_id, requested_at) VALUES ('111', 1500);
      PRAGMA user_version = 8;`);
    db.close();
    const store = open(dir, driver);
    expect([store.guildSettings("801"), store.lastRequest("111")]).toEqual([{ locale: "ru" }, 1_500]);
    expect(store.addFollow(follow, 5)).toBe("added");
    store.markDirectMessagesClosed("111", 2_000);
    store.close();
    const again = open(dir, driver);
    expect([again.followsOf("801", "111"), again.directMessagesClosed("111")]).toEqual([[follow], true]);
    const check = openDatabase(join(dir, DATABASE_FILE), driver);
    opened.push(check);
    expect(sqliteSchemaVersion(check)).toBe(SQLITE_MIGRATIONS.length);
  });

  it("skips and logs follows and closed marks of a type SQLite let in, reading the valid rows as before", () => {
    const dir = dataDir();
    const warned: unknown[] = [];
    const log = { debug() {}, info() {}, error() {}, warn: (_: string, f?: object) => void warned.push(f) };
    const store = openSqliteStore(dir, driver, { log });
    opened.push(store);
    store.addFollow(follow, 5);
    const db = openDatabase(join(dir, DATABASE_FILE), driver);
    db.exec(`INSERT INTO dj_follow (guild_id, user_id, station, dj, dj_key, remind_minutes, created_at)
      VALUES ('801', '222', '${KEY}', 'DJ Nova', 'dj nova', NULL, 'soon'),
        ('801', '333', '${KEY}', 'DJ Nova', 'dj nova', '15', 1);
      INSERT INTO dj_follow_closed (user_id, closed_at) VALUES ('444', 'later');`);
    db.close();
    // '15' in an INTEGER column is stored as the number 15: SQLite's affinity, a valid row.
    expect(store.djFollowersOf(KEY, "dj nova").map((f) => [f.userId, f.remindMinutes])).toEqual([
      ["111", 30],
      ["333", 15],
    ]);
    expect(store.directMessagesClosed("444")).toBe(false);
    expect(warned).toEqual([
      { table: "dj_follow", key: "222", problems: "created_at: invalid_union" },
      { table: "dj_follow_closed", key: "444", problems: "closed_at: invalid_union" },
    ]);
  });
});
