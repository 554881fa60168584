import { describe, expect, it } from "vitest";
import type { NewDelivery } from "../../src/store/store.js";
import { describeClaimContract } from "./store-claim-contract.js";
import { describeFeedContract } from "./store-feed-contract.js";
import { describeFleetContract } from "./store-fleet-contract.js";
import { describeFollowsContract } from "./store-follows-contract.js";
import { describeNewerSettingsContract } from "./store-newer-settings-contract.js";
import { describeRowsContract } from "./store-rows-contract.js";
import { describeSealedKeysContract } from "./store-sealed-keys-contract.js";
import { describeStatsContract } from "./store-stats-contract.js";
import { describeStatsStorageContract } from "./store-stats-storage-contract.js";
import { CHANNEL, KEY, STATE, delivery, storesOn, type StoreBackend } from "./store-fixtures.js";

/** The store contract every implementation meets, through the asynchronous interface. */
export function describeStoreContract(backend: StoreBackend): void {
  const title = `store contract (${backend.name})${backend.skipped ? ` — SKIPPED: ${backend.skipped}` : ""}`;
  describe.skipIf(backend.skipped !== undefined)(title, () => {
    const { database, one } = storesOn(backend);

    it("returns null for a key it has never seen, and the saved state after a commit", async () => {
      const store = await one();
      expect(await store.loadState(KEY)).toBeNull();
      await store.commit(KEY, STATE, [], 1);
      expect(await store.loadState(KEY)).toEqual(STATE);
      expect(await store.loadState("other#1")).toBeNull();
    });

    it("queues deliveries oldest first, once per event and channel, and forgets one when done", async () => {
      const store = await one();
      await store.commit(KEY, STATE, [delivery("a"), delivery("b")], 10);
      await store.commit(KEY, STATE, [delivery("a")], 20);
      const pending = await store.pending(KEY);
      expect(pending.map((d) => [d.eventId, d.createdAt])).toEqual([
        ["a", 10],
        ["b", 10],
      ]);
      expect(pending[0]?.message).toEqual(delivery("a").message);
      await store.done(pending[0]?.id ?? -1);
      expect((await store.pending(KEY)).map((d) => d.eventId)).toEqual(["b"]);
    });

    it("keeps only the newest queued edit of a channel", async () => {
      const store = await one();
      await store.commit(KEY, STATE, [delivery("t1", "edit"), delivery("dj", "post")], 1);
      await store.commit(KEY, STATE, [delivery("t2", "edit")], 2);
      expect((await store.pending(KEY)).map((d) => d.eventId)).toEqual(["dj", "t2"]);
    });

    it("saves neither the state nor any delivery when one delivery cannot be stored", async () => {
      const store = await one();
      await store.commit(KEY, STATE, [delivery("a")], 1);
      // A message that cannot be serialized fails halfway through the transaction, after "c" was queued.
      const broken = { ...delivery("b"), message: { content: 1n } } as unknown as NewDelivery;
      const next = { ...STATE, stationOnAir: false };
      await expect(store.commit(KEY, next, [delivery("c"), broken], 2)).rejects.toThrow();
      expect(await store.loadState(KEY)).toEqual(STATE);
      expect((await store.pending(KEY)).map((d) => d.eventId)).toEqual(["a"]);
      // The failed transaction left the store usable.
      await store.commit(KEY, next, [delivery("c")], 3);
      expect(await store.loadState(KEY)).toEqual(next);
    });

    it("steps a shared state and queues the step's deliveries with it; a step that changes nothing writes nothing", async () => {
      const store = await one();
      const keys = { state: "shared:1", outbox: KEY };
      const seen: unknown[] = [];
      const count = (saved: unknown) => {
        seen.push(saved);
        const n = typeof saved === "number" ? saved + 1 : 1;
        return { state: n, deliveries: [delivery(`step ${n}`)] };
      };
      expect(await store.commitStep(keys, count, 1)).toBe(1);
      expect(await store.commitStep(keys, count, 2)).toBe(1);
      expect(await store.commitStep(keys, () => null, 3)).toBe(0);
      // Queued twice for one channel and event: kept once.
      expect(await store.commitStep(keys, () => ({ state: 2, deliveries: [delivery("step 2")] }), 4)).toBe(1);
      expect(seen).toEqual([null, 1]);
      expect((await store.pending(KEY)).map((d) => d.eventId)).toEqual(["step 1", "step 2"]);
      expect(await store.loadState(KEY)).toBeNull();
    });

    it("remembers and forgets a channel's now-playing message", async () => {
      const store = await one();
      expect(await store.trackMessage(KEY, CHANNEL)).toBeNull();
      await store.setTrackMessage(KEY, CHANNEL, "900");
      await store.setTrackMessage(KEY, CHANNEL, "901");
      expect(await store.trackMessage(KEY, CHANNEL)).toBe("901");
      await store.setTrackMessage(KEY, CHANNEL, null);
      expect(await store.trackMessage(KEY, CHANNEL)).toBeNull();
    });

    it("finds everything again after a restart, and shares it with a second store on the same database", async () => {
      const open = await database();
      const first = await open();
      await first.commit(KEY, STATE, [delivery("a")], 1);
      await first.setTrackMessage(KEY, CHANNEL, "900");
      await first.recordRequest("111", 1_700_000_000_123);
      await first.close();
      const [a, b] = [await open(), await open()];
      expect(await a.loadState(KEY)).toEqual(STATE);
      expect(await a.trackMessage(KEY, CHANNEL)).toBe("900");
      expect(await a.lastRequest("111")).toBe(1_700_000_000_123);
      await b.commit(KEY, STATE, [delivery("b")], 2);
      expect((await a.pending(KEY)).map((d) => d.eventId)).toEqual(["a", "b"]);
    });

    it("remembers each user's last accepted request", async () => {
      const store = await one();
      expect(await store.lastRequest("111")).toBeNull();
      await store.recordRequest("111", 1_000);
      await store.recordRequest("111", 2_000);
      await store.recordRequest("222", 1_500);
      expect([
        await store.lastRequest("111"),
        await store.lastRequest("222"),
        await store.lastRequest("333"),
      ]).toEqual([2_000, 1_500, null]);
    });

    it("keeps each server's scheduled events, soonest first, updated in place and forgotten on request", async () => {
      const store = await one();
      const late = {
        discordId: "e2",
        showId: 7,
        name: "Late Show",
        start: 1_700_007_200_000,
        end: 1_700_010_800_000,
        djName: null,
      };
      const early = {
        discordId: "e1",
        showId: 5,
        name: "Morning",
        start: 1_700_000_000_000,
        end: 1_700_003_600_000,
        djName: "DJ Nova",
      };
      await store.saveEvent("g1", late);
      await store.saveEvent("g1", early);
      await store.saveEvent("g2", { ...early, discordId: "e9" });
      expect(await store.syncedEvents("g1")).toEqual([early, late]);
      const moved = { ...late, name: "Later Show", start: 1_700_008_000_000 };
      await store.saveEvent("g1", moved);
      await store.forgetEvent("g1", "e1");
      expect(await store.syncedEvents("g1")).toEqual([moved]);
      expect((await store.syncedEvents("g2")).map((e) => e.discordId)).toEqual(["e9"]);
    });

    it("keeps each server's settings, the last saved winning", async () => {
      const store = await one();
      expect(await store.guildSettings("g1")).toBeNull();
      await store.saveGuildSettings("g1", { locale: "ru" });
      await store.saveGuildSettings("g1", { locale: "en", pingRoleId: null, stationStatus: false });
      expect(await store.guildSettings("g1")).toEqual({
        locale: "en",
        pingRoleId: null,
        stationStatus: false,
      });
      expect(await store.guildSettings("g2")).toBeNull();
    });

    it("lists the servers' home voice channels, following their settings", async () => {
      const store = await one();
      await store.saveGuildSettings("g2", { voiceChannelId: "v2" });
      await store.saveGuildSettings("g1", { voiceChannelId: "v1", locale: "ru" });
      await store.saveGuildSettings("g3", { locale: "en" });
      expect(await store.voiceHomes()).toEqual([
        { guildId: "g1", channelId: "v1" },
        { guildId: "g2", channelId: "v2" },
      ]);
      await store.saveGuildSettings("g2", { voiceChannelId: null });
      expect(await store.voiceHomes()).toEqual([{ guildId: "g1", channelId: "v1" }]);
    });

    it("counts the outbox over every panel, and takes a write that changes nothing", async () => {
      const store = await one();
      expect(await store.outboxDepth()).toBe(0);
      await store.commit(KEY, STATE, [delivery("a"), delivery("b")], 1);
      await store.commit("other#1", STATE, [delivery("a")], 1);
      await store.checkWritable();
      expect([await store.outboxDepth(), await store.loadState(KEY)]).toEqual([3, STATE]);
    });
  });

  describeClaimContract(backend);
  describeFleetContract(backend);
  describeFeedContract(backend);
  describeSealedKeysContract(backend);
  describeRowsContract(backend);
  describeNewerSettingsContract(backend);
  describeStatsContract(backend);
  describeStatsStorageContract(backend);
  describeFollowsContract(backend);
}
