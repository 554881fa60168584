import { describe, expect, it } from "vitest";
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
  });
}
