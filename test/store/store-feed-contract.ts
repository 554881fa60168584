import { describe, expect, it } from "vitest";
import { fleetWatcher } from "../../src/boot/storage.js";
import { silentLogger } from "../../src/log.js";
import { createFleetView } from "../../src/settings/fleet-view.js";
import type { FleetGuild, FleetSource } from "../../src/settings/fleet.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { storesOn, type StoreBackend } from "./store-fixtures.js";

const guild = (guildId: string, shardId = 0, envChannels: string[] = []): FleetGuild => ({
  guildId,
  shardId,
  envChannels,
});

/** What a process asked of the store for its fleet view. */
interface Asked {
  /** Whole reads (`fleet()`). */
  wholeReads: number;
  /** The revisions `changesSince` was asked from, in order. */
  since: number[];
  /** The servers `changesSince` answered with, over every call. */
  serversRead: number;
}

/**
 * One process of the bot as far as its fleet goes: a view over `store` (with what it asks counted), listening as
 * the bot does (`fleetWatcher`) where the store can; `deaf` drops the notifications it hears.
 */
async function processOn(store: AsyncBotStore) {
  const asked: Asked = { wholeReads: 0, since: [], serversRead: 0 };
  const source: FleetSource = {
    ...store,
    fleet: () => {
      asked.wholeReads++;
      return store.fleet();
    },
    changesSince: async (revision) => {
      asked.since.push(revision);
      const changes = await store.changesSince(revision);
      if (changes.kind === "changes") asked.serversRead += changes.servers.length;
      return changes;
    },
  };
  let clock = 10_000;
  const view = createFleetView({ source, log: silentLogger, now: () => clock });
  await view.load();
  const waiting: { guildId: string; resolve: () => void }[] = [];
  view.onChange(({ guildIds }) => {
    for (const w of [...waiting]) {
      if (guildIds === null || guildIds.includes(w.guildId)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    }
  });
  const heard = { notices: 0, dropped: 0, errors: 0, deaf: false };
  const wired = fleetWatcher(view, silentLogger);
  const watch = await store.watchFleet({
    notice: (revision) => {
      heard.notices++;
      if (heard.deaf) heard.dropped++;
      else wired.notice(revision);
    },
    listening: () => wired.listening(),
    error: () => heard.errors++,
  });
  return {
    view,
    asked,
    heard,
    /** Whether this store tells of changes at once (PostgreSQL); else only `refresh` finds them (SQLite). */
    listening: watch !== null,
    /** Resolves once the view has taken in a change of this server. */
    changeOf: (guildId: string) => new Promise<void>((resolve) => waiting.push({ guildId, resolve })),
    /** The periodic revision check, a second after the last. */
    refresh: () => {
      clock += 1_000;
      return view.refresh();
    },
  };
}

/** Sees a change made elsewhere: heard at once where the store tells of it, else at the next revision check. */
async function seen(p: Awaited<ReturnType<typeof processOn>>, guildId: string, write: () => Promise<void>) {
  const change = p.changeOf(guildId);
  await write();
  if (!p.listening) await p.refresh();
  await change;
}

/** A test's own say in when a broken listening connection is opened again. */
function pauses() {
  const asked: ((release: () => void) => void)[] = [];
  const pending: (() => void)[] = [];
  return {
    wait: () =>
      new Promise<void>((resolve) => {
        const next = asked.shift();
        if (next) next(resolve);
        else pending.push(resolve);
      }),
    /** Resolves, with the way to end it, when the listener asks to pause. */
    next: () =>
      new Promise<() => void>((resolve) => {
        const waiting = pending.shift();
        if (waiting) resolve(waiting);
        else asked.push(resolve);
      }),
  };
}

/** The incremental change feed, the same over every store: a change reaches another process as that server alone. */
export function describeFeedContract(backend: StoreBackend): void {
  describe("the fleet's change feed", () => {
    const { database, one } = storesOn(backend);

    it("answers the servers changed since a revision, each as it is now, and none for a publish that changed none", async () => {
      const store = await one();
      await store.publishGuilds([0], [guild("g1"), guild("g2", 0, ["c2"])]);
      const start = await store.revision();
      await store.saveGuildSettings("g1", { locale: "ru" });
      await store.joinGuild(guild("g3", 1));
      await store.leaveGuild("g2");
      await store.publishGuilds([1], [guild("g3", 1)]);
      const changes = await store.changesSince(start);
      expect(
        changes.kind === "changes" && [...changes.servers].sort((a, b) => (a.guildId < b.guildId ? -1 : 1)),
      ).toEqual([
        { guildId: "g1", guild: guild("g1"), settings: { locale: "ru" } },
        { guildId: "g2", guild: null, settings: null },
        { guildId: "g3", guild: guild("g3", 1), settings: null },
      ]);
      const latest = await store.revision();
      expect([changes.kind === "changes" && changes.revision, await store.changesSince(latest)]).toEqual([
        latest,
        { kind: "changes", revision: latest, servers: [] },
      ]);
      await store.publishGuilds([1], [guild("g3", 1)]);
      expect(await store.changesSince(latest)).toEqual({
        kind: "changes",
        revision: latest + 1,
        servers: [],
      });
    });

    it("brings another process's /setup to a process as that server alone, never re-reading every server", async () => {
      const open = await database();
      const writer = await open();
      await writer.publishGuilds(
        [0],
        Array.from({ length: 1_000 }, (_, i) => guild(`g${String(i).padStart(4, "0")}`)),
      );
      const reader = await processOn(await open());
      await seen(reader, "g0500", () => writer.saveGuildSettings("g0500", { locale: "ru" }));
      await seen(reader, "g2000", () => writer.joinGuild(guild("g2000", 3)));
      expect([reader.view.guildSettings("g0500"), reader.view.guilds().length]).toEqual([
        { locale: "ru" },
        1_001,
      ]);
      // One whole read (the load), and each change read alone.
      expect([reader.asked.wholeReads, reader.asked.serversRead]).toEqual([1, 2]);
    });

    it("finds a change whose notification was missed at the next revision check", async () => {
      const open = await database();
      const writer = await open();
      const reader = await processOn(await open());
      reader.heard.deaf = true;
      const change = reader.changeOf("g1");
      await writer.saveGuildSettings("g1", { locale: "ru" });
      expect(reader.view.guildSettings("g1")).toBeNull();
      await reader.refresh();
      await change;
      expect([reader.view.guildSettings("g1"), reader.asked.wholeReads, reader.asked.serversRead]).toEqual([
        { locale: "ru" },
        1,
        1,
      ]);
    });

    it("catches up from the revision it last saw when it listens again after its connection broke", async () => {
      const reconnect = pauses();
      const open = await database({ reconnectWait: reconnect.wait });
      const writer = await open();
      const reader = await processOn(await open());
      await seen(reader, "g1", () => writer.saveGuildSettings("g1", { locale: "ru" }));
      const lastSeen = await writer.revision();
      const back = reader.changeOf("g2");
      if (reader.listening) {
        // The listener's session ends as a network failure would end it; changes are made while it is away.
        const paused = reconnect.next();
        await backend.breakListeners?.();
        const release = await paused;
        await writer.saveGuildSettings("g2", { locale: "en" });
        await writer.joinGuild(guild("g3"));
        expect([reader.view.guildSettings("g2"), reader.heard.errors]).toEqual([null, 1]);
        release();
      } else {
        // Nothing to listen to (SQLite): what listening again does, by hand.
        await writer.saveGuildSettings("g2", { locale: "en" });
        await writer.joinGuild(guild("g3"));
        await reader.view.catchUp();
      }
      await back;
      await reader.view.catchUp(await writer.revision());
      expect([reader.view.guildSettings("g2"), reader.view.guilds().map((g) => g.guildId)]).toEqual([
        { locale: "en" },
        ["g3"],
      ]);
      expect([reader.asked.since.includes(lastSeen), reader.asked.wholeReads]).toEqual([true, 1]);
    });

    it("reads everything again when the changes since its revision were pruned, and says so to the caller", async () => {
      const open = await database({ changesKept: 2 });
      const writer = await open();
      const reader = await processOn(await open());
      reader.heard.deaf = true;
      for (let i = 0; i < 6; i++) await writer.saveGuildSettings(`g${i}`, { locale: "ru" });
      expect(await writer.changesSince(0)).toEqual({ kind: "reload" });
      expect(await writer.changesSince(-1)).toEqual({ kind: "reload" });
      await reader.refresh();
      expect([
        reader.view.guildSettings("g0"),
        reader.view.guildSettings("g5"),
        reader.asked.wholeReads,
      ]).toEqual([{ locale: "ru" }, { locale: "ru" }, 2]);
      // Recent changes are still there, server by server.
      const recent = await writer.changesSince((await writer.revision()) - 1);
      expect(recent.kind === "changes" && recent.servers.map((s) => s.guildId)).toEqual(["g5"]);
    });
  });
}
