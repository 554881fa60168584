import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE } from "../../src/store/sqlite-store.js";
import { callbackOf, clickButton, runCommand, runSubcommand } from "../fake-discord/interactions.js";
import { createStationsWorld, PANEL_B_KEY, SERVERS, type StationsWorld } from "./stations-world.js";
import { VOICE_RUNS } from "./voice-world.js";
import { memoryLog } from "./world.js";

let world: StationsWorld;
beforeEach(async () => {
  world = await createStationsWorld();
});
afterEach(async () => {
  await world.close();
});

const SECRET_KEY = "a-long-secret-for-sealing-keys-0123456789";
type Actor = { guildId: string; channelId: string; locale?: string };
type Option = { name: string; type: number; value: unknown };
type Data = {
  flags?: number;
  embeds?: { title?: string; description?: string; fields?: { name: string; value: string }[] }[];
  components?: { components: { custom_id?: string }[] }[];
};
const inServer = (server: { id: string; text: string }): Actor => ({
  guildId: server.id,
  channelId: server.text,
});
const ask = async (name: string, options: Option[], actor: Actor) =>
  (await callbackOf(world.discord, runCommand(world.discord, name, options, actor))).body;
const station = async (options: Option[], actor: Actor) => {
  const body = (
    await callbackOf(world.discord, runSubcommand(world.discord, "setup", "station", options, actor))
  ).body;
  return body.data as Data;
};
const address = (url: string, server = 1, key?: string): Option[] => [
  { name: "url", type: 3, value: url },
  { name: "server", type: 4, value: server },
  ...(key ? [{ name: "key", type: 3, value: key }] : []),
];
const save = async (preview: Data, actor: Actor) => {
  const customId = String(preview.components?.[0]?.components[0]?.custom_id);
  expect(customId).toMatch(/^setup:save:/);
  const message = { id: world.discord.newId(), channel_id: actor.channelId, ...preview };
  return (await callbackOf(world.discord, clickButton(world.discord, customId, message, actor))).body;
};
const onAirTitle = (s: typeof world.stations.alpha) =>
  String(s.history("http://x").filter((e) => e.jingle_id === null)[0]?.title);

describe("a public bot: each Discord server sets its own station", () => {
  it("previews a station privately, saves it only on Save, seals its key, and serves each server its own", async () => {
    const log = memoryLog();
    const env = {
      PUBLIC_BOT: "true",
      ALLOW_PRIVATE_PANELS: "true",
      SECRET_KEY,
      MAX_STATIONS: "3",
      STATIONS_PER_SERVER: "1",
    };
    let bot = await world.startBot(env, log);
    const [main, second, third] = [inServer(SERVERS.main), inServer(SERVERS.second), inServer(SERVERS.third)];

    const none = await ask("nowplaying", [], main);
    expect(none.data).toMatchObject({ flags: 64 });
    expect(JSON.stringify(none.data)).toContain("/setup station");

    const preview = await station(address(world.urls.a), main);
    expect(preview.flags).toBe(64);
    expect(preview.embeds?.[0]?.title).toContain("Radio Alpha");
    expect(preview.embeds?.[0]?.description).toContain(onAirTitle(world.stations.alpha));
    expect(preview.embeds?.[0]?.fields?.find((f) => f.name === "API key")?.value).toBe("none");
    // Nothing is saved until Save is pressed.
    expect(JSON.stringify((await ask("nowplaying", [], main)).data)).toContain("/setup station");
    const saved = await save(preview, main);
    expect(saved.type).toBe(7);
    expect(JSON.stringify(saved.data)).toContain("Saved");
    expect(JSON.stringify((await ask("nowplaying", [], main)).data)).toContain(
      onAirTitle(world.stations.alpha),
    );

    await save(await station(address(world.urls.a, 2), second), second);
    expect(JSON.stringify((await ask("nowplaying", [], second)).data)).toContain(
      onAirTitle(world.stations.beta),
    );

    // Panel B needs a key: without it the panel's 403 is shown; with it the preview says only "set".
    const refused = await station(address(world.urls.b), third);
    expect(JSON.stringify(refused)).toContain("403");
    expect(refused.components ?? []).toHaveLength(0);
    const keyed = await station(address(world.urls.b, 1, PANEL_B_KEY), third);
    expect(keyed.embeds?.[0]?.fields?.find((f) => f.name === "API key")?.value).toBe("set");
    expect(JSON.stringify(keyed)).not.toContain(PANEL_B_KEY);
    await save(keyed, third);
    expect(JSON.stringify((await ask("nowplaying", [], third)).data)).toContain(
      onAirTitle(world.stations.gamma),
    );
    expect(world.panelB.requests.at(-1)?.apiKey).toBe(PANEL_B_KEY);

    // The total limit: a fourth station is refused before the panel is asked anything.
    const asked = world.panelA.requests.length;
    const full = await station(address(world.urls.a, 3), main);
    expect(JSON.stringify(full)).toContain("as many stations as it can");
    expect(world.panelA.requests.length).toBe(asked);

    // Announcements: each server's channel follows its own station.
    for (const actor of [main, second, third])
      await callbackOf(
        world.discord,
        runSubcommand(
          world.discord,
          "setup",
          "announce",
          [{ name: "channel", type: 7, value: actor.channelId }],
          actor,
        ),
      );
    await bot.announcer?.runNow();
    world.stations.gamma.setLiveDj("DJ Nova");
    await bot.announcer?.runNow();
    const postsIn = (id: string) =>
      world.discord.requests.filter((r) => r.method === "POST" && r.path === `/channels/${id}/messages`)
        .length;
    expect([postsIn(main.channelId), postsIn(second.channelId), postsIn(third.channelId)]).toEqual([0, 0, 1]);

    // The key is sealed at rest and never logged; after a restart every server still has its station.
    await bot.stop();
    const file = readFileSync(join(world.dataDir, DATABASE_FILE));
    expect(file.includes(Buffer.from(PANEL_B_KEY))).toBe(false);
    expect(file.includes(Buffer.from("v1."))).toBe(true);
    expect(log.lines.join("\n")).not.toContain(PANEL_B_KEY);
    bot = await world.startBot(env, log);
    expect(JSON.stringify((await ask("nowplaying", [], third)).data)).toContain(
      onAirTitle(world.stations.gamma),
    );
    expect(JSON.stringify((await ask("nowplaying", [], main)).data)).toContain(
      onAirTitle(world.stations.alpha),
    );

    // A server removes its station: its commands say how to set one again; the others keep theirs.
    const gamma = bot.stations.stationsOf(SERVERS.third.id)[0]?.handle;
    const removed = await station(
      [
        { name: "station", type: 3, value: gamma },
        { name: "remove", type: 5, value: true },
      ],
      third,
    );
    expect(JSON.stringify(removed)).toContain("no longer a station of this server");
    expect(JSON.stringify((await ask("nowplaying", [], third)).data)).toContain("/setup station");
    expect(JSON.stringify((await ask("nowplaying", [], second)).data)).toContain(
      onAirTitle(world.stations.beta),
    );
  });

  it("registers /radio where voice runs (every mode plays the server's station), and /setup show says so", async () => {
    await world.startBot({ PUBLIC_BOT: "true" });
    const put = world.discord.requests.find((r) => r.method === "PUT" && r.path.endsWith("/commands"));
    const names = (put?.body as { name: string }[]).map((c) => c.name);
    expect(names).toContain("setup");
    expect(names.includes("radio")).toBe(VOICE_RUNS);
    const shown = (
      await callbackOf(
        world.discord,
        runSubcommand(world.discord, "setup", "show", [], inServer(SERVERS.main)),
      )
    ).body.data as Data;
    expect(shown.embeds?.[0]?.fields?.find((f) => f.name === "Home voice channel (24/7)")?.value).toMatch(
      VOICE_RUNS ? /set with \/setup radio/ : /voice needs Node\.js 22\.12/,
    );
  });

  it("refuses private addresses (literal, odd forms, names that resolve to loopback) with a plain reason and sends them nothing", async () => {
    await world.startBot({ PUBLIC_BOT: "true" });
    const main = inServer(SERVERS.main);
    const port = new URL(world.panelA.url).port;
    const before = world.panelA.requests.length;
    for (const url of [
      `http://127.0.0.1:${port}`,
      `http://2130706433:${port}`,
      `http://0x7f.1:${port}`,
      `http://[::ffff:127.0.0.1]:${port}`,
      world.urls.a,
    ]) {
      const answer = await station(address(url), main);
      expect(answer.flags).toBe(64);
      expect(answer.embeds?.[0]?.description).toContain("private, local or reserved network");
      expect(answer.embeds?.[0]?.description).not.toContain("127.0.0.1");
    }
    expect(world.lookups).toContain("panel-a.test");
    const scheme = await station(address("ftp://panel-a.test/"), main);
    expect(scheme.embeds?.[0]?.description).toContain("Only http:// and https://");
    // Without SECRET_KEY a key is refused, with the reason, before anything else.
    const keyed = await station(address(world.urls.a, 1, "some-key"), main);
    expect(keyed.embeds?.[0]?.description).toContain("SECRET_KEY");
    expect(world.panelA.requests.length).toBe(before);
  });

  it("says why it refuses an address wholly in the reader's language", async () => {
    await world.startBot({ PUBLIC_BOT: "true" });
    const port = new URL(world.panelA.url).port;
    const russian = { ...inServer(SERVERS.main), locale: "ru" };
    const answer = await station(address(`http://127.0.0.1:${port}`), russian);
    expect(answer.embeds?.[0]?.description).toBe(
      "Бот не будет подключаться к этому адресу. Этот адрес ведёт в частную, локальную или зарезервированную сеть, к которой бот не подключается. Укажите публичный адрес панели.",
    );
  });

  it("refuses a panel that redirects, even to loopback with ALLOW_PRIVATE_PANELS=true, and follows nothing", async () => {
    await world.startBot({ PUBLIC_BOT: "true", ALLOW_PRIVATE_PANELS: "true" });
    const redirect = createServer((_req, res) => {
      res.writeHead(302, { location: `${world.panelA.url}/api/v2/history/` }).end();
    });
    await new Promise<void>((resolve) => redirect.listen(0, "127.0.0.1", resolve));
    try {
      const before = world.panelA.requests.length;
      const { port } = redirect.address() as AddressInfo;
      const answer = await station(address(`http://redirect.test:${port}`), inServer(SERVERS.main));
      expect(answer.flags).toBe(64);
      expect(answer.embeds?.[0]?.description).toContain("does not follow redirects");
      expect(answer.components ?? []).toHaveLength(0);
      expect(world.panelA.requests.length).toBe(before);
    } finally {
      redirect.closeAllConnections();
      await new Promise<void>((resolve) => redirect.close(() => resolve()));
    }
  });
});
