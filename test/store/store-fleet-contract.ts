import { describe, expect, it } from "vitest";
import type { FollowerQuery, ShardShare } from "../../src/settings/fleet.js";
import { inShare, mayFollow } from "../../src/settings/fleet-share.js";
import type { GuildSettings } from "../../src/settings/guild-settings.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { storesOn, type StoreBackend } from "./store-fixtures.js";

const guild = (guildId: string, shardId: number, envChannels: string[] = []) => ({
  guildId,
  shardId,
  envChannels,
});

/** The fleet's contract (every shard's servers, every server's settings, one revision), the same over every store. */
export function describeFleetContract(backend: StoreBackend): void {
  describe("the fleet", () => {
    const { database, one } = storesOn(backend);

    it("starts empty at revision 0", async () => {
      const store = await one();
      expect(await store.fleet()).toEqual({ revision: 0, guilds: [], settings: new Map() });
      expect(await store.revision()).toBe(0);
    });

    it("replaces only the published shards' servers, keeping the other shards'", async () => {
      const store = await one();
      await store.publishGuilds([0], [guild("g1", 0, ["c1"]), guild("g2", 0)]);
      await store.publishGuilds([1], [guild("g3", 1, ["c3", "c4"])]);
      await store.publishGuilds([0], [guild("g2", 0), guild("g4", 0)]);
      expect((await store.fleet()).guilds).toEqual([
        guild("g2", 0),
        guild("g3", 1, ["c3", "c4"]),
        guild("g4", 0),
      ]);
      await store.publishGuilds([0, 1], []);
      expect((await store.fleet()).guilds).toEqual([]);
    });

    it("adds, moves and forgets one server, keeping its settings when it leaves", async () => {
      const store = await one();
      await store.joinGuild(guild("g1", 0, ["c1"]));
      await store.joinGuild(guild("g1", 2, ["c1", "c2"]));
      await store.saveGuildSettings("g1", { locale: "ru" });
      expect((await store.fleet()).guilds).toEqual([guild("g1", 2, ["c1", "c2"])]);
      await store.leaveGuild("g1");
      await store.leaveGuild("never-joined");
      const fleet = await store.fleet();
      expect([fleet.guilds, fleet.settings]).toEqual([[], new Map([["g1", { locale: "ru" }]])]);
    });

    it("bumps the revision with every write to servers or settings, and the snapshot carries it", async () => {
      const store = await one();
      const revisions = [await store.revision()];
      await store.saveGuildSettings("g1", { locale: "ru" });
      revisions.push(await store.revision());
      await store.publishGuilds([0], [guild("g1", 0)]);
      revisions.push(await store.revision());
      await store.joinGuild(guild("g2", 0));
      revisions.push(await store.revision());
      await store.leaveGuild("g2");
      revisions.push(await store.revision());
      await store.recordRequest("111", 1);
      await store.commit(
        "k#1",
        { dj: null, track: null, stationOnAir: true, pendingDj: null, pendingOffAir: null },
        [],
        1,
      );
      revisions.push(await store.revision());
      expect(revisions).toEqual([0, 1, 2, 3, 4, 4]);
      expect((await store.fleet()).revision).toBe(4);
    });

    it("shows a write of one process to another on the same database, with a newer revision", async () => {
      const open = await database();
      const [a, b] = [await open(), await open()];
      const before = await b.fleet();
      await a.saveGuildSettings("g1", { channels: [{ id: "c9", tracks: "post" }] });
      await a.joinGuild(guild("g1", 1));
      expect(await b.revision()).toBeGreaterThan(before.revision);
      const after = await b.fleet();
      expect([after.guilds, after.settings.get("g1")]).toEqual([
        [guild("g1", 1)],
        { channels: [{ id: "c9", tracks: "post" }] },
      ]);
    });

    it("publishes thousands of servers in one call", async () => {
      const store = await one();
      const many = Array.from({ length: 3_000 }, (_, i) => guild(`g${String(i).padStart(5, "0")}`, i % 2));
      await store.publishGuilds([0, 1], many);
      const fleet = await store.fleet();
      expect([fleet.guilds.length, fleet.guilds[2_999]]).toEqual([3_000, many[2_999]]);
    });

    describeShareContract(one);
  });
}

/** A real snowflake on `shard` of 4 (Discord's `(id >> 22) % count`); `n` orders them, as ids of one length. */
const onShard = (shard: number, n: number) =>
  String(((720_720_000_000n + BigInt(n * 4 + shard)) << 22n) + 1n);
const station = (key: string) => ({ key, url: "http://panel.test", serverId: 1, name: null });
/** Settings as a tampered database may hold them: the stores skip them, and their queries never fail on them. */
const untrusted = (value: unknown) => value as GuildSettings;

function describeShareContract(one: () => Promise<AsyncBotStore>): void {
  it("holds a share: its shards' rows, gone shards', .env channels', and the settings its ids put on it", async () => {
    const store = await one();
    const share: ShardShare = { shardIds: [1, 3], shardCount: 4 };
    const own = onShard(1, 0);
    const ownToo = onShard(3, 1);
    const other = onShard(0, 2);
    const gone = onShard(2, 3);
    const env = onShard(2, 4);
    const moved = onShard(3, 5);
    const unlisted = onShard(1, 6);
    const unlistedOther = onShard(2, 7);
    const top = "18446744073709551615"; // 2^64 - 1, the largest snowflake: on shard 3 of 4
    const tooLong = "123456789012345678901"; // 21 digits: no snowflake
    await store.publishGuilds(
      [0, 1, 2, 3],
      [guild(own, 1), guild(ownToo, 3), guild(other, 0), guild(env, 2, ["c1"])],
    );
    await store.publishGuilds([7], [guild(gone, 7), guild(moved, 0), guild("guild-y", 1)]);
    const ids = [own, other, gone, env, moved, unlisted, unlistedOther, top, tooLong, "guild-x", "guild-y"];
    for (const [i, id] of ids.entries()) await store.saveGuildSettings(id, { locale: i % 2 ? "ru" : "en" });
    const fleet = await store.fleet();
    const held = await store.fleetShare(share);
    expect(held.guilds).toEqual([
      guild(own, 1),
      guild(ownToo, 3),
      guild(gone, 7),
      guild(env, 2, ["c1"]),
      guild("guild-y", 1),
    ]);
    // `moved` is listed under shard 0 (before a reshard, say): its settings are held by its id, its row is not.
    expect([...held.settings.keys()]).toEqual([top, own, gone, env, moved, unlisted, "guild-y"]);
    const listed = new Map(fleet.guilds.map((g) => [g.guildId, g]));
    expect([...held.settings.keys()]).toEqual(
      [...fleet.settings.keys()].filter((id) => inShare(share, id, listed.get(id))),
    );
    expect([held.revision, held.settings.get(moved)]).toEqual([
      await store.revision(),
      fleet.settings.get(moved),
    ]);
  });

  it("finds the listed servers whose settings may follow the stations, reading settings of a shape it cannot read for what it understands", async () => {
    const store = await one();
    const settings: GuildSettings[] = [
      { station: "a" },
      {},
      { station: "z" },
      { station: "c" },
      { station: "c", channels: [{ id: "x", tracks: "post", stations: ["b"] }] },
      { station: "c", stations: [station("b")] },
      untrusted({ station: "c", channels: "x", stations: [1] }),
      untrusted({
        station: "c",
        channels: [null, 1, { stations: "a" }, { stations: [1, "q"] }],
        stations: [null, "a"],
      }),
      untrusted({ station: 5, stations: [{ key: 2 }, { key: ["a"] }] }),
    ];
    const understood: GuildSettings[] = [
      ...settings.slice(0, 6),
      { station: "c", stations: [] },
      { station: "c", channels: [], stations: [] },
      { stations: [] },
    ];
    const ids = settings.map((_, i) => onShard(i % 4, i));
    await store.publishGuilds(
      [0, 1, 2, 3],
      [...ids, onShard(0, 99)].map((id, i) => guild(id, i % 4)),
    );
    for (const [i, id] of ids.entries()) await store.saveGuildSettings(id, settings[i]!);
    await store.saveGuildSettings(onShard(1, 98), { station: "a" }); // no shard lists it
    const follows = async (query: FollowerQuery) => {
      const answer = await store.followersOf(query);
      // The last three are read for what this version understands of them (the SQL filter must not fail on them).
      const expected = ids.filter((_, i) => mayFollow(understood[i]!, query));
      expect(answer.servers.map((s) => s.guildId)).toEqual(expected);
      expect(answer.revision).toBe(await store.revision());
      return answer.servers.map((s) => ids.indexOf(s.guildId));
    };
    expect(await follows({ keys: ["a", "b"], firstOf: null })).toEqual([0, 4, 5]);
    expect(await follows({ keys: ["a", "b"], firstOf: ["a", "c"] })).toEqual([0, 1, 2, 4, 5, 8]);
    expect(await follows({ keys: ["q", "1", "2"], firstOf: null })).toEqual([]);
    expect(await follows({ keys: [], firstOf: [] })).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const [first] = (await store.followersOf({ keys: ["c"], firstOf: null })).servers;
    expect(first).toEqual({ guildId: ids[3], guild: guild(ids[3]!, 3), settings: settings[3] });
  });

  it("reads settings holding \\u0000 and a lone surrogate (JSON that PostgreSQL's jsonb refuses)", async () => {
    const store = await one();
    const odd = { station: "c", stations: [station("x\u0000\ud800")] };
    await store.publishGuilds([0], [guild("g1", 0), guild("g2", 0)]);
    await store.saveGuildSettings("g1", odd);
    await store.saveGuildSettings("g2", { station: "a" });
    const { servers } = await store.followersOf({ keys: ["c"], firstOf: null });
    expect(servers).toEqual([{ guildId: "g1", guild: guild("g1", 0), settings: odd }]);
  });
}
