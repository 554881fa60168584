import { afterAll, describe, expect, it } from "vitest";
import { fleetTargetIndex } from "../../src/announcer/fleet-target-index.js";
import { soleStation } from "../../src/announcer/station-targets.js";
import { deadAirAlerts } from "../../src/features/dead-air.js";
import type { ReadyParts } from "../../src/features/feature.js";
import { silentLogger } from "../../src/log.js";
import { createFleetView } from "../../src/settings/fleet-view.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import type { DeadAirListener } from "../../src/voice/station-voice.js";
import { startTestPostgres } from "../support/test-postgres.js";

const server = await startTestPostgres();
const running = "skipped" in server ? null : server;
const SKIPPED = "skipped" in server ? ` — SKIPPED: ${server.skipped}` : "";

const ONE = "http://127.0.0.1:1#1";
const TWO = "http://127.0.0.1:1#2";
const configured = [ONE, TWO];
/** Servers whose ids put them on shard 0 and on shard 1 of two (`(id >> 22) % 2`). */
const ON_SHARD_0 = String(2n << 22n);
const ON_SHARD_1 = String(3n << 22n);
const ALSO_ON_SHARD_1 = String(5n << 22n);
/** Each server's announce channel: the first two follow station TWO, the third station ONE. */
const CHANNEL_OF: Record<string, string> = {
  [ON_SHARD_0]: "900",
  [ON_SHARD_1]: "901",
  [ALSO_ON_SHARD_1]: "902",
};
const SHARD_OF: Record<string, number> = { [ON_SHARD_0]: 0, [ON_SHARD_1]: 1, [ALSO_ON_SHARD_1]: 1 };

/** Every post request Discord got, as "channel title" (a repeat shows twice: nothing here drops it). */
const posts: string[] = [];
const rest = {
  post: (route: string, options: { body: { embeds?: { title?: string }[] } }) => {
    const channel = /\/channels\/(\d+)\/messages/.exec(route)?.[1] ?? route;
    posts.push(`${channel} ${options.body.embeds?.[0]?.title ?? ""}`);
    return Promise.resolve({ id: String(posts.length) });
  },
};

const stores: AsyncBotStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.close();
  await running?.stop();
});

/** One shard process of a bot of two on the database: its share of the fleet, its targets, its dead-air alerts. */
async function shardProcess(url: string, shardId: number) {
  const store = await openPostgresStore({ url });
  stores.push(store);
  const now = () => 1_700_000_000_000;
  const log = silentLogger;
  const share = { shardIds: [shardId], shardCount: 2, configured: () => configured };
  const fleet = createFleetView({ source: store, log, now, share });
  await fleet.load();
  const localGuildOf = (channelId: string) => {
    const guildId = Object.keys(CHANNEL_OF).find((id) => CHANNEL_OF[id] === channelId);
    return guildId !== undefined && SHARD_OF[guildId] === shardId ? guildId : null;
  };
  const config = {
    voice: { deadAirSeconds: 30 },
    stations: { mode: "network" as const },
    announce: { channelIds: [], tracks: "off" as const, locale: "en" as const, stationStatus: true },
  };
  const options = { env: config.announce, mode: config.stations.mode, configured, localGuildOf };
  let listener: DeadAirListener = () => undefined;
  const parts = {
    config,
    log,
    now,
    store,
    fleet,
    configured,
    shard: { ids: [shardId], count: 2, position: shardId },
    targets: fleetTargetIndex(fleet, options, soleStation(configured, "network")),
    registry: { get: () => ({ name: "Radio Two" }) },
    client: { rest },
    channels: { guildOf: localGuildOf, nameOf: (id: string) => `#${id}` },
    voice: { onDeadAir: (told: DeadAirListener) => void (listener = told) },
  };
  const started = await deadAirAlerts(parts as unknown as ReadyParts);
  return {
    /** The station's pipeline in this process reports a change of its dead air. */
    hears: (station: string, change: Parameters<DeadAirListener>[1]) => listener(station, change),
    /** Waits for what it was told so far to be handled (stopping waits for the reports in flight). */
    settled: async () => void (await started?.stop()),
  };
}

/** Two shard processes on a fresh database whose servers (two on shard 1) have saved their stations. */
async function fleetOfTwo() {
  const url = await running!.freshSchemaUrl();
  const setup = await openPostgresStore({ url });
  await setup.publishGuilds([0], [{ guildId: ON_SHARD_0, shardId: 0, envChannels: [] }]);
  await setup.publishGuilds(
    [1],
    [ON_SHARD_1, ALSO_ON_SHARD_1].map((guildId) => ({ guildId, shardId: 1, envChannels: [] })),
  );
  for (const guildId of Object.keys(CHANNEL_OF)) {
    const station = guildId === ALSO_ON_SHARD_1 ? ONE : TWO;
    await setup.saveGuildSettings(guildId, {
      channels: [{ id: CHANNEL_OF[guildId]!, tracks: "off" }],
      station,
    });
  }
  await setup.close();
  posts.length = 0;
  return [await shardProcess(url, 0), await shardProcess(url, 1)] as const;
}

const DEAD = "🔇 Dead air on Radio Two";
const BACK = "🔊 The sound is back on Radio Two";

describe.skipIf(!running)(`dead air in a fleet of shard processes on PostgreSQL${SKIPPED}`, () => {
  it("reaches a server on another shard once, and so does the sound coming back, when one process plays it", async () => {
    const [a] = await fleetOfTwo();
    a.hears(TWO, "dead-air");
    await a.settled();
    expect(posts.toSorted()).toEqual([`900 ${DEAD}`, `901 ${DEAD}`]);
    a.hears(TWO, "sound-back");
    await a.settled();
    expect(posts.toSorted()).toEqual([`900 ${DEAD}`, `901 ${DEAD}`, `900 ${BACK}`, `901 ${BACK}`].toSorted());
  });

  it("tells each server once when both processes play the station and hear the same silence", async () => {
    const [a, b] = await fleetOfTwo();
    a.hears(TWO, "dead-air");
    b.hears(TWO, "dead-air");
    await Promise.all([a.settled(), b.settled()]);
    expect(posts.toSorted()).toEqual([`900 ${DEAD}`, `901 ${DEAD}`]);
    b.hears(TWO, "sound-back");
    a.hears(TWO, "sound-back");
    await Promise.all([a.settled(), b.settled()]);
    expect(posts.filter((post) => post.endsWith(BACK)).toSorted()).toEqual([`900 ${BACK}`, `901 ${BACK}`]);
    expect(posts).toHaveLength(4);
  });

  it("tells the next silence again, once", async () => {
    const [a, b] = await fleetOfTwo();
    for (const change of ["dead-air", "sound-back", "dead-air"] as const) {
      b.hears(TWO, change);
      a.hears(TWO, change);
      await Promise.all([a.settled(), b.settled()]);
    }
    expect(posts.filter((post) => post.endsWith(DEAD))).toHaveLength(4);
    expect(posts.filter((post) => post.endsWith(BACK))).toHaveLength(2);
  });
});
