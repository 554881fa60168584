import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { autocomplete, callbackOf, runCommand, runSubcommand } from "../fake-discord/interactions.js";
import type { RunningBot } from "../../src/main.js";
import { createStationsWorld, SERVERS, type StationsWorld } from "./stations-world.js";
import { ANNOUNCE_CHANNELS } from "./world.js";

let world: StationsWorld;
beforeEach(async () => {
  world = await createStationsWorld();
});
afterEach(async () => {
  await world.close();
});

const CHAT = ANNOUNCE_CHANNELS[1]?.id ?? "";
type Actor = { guildId: string; channelId: string };
const inServer = (server: { id: string; text: string }): Actor => ({
  guildId: server.id,
  channelId: server.text,
});

const ask = async (name: string, options: { name: string; type: number; value: unknown }[], actor: Actor) =>
  (await callbackOf(world.discord, runCommand(world.discord, name, options, actor))).body;
const setup = async (sub: string, options: { name: string; type: number; value: unknown }[], actor: Actor) =>
  (await callbackOf(world.discord, runSubcommand(world.discord, "setup", sub, options, actor))).body;
const postsIn = (id: string) =>
  world.discord.requests.filter((r) => r.method === "POST" && r.path === `/channels/${id}/messages`);
const onAirTitle = (station: typeof world.stations.alpha) => {
  const [entry] = station.history("http://x").filter((e) => e.jingle_id === null);
  return String(entry?.title);
};
const handleOf = (bot: RunningBot, name: string) => {
  const station = bot.stations.stationsOf(null).find((s) => s.name === name);
  if (!station) throw new Error(`no station ${name}`);
  return station.handle;
};

describe("a network: several stations of one panel (PANEL_SERVER_ID=all)", () => {
  it("registers a station option, reads each station by it or by the server's choice, and autocompletes names", async () => {
    const bot = await world.startBot({ PANEL_URL: world.panelA.url, PANEL_SERVER_ID: "all" });
    const put = world.discord.requests.find((r) => r.method === "PUT" && r.path.endsWith("/commands"));
    const defined = put?.body as {
      name: string;
      options?: { name: string; options?: { name: string }[] }[];
    }[];
    expect(defined.find((c) => c.name === "nowplaying")?.options?.map((o) => o.name)).toEqual(["station"]);
    const setupDefinition = defined.find((c) => c.name === "setup");
    expect(setupDefinition?.options?.map((o) => o.name)).toContain("station");
    expect(
      setupDefinition?.options?.find((o) => o.name === "announce")?.options?.map((o) => o.name),
    ).toContain("station");

    const alpha = onAirTitle(world.stations.alpha);
    const beta = onAirTitle(world.stations.beta);
    expect(alpha).not.toBe(beta);
    const main = inServer(SERVERS.main);
    expect(JSON.stringify((await ask("nowplaying", [], main)).data)).toContain(alpha);
    const betaHandle = handleOf(bot, "Radio Beta");
    const chosen = await ask("nowplaying", [{ name: "station", type: 3, value: betaHandle }], main);
    expect(JSON.stringify(chosen.data)).toContain(beta);
    // The song finder reads the station chosen.
    const word = beta.split(" ")[0] ?? "";
    const search = [
      { name: "search", type: 3, value: word },
      { name: "station", type: 3, value: betaHandle },
    ];
    expect(JSON.stringify((await ask("history", search, main)).data)).toContain(beta);
    // A DJ is followed on the station chosen, and the list names each follow's station.
    const followIn = async (sub: string, options: { name: string; type: number; value: unknown }[]) =>
      (await callbackOf(world.discord, runSubcommand(world.discord, "follow", sub, options, main))).body;
    const [alphaDj, betaDj] = [world.stations.alpha, world.stations.beta].map((s) =>
      String(s.djs("http://x").at(-1)?.["name"]),
    );
    await followIn("add", [{ name: "dj", type: 3, value: alphaDj }]);
    await followIn("add", [
      { name: "dj", type: 3, value: betaDj },
      { name: "station", type: 3, value: betaHandle },
    ]);
    const listed = JSON.stringify((await followIn("list", [])).data);
    for (const text of [alphaDj, betaDj, "Radio Alpha", "Radio Beta"]) expect(listed).toContain(text);

    const choices = await callbackOf(
      world.discord,
      autocomplete(world.discord, "nowplaying", "station", "", main),
    );
    expect(choices.body).toEqual({
      type: 8,
      data: {
        choices: [
          { name: "Radio Alpha", value: handleOf(bot, "Radio Alpha") },
          { name: "Radio Beta", value: betaHandle },
        ],
      },
    });

    const unknown = await ask("nowplaying", [{ name: "station", type: 3, value: "Radio Omega" }], main);
    expect(unknown.data).toMatchObject({ flags: 64 });
    expect(JSON.stringify(unknown.data)).toContain("no station “Radio Omega”");

    // The second server picks Radio Beta as its own station: its commands read Beta, the main server's still Alpha.
    const second = inServer(SERVERS.second);
    const picked = await setup("station", [{ name: "station", type: 3, value: betaHandle }], second);
    expect(JSON.stringify(picked.data)).toContain("Radio Beta");
    expect(JSON.stringify((await ask("nowplaying", [], second)).data)).toContain(beta);
    expect(JSON.stringify((await ask("nowplaying", [], main)).data)).toContain(alpha);
  });

  it("posts each station's announcements in exactly the channels that follow it, reading each station once a run", async () => {
    const bot = await world.startBot({
      PANEL_URL: world.panelA.url,
      PANEL_SERVER_ID: "1,2",
      ANNOUNCE_CHANNEL_IDS: "",
    });
    const main = inServer(SERVERS.main);
    const second = inServer(SERVERS.second);
    const betaHandle = handleOf(bot, "Radio Beta");
    await setup("announce", [{ name: "channel", type: 7, value: SERVERS.main.text }], main);
    await setup(
      "announce",
      [
        { name: "channel", type: 7, value: CHAT },
        { name: "station", type: 3, value: betaHandle },
      ],
      main,
    );
    await setup("station", [{ name: "station", type: 3, value: betaHandle }], second);
    await setup("announce", [{ name: "channel", type: 7, value: SERVERS.second.text }], second);
    // The first read of each station only records what is on air.
    await bot.announcer?.runNow();

    world.stations.alpha.setLiveDj("DJ Nova");
    const betaReads = () =>
      world.panelA.requests.filter((r) => r.endpoint === "djs" && r.query.server === "2").length;
    const before = betaReads();
    await bot.announcer?.runNow();
    expect(betaReads() - before).toBe(1);
    expect(postsIn(SERVERS.main.text)).toHaveLength(1);
    expect(postsIn(CHAT)).toHaveLength(0);
    expect(postsIn(SERVERS.second.text)).toHaveLength(0);

    world.stations.beta.setLiveDj("Маша Эфир");
    await bot.announcer?.runNow();
    expect(postsIn(SERVERS.main.text)).toHaveLength(1);
    expect(postsIn(CHAT)).toHaveLength(1);
    expect(postsIn(SERVERS.second.text)).toHaveLength(1);
    expect(postsIn(SERVERS.third.text)).toHaveLength(0);
    // Two channels follow Beta, and Beta was read once for both.
    expect(betaReads() - before).toBe(2);
    const shown = JSON.stringify((await setup("show", [], main)).data);
    expect(shown).toContain("This server's station");
    expect(shown).toContain(`<#${CHAT}> → Radio Beta`);
    expect(shown).toContain(`<#${SERVERS.main.text}> → Radio Alpha`);
  });

  it("checks the station /setup check's station option names, else the server's own", async () => {
    const bot = await world.startBot({ PANEL_URL: world.panelA.url, PANEL_SERVER_ID: "all" });
    world.stations.beta.setLiveDj("DJ Nova");
    const main = inServer(SERVERS.main);
    const chosen = await setup(
      "check",
      [{ name: "station", type: 3, value: handleOf(bot, "Radio Beta") }],
      main,
    );
    expect(JSON.stringify(chosen.data)).toContain("DJ Nova");
    const own = await setup("check", [], main);
    expect(JSON.stringify(own.data)).toContain("The station is on air.");
    expect(JSON.stringify(own.data)).not.toContain("DJ Nova");
  });

  it("keeps each server's scheduled events in step with its own station's shows", async () => {
    const bot = await world.startBot({
      PANEL_URL: world.panelA.url,
      PANEL_SERVER_ID: "all",
      SCHEDULE_EVENTS: "true",
    });
    // The sync at start (every server on Alpha, the first station) is over before the second server picks Beta.
    await bot.events?.runNow();
    await setup(
      "station",
      [{ name: "station", type: 3, value: handleOf(bot, "Radio Beta") }],
      inServer(SERVERS.second),
    );
    const grids = () =>
      world.panelA.requests.filter((r) => r.endpoint === "grid").map((r) => r.query.server ?? "");
    const before = grids().length;
    const report = await bot.events?.runNow();
    expect(report).not.toBeNull();
    // One schedule read per station in use: Alpha (the main and third servers) and Beta (the second).
    expect(grids().slice(before).sort()).toEqual(["1", "2"]);
    const created = (guildId: string) =>
      world.discord.requests.filter(
        (r) => r.method === "POST" && r.path === `/guilds/${guildId}/scheduled-events`,
      ).length;
    expect(created(SERVERS.main.id)).toBeGreaterThan(0);
    expect(created(SERVERS.second.id)).toBeGreaterThan(0);
  });
});
