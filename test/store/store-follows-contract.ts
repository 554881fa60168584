import { afterEach, describe, expect, it } from "vitest";
import type { Follow } from "../../src/follows/follow.js";
import type { LogFields, Logger } from "../../src/log.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { storesOn, type StoreBackend } from "./store-fixtures.js";

const STATION = "http://panel.test:8080#1";
const OTHER_STATION = "http://panel.test:8080#2";

/** A follow of `dj` by user 111 in server g1 on the station, unless told otherwise. */
function follow(dj: string, overrides: Partial<Follow> = {}): Follow {
  return {
    guildId: "g1",
    userId: "111",
    station: STATION,
    dj,
    remindMinutes: null,
    createdAt: 1_700_000_000_000,
    ...overrides,
  };
}

/** Who follows, as [server, user, DJ as written, reminder]. */
const who = (follows: readonly Follow[]) => follows.map((f) => [f.guildId, f.userId, f.dj, f.remindMinutes]);

/** A logger that keeps the warnings it is given. */
function warnings(): { log: Logger; lines: LogFields[] } {
  const lines: LogFields[] = [];
  const log: Logger = {
    debug() {},
    info() {},
    warn: (_message, fields) => void lines.push(fields ?? {}),
    error() {},
  };
  return { log, lines };
}

/** The DJ follows' contract, the same over every store. */
export function describeFollowsContract(backend: StoreBackend): void {
  describe("DJ follows", () => {
    const { database, one } = storesOn(backend);

    it("adds a follow, then changes only its reminder when the same DJ is followed again in other spelling", async () => {
      const store = await one();
      const first = follow("DJ Nova", { remindMinutes: 15 });
      expect(await store.addFollow(first, 10)).toBe("added");
      expect(await store.followsOf("g1", "111")).toEqual([first]);
      const again = follow("  dj   NOVA ", { remindMinutes: 60, createdAt: 1_800_000_000_000 });
      expect(await store.addFollow(again, 10)).toBe("updated");
      // The name as first written and when it was made stay; the reminder is the new one.
      expect(await store.followsOf("g1", "111")).toEqual([{ ...first, remindMinutes: 60 }]);
      expect(await store.addFollow(follow("DJ Nova", { remindMinutes: null }), 10)).toBe("updated");
      expect(who(await store.followsOf("g1", "111"))).toEqual([["g1", "111", "DJ Nova", null]]);
    });

    it("refuses a new follow at the user's limit in a server, and still takes an update and other servers' follows", async () => {
      const store = await one();
      expect(await store.addFollow(follow("A"), 2)).toBe("added");
      expect(await store.addFollow(follow("B", { station: OTHER_STATION }), 2)).toBe("added");
      expect(await store.addFollow(follow("C"), 2)).toBe("limit");
      expect(await store.addFollow(follow("a", { remindMinutes: 30 }), 2)).toBe("updated");
      expect(await store.addFollow(follow("C", { guildId: "g2" }), 2)).toBe("added");
      expect(await store.addFollow(follow("C", { userId: "222" }), 2)).toBe("added");
      expect(who(await store.followsOf("g1", "111"))).toEqual([
        ["g1", "111", "A", 30],
        ["g1", "111", "B", null],
      ]);
      expect(await store.dropFollowsInGuild("g1", "111")).toBe(2);
      expect(await store.addFollow(follow("C"), 2)).toBe("added");
    });

    it("removes a follow by the DJ's name in any case and spacing, on that station and server only", async () => {
      const store = await one();
      await store.addFollow(follow("DJ Nova"), 10);
      await store.addFollow(follow("DJ Nova", { station: OTHER_STATION }), 10);
      await store.addFollow(follow("DJ Nova", { guildId: "g2" }), 10);
      expect(await store.removeFollow("g1", "111", STATION, " dj  NOVA")).toBe(true);
      expect(await store.removeFollow("g1", "111", STATION, "DJ Nova")).toBe(false);
      expect(await store.removeFollow("g1", "222", OTHER_STATION, "DJ Nova")).toBe(false);
      expect((await store.followsOf("g1", "111")).map((f) => f.station)).toEqual([OTHER_STATION]);
      expect(who(await store.followsOf("g2", "111"))).toEqual([["g2", "111", "DJ Nova", null]]);
    });

    it("lists a user's follows in a server by the DJ's folded name", async () => {
      const store = await one();
      for (const dj of ["zed", "DJ Nova", "Alpha", "beta"]) await store.addFollow(follow(dj), 10);
      await store.addFollow(follow("Aaron", { guildId: "g2" }), 10);
      await store.addFollow(follow("Aardvark", { userId: "222" }), 10);
      expect((await store.followsOf("g1", "111")).map((f) => f.dj)).toEqual([
        "Alpha",
        "beta",
        "DJ Nova",
        "zed",
      ]);
      expect(await store.followsOf("g3", "111")).toEqual([]);
    });

    it("finds a DJ's followers in every server by server then user, and none of another station's", async () => {
      const store = await one();
      await store.addFollow(follow("DJ Nova", { guildId: "g2", userId: "333", remindMinutes: 30 }), 10);
      await store.addFollow(follow("dj nova", { guildId: "g1", userId: "222" }), 10);
      await store.addFollow(follow("DJ Nova", { guildId: "g2", userId: "111" }), 10);
      await store.addFollow(follow("DJ Nova", { guildId: "g1", userId: "111" }), 10);
      await store.addFollow(follow("DJ Nova", { userId: "444", station: OTHER_STATION }), 10);
      await store.addFollow(follow("DJ Novak", { userId: "555" }), 10);
      expect(who(await store.djFollowersOf(STATION, "DJ  NOVA"))).toEqual([
        ["g1", "111", "DJ Nova", null],
        ["g1", "222", "dj nova", null],
        ["g2", "111", "DJ Nova", null],
        ["g2", "333", "DJ Nova", 30],
      ]);
      expect(who(await store.djFollowersOf(OTHER_STATION, "dj nova"))).toEqual([
        ["g1", "444", "DJ Nova", null],
      ]);
      expect(await store.djFollowersOf(STATION, "Nobody")).toEqual([]);
    });

    it("lists a station's follows with a reminder, from every server, by DJ then server then user", async () => {
      const store = await one();
      await store.addFollow(follow("DJ Nova", { guildId: "g2", userId: "333", remindMinutes: 30 }), 10);
      await store.addFollow(follow("dj nova", { guildId: "g1", userId: "222", remindMinutes: 15 }), 10);
      await store.addFollow(follow("Alpha", { guildId: "g2", userId: "111", remindMinutes: 60 }), 10);
      await store.addFollow(follow("DJ Nova", { guildId: "g1", userId: "111" }), 10);
      await store.addFollow(
        follow("DJ Nova", { userId: "444", station: OTHER_STATION, remindMinutes: 15 }),
        10,
      );
      expect(who(await store.remindedFollowsOf(STATION))).toEqual([
        ["g2", "111", "Alpha", 60],
        ["g1", "222", "dj nova", 15],
        ["g2", "333", "DJ Nova", 30],
      ]);
      expect(who(await store.remindedFollowsOf(OTHER_STATION))).toEqual([["g1", "444", "DJ Nova", 15]]);
      // A reminder switched off leaves the list; one switched on joins it.
      await store.addFollow(follow("dj nova", { guildId: "g1", userId: "222", remindMinutes: null }), 10);
      await store.addFollow(follow("DJ Nova", { guildId: "g1", userId: "111", remindMinutes: 60 }), 10);
      expect(who(await store.remindedFollowsOf(STATION)).map(([g, u]) => `${g}:${u}`)).toEqual([
        "g2:111",
        "g1:111",
        "g2:333",
      ]);
      expect(await store.remindedFollowsOf("http://elsewhere.test#1")).toEqual([]);
      // Every station followed, each once, in order.
      expect(await store.followedStations()).toEqual([OTHER_STATION, STATION].sort());
    });

    it("forgets a user on every station and server, closed mark and all, and no one else", async () => {
      const store = await one();
      await store.addFollow(follow("A"), 10);
      await store.addFollow(follow("A", { station: OTHER_STATION }), 10);
      await store.addFollow(follow("B", { guildId: "g2" }), 10);
      await store.addFollow(follow("A", { userId: "222" }), 10);
      await store.markDirectMessagesClosed("111", 5);
      await store.markDirectMessagesClosed("222", 5);
      expect(await store.forgetUser("111")).toBe(3);
      expect(await store.forgetUser("111")).toBe(0);
      expect([await store.followsOf("g1", "111"), await store.followsOf("g2", "111")]).toEqual([[], []]);
      expect(who(await store.djFollowersOf(STATION, "A"))).toEqual([["g1", "222", "A", null]]);
      expect([await store.directMessagesClosed("111"), await store.directMessagesClosed("222")]).toEqual([
        false,
        true,
      ]);
    });

    it("drops a user's follows in the server they left, keeping their others and other users'", async () => {
      const store = await one();
      await store.addFollow(follow("A"), 10);
      await store.addFollow(follow("B", { station: OTHER_STATION }), 10);
      await store.addFollow(follow("A", { guildId: "g2" }), 10);
      await store.addFollow(follow("A", { userId: "222" }), 10);
      expect(await store.dropFollowsInGuild("g1", "111")).toBe(2);
      expect(await store.dropFollowsInGuild("g1", "111")).toBe(0);
      expect(who(await store.djFollowersOf(STATION, "a"))).toEqual([
        ["g1", "222", "A", null],
        ["g2", "111", "A", null],
      ]);
    });

    it("marks a user's direct messages closed until cleared, per user", async () => {
      const store = await one();
      expect(await store.directMessagesClosed("111")).toBe(false);
      await store.markDirectMessagesClosed("111", 1_000);
      await store.markDirectMessagesClosed("111", 2_000);
      expect([await store.directMessagesClosed("111"), await store.directMessagesClosed("222")]).toEqual([
        true,
        false,
      ]);
      await store.clearDirectMessagesClosed("111");
      await store.clearDirectMessagesClosed("222");
      expect(await store.directMessagesClosed("111")).toBe(false);
    });

    it("keeps the follows across a restart, and two stores on one database at limit−1 add only one more", async () => {
      const open = await database();
      const first = await open();
      await first.addFollow(follow("A", { remindMinutes: 60 }), 3);
      await first.markDirectMessagesClosed("111", 1);
      await first.close();
      const [a, b] = [await open(), await open()];
      expect(who(await a.followsOf("g1", "111"))).toEqual([["g1", "111", "A", 60]]);
      expect(await b.directMessagesClosed("111")).toBe(true);
      // Rounds of two adds at once, each new, from two stores (two processes, on PostgreSQL) at limit−1.
      for (let round = 0; round < 8; round++) {
        const user = `u${round}`;
        for (const dj of ["A", "B"]) await a.addFollow(follow(dj, { userId: user }), 3);
        const answers = await Promise.all([
          a.addFollow(follow("C", { userId: user }), 3),
          b.addFollow(follow("D", { userId: user }), 3),
        ]);
        expect(answers.toSorted()).toEqual(["added", "limit"]);
        expect(await a.followsOf("g1", user)).toHaveLength(3);
      }
    });
  });

  describe("DJ follows the store cannot read", () => {
    const opened: AsyncBotStore[] = [];
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });

    it("skips and logs a follow with a reminder this version does not offer, which still counts to the limit", async () => {
      const { log, lines } = warnings();
      const open = await backend.fresh({ log });
      const store = await open();
      opened.push(store);
      await store.addFollow(follow("DJ Nova", { remindMinutes: 15 }), 2);
      await backend.sql(
        open,
        `INSERT INTO dj_follow (guild_id, user_id, station, dj, dj_key, remind_minutes, created_at)
         VALUES ('g1', '111', '${STATION}', 'Later', 'later', 45, 1)`,
      );
      expect(who(await store.followsOf("g1", "111"))).toEqual([["g1", "111", "DJ Nova", 15]]);
      expect(await store.djFollowersOf(STATION, "later")).toEqual([]);
      expect(who(await store.remindedFollowsOf(STATION))).toEqual([["g1", "111", "DJ Nova", 15]]);
      expect(await store.addFollow(follow("Third"), 2)).toBe("limit");
      expect(await store.removeFollow("g1", "111", STATION, "LATER")).toBe(true);
      expect(lines).toEqual([{ table: "dj_follow", key: "111", problems: "remind_minutes: invalid_union" }]);
    });
  });
}
