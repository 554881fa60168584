import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../../src/log.js";
import type { FleetSource } from "../../src/settings/fleet.js";
import { createFleetView } from "../../src/settings/fleet-view.js";
import { fleetTargets } from "../../src/settings/fleet-targets.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";

const stores: AsyncBotStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

/** A store on a new in-memory database, with the revision checks it answered counted. */
function counted(): { store: AsyncBotStore; checks: () => number } {
  const store = asyncStore(openSqliteStore(":memory:"));
  stores.push(store);
  let checks = 0;
  const revision = store.revision;
  return {
    store: {
      ...store,
      revision: () => {
        checks++;
        return revision();
      },
    },
    checks: () => checks,
  };
}

const ENV = { channelIds: ["env-1"], tracks: "post" as const, locale: "en" as const, stationStatus: false };

describe("the fleet view", () => {
  it("reads what it loaded, and what this process wrote through it, before any refresh", async () => {
    const { store } = counted();
    await store.saveGuildSettings("g1", { locale: "ru", voiceChannelId: "v1" });
    const view = createFleetView({ source: store, log: silentLogger });
    await view.load();
    await view.saveGuildSettings("g2", { voiceChannelId: "v2" });
    await view.publishGuilds([0], [{ guildId: "g1", shardId: 0, envChannels: ["env-1"] }]);
    await view.joinGuild({ guildId: "g2", shardId: 1, envChannels: [] });
    expect(view.guildSettings("g1")).toEqual({ locale: "ru", voiceChannelId: "v1" });
    expect(view.voiceHomes()).toEqual([
      { guildId: "g1", channelId: "v1" },
      { guildId: "g2", channelId: "v2" },
    ]);
    expect([view.guilds().map((g) => g.guildId), view.guildOfEnvChannel("env-1")]).toEqual([
      ["g1", "g2"],
      "g1",
    ]);
    await view.leaveGuild("g2");
    expect([view.guilds().map((g) => g.guildId), await store.guildSettings("g2")]).toEqual([
      ["g1"],
      { voiceChannelId: "v2" },
    ]);
  });

  it("takes in another process's change at the next refresh, asking the revision once a second at most", async () => {
    const { store, checks } = counted();
    let clock = 10_000;
    const view = createFleetView({ source: store, log: silentLogger, now: () => clock });
    await view.load();
    const changes: string[] = [];
    view.onChange(() => changes.push("changed"));
    await view.refresh();
    // Another process (the same database, written past this view).
    await store.saveGuildSettings("g1", { locale: "ru" });
    await Promise.all([view.refresh(), view.refresh(), view.refresh()]);
    expect([view.guildSettings("g1"), checks()]).toEqual([null, 1]);
    clock += 1_000;
    await Promise.all([view.refresh(), view.refresh()]);
    expect([view.guildSettings("g1"), checks(), changes]).toEqual([{ locale: "ru" }, 2, ["changed"]]);
    clock += 1_000;
    await view.refresh();
    expect([checks(), changes.length]).toEqual([3, 1]);
  });

  it("keeps its copy and logs once per failure when the store cannot answer", async () => {
    const { store } = counted();
    const warnings: string[] = [];
    const failing: FleetSource = { ...store, revision: () => Promise.reject(new Error("connection lost")) };
    const view = createFleetView({
      source: failing,
      log: { ...silentLogger, warn: (message) => warnings.push(message) },
    });
    await store.saveGuildSettings("g1", { locale: "ru" });
    await view.load();
    await view.refresh();
    expect([view.guildSettings("g1"), warnings.length]).toEqual([{ locale: "ru" }, 1]);
  });

  it("shows its own write at once, and keeps it through a reload that read the store before the write landed", async () => {
    const { store } = counted();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first reload reads the store, then waits, so the save below is made while it is under way.
    let first = true;
    const view = createFleetView({
      source: {
        ...store,
        fleet: async () => {
          const snapshot = await store.fleet();
          if (first) {
            first = false;
            await held;
          }
          return snapshot;
        },
      },
      log: silentLogger,
    });
    const loading = view.load();
    const saving = view.saveGuildSettings("g1", { locale: "ru" });
    expect(view.guildSettings("g1")).toEqual({ locale: "ru" });
    release();
    await loading;
    expect(view.guildSettings("g1")).toEqual({ locale: "ru" });
    await saving;
    expect(await store.guildSettings("g1")).toEqual({ locale: "ru" });
  });

  it("refuses a write the store refused, leaving the copy as it was", async () => {
    const { store } = counted();
    const view = createFleetView({
      source: { ...store, saveGuildSettings: () => Promise.reject(new Error("read-only")) },
      log: silentLogger,
    });
    await view.load();
    await expect(view.saveGuildSettings("g1", { locale: "ru" })).rejects.toThrow("read-only");
    expect(view.guildSettings("g1")).toBeNull();
  });
});

describe("the fleet view, change by change", () => {
  it("takes in another process's change to one server, moving its .env channel and telling which server changed", async () => {
    const { store } = counted();
    await store.publishGuilds(
      [0],
      [
        { guildId: "g1", shardId: 0, envChannels: ["env-1"] },
        { guildId: "g3", shardId: 0, envChannels: [] },
      ],
    );
    let wholeReads = 0;
    const view = createFleetView({
      source: { ...store, fleet: () => (wholeReads++, store.fleet()) },
      log: silentLogger,
    });
    await view.load();
    const changes: (readonly string[] | null)[] = [];
    view.onChange(({ guildIds }) => changes.push(guildIds));
    // Another process: the channel moves to a new server g2, and g1 saves settings.
    await store.publishGuilds(
      [0],
      [
        { guildId: "g1", shardId: 0, envChannels: [] },
        { guildId: "g2", shardId: 0, envChannels: ["env-1"] },
        { guildId: "g3", shardId: 0, envChannels: [] },
      ],
    );
    await store.saveGuildSettings("g1", { locale: "ru" });
    await view.catchUp();
    expect([
      view.guildOfEnvChannel("env-1"),
      view.guildSettings("g1"),
      view.guilds().map((g) => g.guildId),
    ]).toEqual(["g2", { locale: "ru" }, ["g1", "g2", "g3"]]);
    expect([changes.map((ids) => [...(ids ?? [])].sort()), wholeReads]).toEqual([[["g1", "g2"]], 1]);
    // Told of a revision it has already taken in: nothing is asked.
    await view.catchUp(await store.revision());
    expect(changes).toHaveLength(1);
  });

  it("shares one catch-up among the notices that come while it runs, and takes in what the last of them said", async () => {
    const { store } = counted();
    let asked = 0;
    const view = createFleetView({
      source: { ...store, changesSince: (revision) => (asked++, store.changesSince(revision)) },
      log: silentLogger,
    });
    await view.load();
    await store.saveGuildSettings("g1", { locale: "ru" });
    const first = view.catchUp(1);
    await store.saveGuildSettings("g2", { locale: "en" });
    const second = view.catchUp(2);
    const third = view.catchUp(2);
    await Promise.all([first, second, third]);
    expect([view.guildSettings("g1"), view.guildSettings("g2"), asked]).toEqual([
      { locale: "ru" },
      { locale: "en" },
      2,
    ]);
  });
});

describe("the fleet view's revision", () => {
  it("is the store's revision once loaded, moves when another process's change is taken in, and not at its own write", async () => {
    const { store } = counted();
    await store.saveGuildSettings("g1", { locale: "ru" });
    const view = createFleetView({ source: store, log: silentLogger });
    expect(view.revision()).toBe(-1);
    await view.load();
    const loaded = await store.revision();
    expect(view.revision()).toBe(loaded);
    await view.saveGuildSettings("g2", { locale: "de" });
    expect(view.revision()).toBe(loaded);
    // Another process's change, notified: the copy takes it in (with its own write) and is at the store's revision.
    await store.saveGuildSettings("g1", { locale: "pl" });
    await view.catchUp(await store.revision());
    expect([view.revision(), view.guildSettings("g1")]).toEqual([await store.revision(), { locale: "pl" }]);
    expect(view.revision()).toBeGreaterThan(loaded);
  });
});

describe("the targets of the whole fleet", () => {
  it("covers every shard's servers, placing .env channels where their shard published them", async () => {
    const { store } = counted();
    const view = createFleetView({ source: store, log: silentLogger });
    await view.load();
    await view.publishGuilds([0], [{ guildId: "g0", shardId: 0, envChannels: [] }]);
    await view.publishGuilds([1], [{ guildId: "g1", shardId: 1, envChannels: ["env-1"] }]);
    await view.saveGuildSettings("g0", { channels: [{ id: "c0", tracks: "edit" }], locale: "ru" });
    const targets = fleetTargets(view, {
      env: ENV,
      mode: "network",
      configured: ["a#1", "b#2"],
      localGuildOf: () => null,
    });
    expect(targets.map((t) => [t.channelId, t.tracks, t.locale, t.stations])).toEqual([
      ["c0", "edit", "ru", ["a#1"]],
      ["env-1", "post", "en", ["a#1"]],
    ]);
  });

  it("gives a .env channel no shard has placed yet no station, until its shard publishes its server", async () => {
    const view = createFleetView({ source: counted().store, log: silentLogger });
    await view.load();
    await view.saveGuildSettings("g1", { station: "b#2" });
    const options = {
      env: ENV,
      mode: "network" as const,
      configured: ["a#1", "b#2"],
      localGuildOf: () => null,
    };
    // Not the first station: the server it is in follows another.
    expect(fleetTargets(view, options).map((t) => [t.channelId, t.stations])).toEqual([["env-1", undefined]]);
    await view.publishGuilds([1], [{ guildId: "g1", shardId: 1, envChannels: ["env-1"] }]);
    expect(fleetTargets(view, options).map((t) => [t.channelId, t.stations])).toEqual([["env-1", ["b#2"]]]);
  });
});
