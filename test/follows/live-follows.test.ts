import { afterEach, describe, expect, it } from "vitest";
import { createLiveFollows, oncePerUser } from "../../src/follows/live-follows.js";
import { FOLLOW_OUTBOX, liveEventId } from "../../src/follows/follow-queue.js";
import type { Follow } from "../../src/follows/follow.js";
import { silentLogger } from "../../src/log.js";
import type { LiveDmFacts } from "../../src/render/follow-dm.js";
import { createPanelHandler } from "../../src/simulator/handler.js";
import type { Observation } from "../../src/station/changes.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { inProcessClient, manualClock } from "../support/simulator.js";

const STATION = "http://panel.test:8080#1";
const MIN = 60_000;
const stores: AsyncBotStore[] = [];

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

function follow(guildId: string, userId: string, dj = "DJ Nova"): Follow {
  return { guildId, userId, station: STATION, dj, remindMinutes: null, createdAt: 0 };
}

function onAir(name: string | null): Observation {
  return {
    dj: name === null ? null : { id: 7, name, live: true, image: null },
    track: null,
    stationOnAir: true,
    listenUrl: "http://127.0.0.1:1/stream",
  };
}

async function setup() {
  const clock = manualClock();
  const store = asyncStore(openSqliteStore(":memory:", "auto"));
  stores.push(store);
  const panel = inProcessClient(createPanelHandler({ now: clock.now, lively: false, seed: 5 }), clock.now);
  const rendered: { facts: LiveDmFacts; locale: string }[] = [];
  const make = () =>
    createLiveFollows({
      store,
      panel,
      station: STATION,
      stationName: () => "Radio Test",
      render: (facts, locale) => {
        rendered.push({ facts, locale });
        return { content: `${facts.dj} in ${locale}`, embeds: [], components: [] };
      },
      localeOf: async (guildId) => (guildId === "200" ? "de" : "en"),
      guildName: (guildId) => `server ${guildId}`,
      announcementUrl: async (guildId) => (guildId === "100" ? `https://discord.com/channels/100/5` : null),
      log: silentLogger,
    });
  return { clock, store, make, rendered };
}

describe("createLiveFollows", () => {
  it("queues one message per follower when a followed DJ goes live, in the follower's server's words", async () => {
    const { clock, store, make, rendered } = await setup();
    await store.addFollow(follow("100", "1"), 25);
    await store.addFollow(follow("100", "2"), 25);
    await store.addFollow(follow("200", "3", "dj nova"), 25);
    // The same user from a second server: one message.
    await store.addFollow(follow("200", "1"), 25);
    await store.addFollow(follow("100", "4", "Orion"), 25);
    const live = make();

    expect(await live.observed(onAir("DJ  Nova"), clock.now())).toBe(3);
    const queued = await store.pending(FOLLOW_OUTBOX);
    expect(queued.map((delivery) => delivery.channelId).sort()).toEqual(["100:1", "100:2", "200:3"]);
    expect(new Set(queued.map((delivery) => delivery.eventId))).toEqual(
      new Set([liveEventId(STATION, "dj nova", clock.now())]),
    );
    expect(queued.find((delivery) => delivery.channelId === "200:3")?.message.content).toBe("DJ  Nova in de");
    expect(rendered.map(({ facts }) => facts.announcementUrl)).toEqual([
      "https://discord.com/channels/100/5",
      null,
    ]);
    expect(rendered[0]?.facts).toMatchObject({
      stationName: "Radio Test",
      guildName: "server 100",
      listenUrl: "http://127.0.0.1:1/stream",
      unfollow: { guildId: "100", station: STATION, dj: "DJ  Nova" },
    });
  });

  it("tells a show once: later reads, a second process taking over, a flap shorter than 10 minutes", async () => {
    const { clock, store, make } = await setup();
    await store.addFollow(follow("100", "1"), 25);
    const first = make();
    expect(await first.observed(onAir("DJ Nova"), clock.now())).toBe(1);
    clock.advance(MIN);
    expect(await first.observed(onAir("DJ Nova"), clock.now())).toBe(0);
    // Another process (or this one after a restart) reads the station: the show was told.
    const second = make();
    clock.advance(MIN);
    expect(await second.observed(onAir("DJ Nova"), clock.now())).toBe(0);
    clock.advance(MIN);
    expect(await second.observed(onAir(null), clock.now())).toBe(0);
    clock.advance(9 * MIN);
    expect(await second.observed(onAir("DJ Nova"), clock.now())).toBe(0);
    expect(await store.pending(FOLLOW_OUTBOX)).toHaveLength(1);
  });

  it("tells a new show after 10 minutes off air", async () => {
    const { clock, store, make } = await setup();
    await store.addFollow(follow("100", "1"), 25);
    const live = make();
    await live.observed(onAir("DJ Nova"), clock.now());
    clock.advance(MIN);
    await live.observed(onAir(null), clock.now());
    clock.advance(10 * MIN);
    expect(await live.observed(onAir("DJ Nova"), clock.now())).toBe(1);
    expect(new Set((await store.pending(FOLLOW_OUTBOX)).map((delivery) => delivery.eventId)).size).toBe(2);
  });

  it("ignores the automatic player, a failed read, and DJs nobody follows", async () => {
    const { clock, store, make } = await setup();
    await store.addFollow(follow("100", "1"), 25);
    const live = make();
    expect(await live.observed(null, clock.now())).toBe(0);
    const automatic: Observation = {
      ...onAir(null),
      dj: { id: 1, name: "DJ Nova", live: false, image: null },
    };
    expect(await live.observed(automatic, clock.now())).toBe(0);
    expect(await live.observed(onAir("Someone Else"), clock.now())).toBe(0);
    expect(await store.pending(FOLLOW_OUTBOX)).toEqual([]);
  });

  it("keeps each user's first follow only", () => {
    expect(oncePerUser([follow("1", "a"), follow("2", "a"), follow("2", "b")]).map((f) => f.guildId)).toEqual(
      ["1", "2"],
    );
  });
});
