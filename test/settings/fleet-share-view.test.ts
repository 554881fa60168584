import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../../src/log.js";
import { fleetTargets } from "../../src/settings/fleet-targets.js";
import { createFleetView } from "../../src/settings/fleet-view.js";
import type { FleetChange, FleetView } from "../../src/settings/fleet.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { manyGuildIds } from "../fake-discord/many-guilds.js";

const stores: AsyncBotStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

/** Server `i`'s id: on shard `i % 2` of two. */
const id = (i: number) => manyGuildIds(i).guildId;
const channel = (i: number) => ({ id: `c${i}`, tracks: "off" as const });
const CONFIGURED = ["k1", "k2", "k3"];
const ENV = { channelIds: ["env-9"], tracks: "post" as const, locale: "en" as const, stationStatus: false };

/** The fleet of another process's making, and a view of shard 0 of 2 over it, loaded. */
async function shardZero() {
  const store = asyncStore(openSqliteStore(":memory:"));
  stores.push(store);
  await store.publishGuilds(
    [0],
    [0, 2, 4].map((i) => ({ guildId: id(i), shardId: 0, envChannels: [] })),
  );
  await store.publishGuilds(
    [1],
    [1, 3, 5, 7].map((i) => ({ guildId: id(i), shardId: 1, envChannels: [] })),
  );
  await store.joinGuild({ guildId: id(9), shardId: 1, envChannels: ["env-9"] });
  // Shard 0's servers: one following k2, one with no row yet (its shard has not published it).
  await store.saveGuildSettings(id(0), { station: "k2", channels: [channel(0)] });
  await store.saveGuildSettings(id(6), { locale: "ru" });
  // Shard 1's: k2; the first station by default; k3 chosen; k1 through a channel's own stations.
  await store.saveGuildSettings(id(1), { station: "k2", channels: [channel(1)] });
  await store.saveGuildSettings(id(3), { channels: [channel(3)] });
  await store.saveGuildSettings(id(5), { station: "k3", channels: [channel(5)] });
  await store.saveGuildSettings(id(7), { station: "k3", channels: [{ ...channel(7), stations: ["k1"] }] });
  const view = createFleetView({
    source: store,
    log: silentLogger,
    share: { shardIds: [0], shardCount: 2, configured: () => CONFIGURED },
  });
  await view.load();
  const changes: (readonly string[] | null)[] = [];
  view.onChange((change: FleetChange) => changes.push(change.guildIds));
  return { store, view, changes };
}

const heldOf = (view: FleetView) =>
  [0, 1, 2, 3, 4, 5, 6, 7, 9].filter(
    (i) => view.guild(id(i)) !== undefined || view.guildSettings(id(i)) !== null,
  );
const targetsOf = (view: FleetView, key: string) =>
  fleetTargets(view, { env: ENV, mode: "network", configured: CONFIGURED, localGuildOf: () => null })
    .filter((t) => t.stations?.includes(key))
    .map((t) => t.channelId)
    .sort();

describe("a shard process's share of the fleet", () => {
  it("holds its shard's servers (listed or not) and the .env channels' servers, not the other shards'", async () => {
    const { view } = await shardZero();
    expect(heldOf(view)).toEqual([0, 2, 4, 6, 9]);
    expect([view.held(), view.guildSettings(id(6)), view.guildSettings(id(1))]).toEqual([
      5,
      { locale: "ru" },
      null,
    ]);
    expect(view.guildOfEnvChannel("env-9")).toBe(id(9));
  });

  it("takes in a station's followers on every shard before it is read, and lets them go after", async () => {
    const { view, changes } = await shardZero();
    await view.holdFollowersOf(["k2"]);
    expect([heldOf(view), targetsOf(view, "k2")]).toEqual([
      [0, 1, 2, 4, 6, 9],
      ["c0", "c1"],
    ]);
    // The first station: servers that chose none follow it (server 9's `.env` channel too, held from the start),
    // and a channel that follows it by its own list.
    await view.holdFollowersOf(["k1"]);
    expect([heldOf(view), targetsOf(view, "k1")]).toEqual([
      [0, 1, 2, 3, 4, 6, 7, 9],
      ["c3", "c7", "env-9"],
    ]);
    expect(changes).toEqual([
      [id(0), id(1)],
      [id(3), id(7)],
    ]);
    await view.letGoFollowersOf(["k2"]);
    expect([heldOf(view), targetsOf(view, "k2")]).toEqual([[0, 2, 3, 4, 6, 7, 9], ["c0"]]);
    await view.letGoFollowersOf(["k1"]);
    expect([heldOf(view), view.held()]).toEqual([[0, 2, 4, 6, 9], 5]);
  });

  it("takes in a change elsewhere that makes a server follow a station read here, and drops one that stops", async () => {
    const { store, view } = await shardZero();
    await view.holdFollowersOf(["k3"]);
    expect(heldOf(view)).toEqual([0, 2, 4, 5, 6, 7, 9]);
    // Another process: server 3 moves to k3, server 5 leaves it, server 1 (not followed here) changes language.
    await store.saveGuildSettings(id(3), { station: "k3", channels: [channel(3)] });
    await store.saveGuildSettings(id(5), { station: "k2", channels: [channel(5)] });
    await store.saveGuildSettings(id(1), { station: "k2", locale: "de" });
    await store.saveGuildSettings(id(2), { locale: "uk" });
    await view.catchUp();
    expect(heldOf(view)).toEqual([0, 2, 3, 4, 6, 7, 9]);
    expect([view.guildSettings(id(2)), targetsOf(view, "k3")]).toEqual([{ locale: "uk" }, ["c3"]]);
    expect(view.revision()).toBe(await store.revision());
  });

  it("without shards holds every server, and following stations changes nothing", async () => {
    const { store } = await shardZero();
    const view = createFleetView({ source: store, log: silentLogger });
    await view.load();
    await view.holdFollowersOf(["k2"]);
    await view.letGoFollowersOf(["k2"]);
    expect(heldOf(view)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
  });
});
