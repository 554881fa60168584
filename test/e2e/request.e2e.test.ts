import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type Actor,
  autocomplete,
  callbackOf,
  clickButton,
  runCommand,
  runSubcommand,
} from "../fake-discord/interactions.js";
import { createStationsWorld, SERVERS, type StationsWorld } from "./stations-world.js";
import { createWorld, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
  // The real clock runs in these tests: take out the shows that close requests, so any hour of the week works.
  for (const show of [22, 31]) world.panel.station.editShow(show, { removed: true });
});
afterEach(async () => {
  await world.close();
});

const REQUESTS = { REQUESTS_ENABLED: "true", REQUEST_COOLDOWN_SECONDS: "600" };
type Data = {
  flags?: number;
  embeds?: { description?: string }[];
  components?: { components: { custom_id?: string }[] }[];
};
const dataOf = (callback: { body: { data?: Record<string, unknown> } }) => callback.body.data as Data;
const track = (value: string) => [{ name: "track", type: 3, value }];

describe("/request with the real bot", () => {
  it("is registered only when REQUESTS_ENABLED is true", async () => {
    await world.startBot(REQUESTS);
    const put = world.discord.requests.find((r) => r.method === "PUT" && r.path.endsWith("/commands"));
    expect((put?.body as { name: string }[]).map((c) => c.name)).toContain("request");
  });

  it("suggests requestable songs as the user types", async () => {
    await world.startBot(REQUESTS);
    const callback = await callbackOf(
      world.discord,
      autocomplete(world.discord, "request", "track", "night"),
    );
    expect(callback.body.type).toBe(8);
    const choices = (callback.body.data as { choices: { name: string; value: string }[] }).choices;
    expect(choices).toContainEqual({ name: "The Night Owls — Midnight Frequency (3:34)", value: "500" });
  });

  it("requests a song publicly, then holds the user to the cooldown, also after a restart", async () => {
    const first = await world.startBot(REQUESTS);
    const done = await callbackOf(world.discord, runCommand(world.discord, "request", track("500")));
    expect(done.body.type).toBe(4);
    expect(dataOf(done).flags ?? 0).toBe(0);
    expect(dataOf(done).embeds?.[0]?.description).toContain(
      "**Listener** requested **The Night Owls — Midnight Frequency**",
    );
    expect(done.body.data?.allowed_mentions).toEqual({ parse: [] });
    expect(world.panel.station.requests.map((r) => r.person)).toEqual(["Listener"]);

    await first.stop();
    await world.startBot(REQUESTS);
    const refused = await callbackOf(world.discord, runCommand(world.discord, "request", track("501")));
    expect(dataOf(refused).flags).toBe(64);
    expect(dataOf(refused).embeds?.[0]?.description).toMatch(/You can request again <t:\d+:R>/);
    expect(world.panel.station.requests).toHaveLength(1);
  });

  it("refuses privately what the station will not take, saying why", async () => {
    await world.startBot(REQUESTS);
    world.panel.station.setRequestable(502, false);
    const refused = await callbackOf(world.discord, runCommand(world.discord, "request", track("502")));
    expect(dataOf(refused).flags).toBe(64);
    expect(dataOf(refused).embeds?.[0]?.description).toContain("can't be requested right now");
  });

  it("offers a private list when the typed text matches several songs, and posts the pick publicly", async () => {
    await world.startBot(REQUESTS);
    const list = await callbackOf(world.discord, runCommand(world.discord, "request", track("a")));
    expect(dataOf(list).flags).toBe(64);
    const id = dataOf(list).components?.[0]?.components[0]?.custom_id ?? "";
    const picked = await callbackOf(
      world.discord,
      clickButton(world.discord, id, {
        id: "1",
        channel_id: "600000000000000001",
        flags: 64,
        components: [],
      }),
    );
    expect(picked.body.type).toBe(4);
    expect(dataOf(picked).flags ?? 0).toBe(0);
    expect(dataOf(picked).embeds?.[0]?.description).toContain("**Listener** requested");
    expect(world.panel.station.requests).toHaveLength(1);
  });
});

describe("/request refusals with the real bot", () => {
  const refusalOf = async (value: string, extra: { name: string; type: number; value: unknown }[] = []) => {
    const callback = await callbackOf(
      world.discord,
      runCommand(world.discord, "request", [...track(value), ...extra]),
    );
    expect(dataOf(callback).flags).toBe(64);
    return dataOf(callback).embeds?.[0]?.description ?? "";
  };

  it("says the song was requested too recently (track_blocked)", async () => {
    await world.startBot({ ...REQUESTS, REQUEST_TRACK_TIMEOUT: "3600", REQUEST_COOLDOWN_SECONDS: "0" });
    await callbackOf(world.discord, runCommand(world.discord, "request", track("500")));
    expect(await refusalOf("500")).toContain("requested a short while ago");
  });

  it("says the station holds requests from Discord for a moment (ip_blocked)", async () => {
    await world.startBot({ ...REQUESTS, REQUEST_COOLDOWN_SECONDS: "0" });
    world.panel.station.setIpTimeoutFloor(600);
    await callbackOf(world.discord, runCommand(world.discord, "request", track("500")));
    expect(await refusalOf("501")).toContain("no more requests from Discord");
  });

  it("says when the schedule takes no requests, and when they open again", async () => {
    const now = Date.now();
    const start = Math.floor(now / 1000) * 1000 - 60_000;
    // A show on air now that takes no requests: bring back the one-time festival show and move it onto now. The
    // weekly shows go, so none that takes requests overlaps it at this hour of the week.
    for (const show of [11, 12, 13, 21]) world.panel.station.editShow(show, { removed: true });
    world.panel.station.editShow(31, { removed: false, shiftMs: 0 });
    const festival = world.panel.station
      .grid(now - 8 * 86_400_000, now + 8 * 86_400_000)
      .find((e) => e.id === 31);
    expect(festival).toBeDefined();
    world.panel.station.editShow(31, { shiftMs: start - Number(festival?.start_ts) * 1000 });
    await world.startBot(REQUESTS);
    expect(await refusalOf("500")).toMatch(
      /isn't taking song requests during this show\. Requests open again <t:\d+:R>/,
    );
  });

  it("says nothing was found, and when a shout-out is too long", async () => {
    await world.startBot(REQUESTS);
    expect(await refusalOf("zzz no such song")).toContain("Nothing in the station's library matches");
    expect(await refusalOf("500", [{ name: "message", type: 3, value: "x".repeat(299) }])).toContain(
      "too many",
    );
  });

  it("says the panel failed, privately, and sends nothing", async () => {
    await world.startBot(REQUESTS);
    world.panel.setFault({ kind: "status", status: 503 }, { endpoints: ["track_requests"] });
    expect(await refusalOf("500")).toContain("503");
    expect(world.panel.station.requests).toEqual([]);
  });
});

describe("/request suggestions on a bot of many stations", () => {
  let stations: StationsWorld;
  beforeEach(async () => {
    stations = await createStationsWorld();
  });
  afterEach(async () => {
    await stations.close();
  });

  it("never offers one station's remembered suggestions to a server of another", async () => {
    await stations.startBot({ ...REQUESTS, PUBLIC_BOT: "true", ALLOW_PRIVATE_PANELS: "true" });
    const main = { guildId: SERVERS.main.id, channelId: SERVERS.main.text };
    const second = {
      guildId: SERVERS.second.id,
      channelId: SERVERS.second.text,
      userId: "700000000000000002",
    };
    for (const [actor, server] of [
      [main, 1],
      [second, 2],
    ] as const) {
      const options = [
        { name: "url", type: 3, value: stations.urls.a },
        { name: "server", type: 4, value: server },
      ];
      const preview = await callbackOf(
        stations.discord,
        runSubcommand(stations.discord, "setup", "station", options, actor),
      );
      const id = String(dataOf(preview).components?.[0]?.components[0]?.custom_id);
      const message = { id: stations.discord.newId(), channel_id: actor.channelId, ...dataOf(preview) };
      await callbackOf(stations.discord, clickButton(stations.discord, id, message, actor));
    }
    const choicesOf = async (actor: Actor) =>
      (
        (
          await callbackOf(
            stations.discord,
            autocomplete(stations.discord, "request", "track", "night", actor),
          )
        ).body.data as { choices: unknown[] }
      ).choices;
    expect((await choicesOf(main)).length).toBeGreaterThan(0);
    // Radio Beta's panel fails now: its server must get nothing rather than Radio Alpha's library.
    stations.panelA.setFault({ kind: "status", status: 404 }, { endpoints: ["music"] });
    expect(await choicesOf(second)).toEqual([]);
    expect((await choicesOf(main)).length).toBeGreaterThan(0);
  });
});
