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
type Actor = { guildId: string; channelId: string; locale?: string; userId?: string };
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
let moderators = 0;
/** A moderator of `server` who has not previewed yet (each may preview once every 10 s). */
const newModerator = (server: { id: string; text: string }): Actor => ({
  ...inServer(server),
  userId: `7000000000000005${String(moderators++).padStart(2, "0")}`,
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
    // Each server's own moderator: one person may preview once per 10 s.
    const [main, second, third] = [
      inServer(SERVERS.main),
      { ...inServer(SERVERS.second), userId: "700000000000000002" },
      { ...inServer(SERVERS.third), userId: "700000000000000003" },
    ];

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

    // The song finder reads the server's own station (nothing kept of it yet: the panel's latest page serves).
    const word = onAirTitle(world.stations.alpha).split(" ")[0] ?? "";
    const found = await ask("history", [{ name: "search", type: 3, value: word }], main);
    expect(JSON.stringify(found.data)).toContain(onAirTitle(world.stations.alpha));

    await save(await station(address(world.urls.a, 2), second), second);
    expect(JSON.stringify((await ask("nowplaying", [], second)).data)).toContain(
      onAirTitle(world.stations.beta),
    );

    // A follow belongs to the server's own station: made in one server, another (the same panel) sees nothing of it.
    const dj = String(world.stations.alpha.djs("http://x")[0]?.["name"]);
    const follow = (sub: string, options: Option[], actor: Actor) =>
      callbackOf(world.discord, runSubcommand(world.discord, "follow", sub, options, actor));
    const followed = await follow("add", [{ name: "dj", type: 3, value: dj }], main);
    expect(followed.body.data).toMatchObject({ flags: 64 });
    expect(JSON.stringify((await follow("list", [], main)).body.data)).toContain(dj);
    expect(
      JSON.stringify((await follow("list", [], { ...second, userId: "700000000000000001" })).body.data),
    ).not.toContain(dj);

    // Panel B needs a key: without it the panel's 403 is shown; with it the preview says only "set".
    const refused = await station(address(world.urls.b), third);
    expect(JSON.stringify(refused)).toContain("403");
    expect(refused.components ?? []).toHaveLength(0);
    const thirdAgain = { ...third, userId: "700000000000000004" };
    const keyed = await station(address(world.urls.b, 1, PANEL_B_KEY), thirdAgain);
    expect(keyed.embeds?.[0]?.fields?.find((f) => f.name === "API key")?.value).toBe("set");
    expect(JSON.stringify(keyed)).not.toContain(PANEL_B_KEY);
    await save(keyed, thirdAgain);
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
    // Sealed for its row (issue 27, item 6), also when the Save sealed it the old, unbound way.
    expect(file.includes(Buffer.from("v2."))).toBe(true);
    expect(file.includes(Buffer.from("v1."))).toBe(false);
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

  it("closes a station nobody follows, so one server adding and removing cannot use up the bot's limit", async () => {
    const env = { PUBLIC_BOT: "true", ALLOW_PRIVATE_PANELS: "true", SECRET_KEY, MAX_STATIONS: "2" };
    const bot = await world.startBot(env);
    const [main, second] = [inServer(SERVERS.main), newModerator(SERVERS.second)];
    const removeAll = async () => {
      for (const own of bot.stations.stationsOf(SERVERS.main.id))
        await station(
          [
            { name: "station", type: 3, value: own.handle },
            { name: "remove", type: 5, value: true },
          ],
          main,
        );
    };
    for (const serverId of [1, 2]) {
      const moderator = newModerator(SERVERS.main);
      await save(await station(address(world.urls.a, serverId), moderator), moderator);
      const added = bot.stations.stationsOf(SERVERS.main.id)[0];
      expect(added && bot.announcer?.of(added.key)).toBeDefined();
      await removeAll();
      await bot.announcer?.settled();
      expect(bot.stations.registry.list()).toEqual([]);
      expect(added && bot.announcer?.of(added.key)).toBeUndefined();
    }
    // Another server's first station is not refused: the limit counts the stations servers follow.
    const keyed = await station(address(world.urls.b, 1, PANEL_B_KEY), second);
    expect(JSON.stringify(keyed)).not.toContain("as many stations as it can");
    await save(keyed, second);
    expect(JSON.stringify((await ask("nowplaying", [], second)).data)).toContain(
      onAirTitle(world.stations.gamma),
    );
  });

  it("lets one server add at most 5 stations an hour, whatever it removes meanwhile, and says when it may add again", async () => {
    const bot = await world.startBot({ PUBLIC_BOT: "true", ALLOW_PRIVATE_PANELS: "true" });
    const main = inServer(SERVERS.main);
    for (let added = 0; added < 5; added++) {
      const moderator = newModerator(SERVERS.main);
      await save(await station(address(world.urls.a, 1 + (added % 2)), moderator), moderator);
      const [own] = bot.stations.stationsOf(SERVERS.main.id);
      await station(
        [
          { name: "station", type: 3, value: own?.handle },
          { name: "remove", type: 5, value: true },
        ],
        main,
      );
    }
    const refused = await station(address(world.urls.a, 1), newModerator(SERVERS.main));
    expect(refused.flags).toBe(64);
    expect(refused.embeds?.[0]?.description).toMatch(
      /This server has added 5 stations in the last hour, the most it may\. You can add another <t:\d+:R>\./,
    );
    expect(refused.components ?? []).toEqual([]);
    // Another server is not held to this server's adds.
    const other = newModerator(SERVERS.second);
    await save(await station(address(world.urls.a, 1), other), other);
    expect(bot.stations.stationOf(SERVERS.second.id)).not.toBeNull();
  });

  it("never lets one server's API key serve another: a station's key is part of its identity", async () => {
    const env = { PUBLIC_BOT: "true", ALLOW_PRIVATE_PANELS: "true", SECRET_KEY };
    const bot = await world.startBot(env);
    const [main, second, third] = [SERVERS.main, SERVERS.second, SERVERS.third].map(newModerator) as [
      Actor,
      Actor,
      Actor,
    ];
    await save(await station(address(world.urls.a, 1, "main-key"), main), main);
    await save(await station(address(world.urls.a, 1), second), second);
    await save(await station(address(world.urls.a, 1, "main-key"), third), third);
    await bot.announcer?.settled();
    const keysSent = async (actor: Actor) => {
      const from = world.panelA.requests.length;
      await ask("history", [], actor);
      return new Set(world.panelA.requests.slice(from).map((r) => r.apiKey ?? null));
    };
    expect(await keysSent(second)).toEqual(new Set([null]));
    expect(await keysSent(main)).toEqual(new Set(["main-key"]));
    // The same panel and the same key: one station, one reader, whoever saved it.
    const [ofMain, ofThird] = [
      bot.stations.stationOf(SERVERS.main.id),
      bot.stations.stationOf(SERVERS.third.id),
    ];
    expect(ofMain?.key).toMatch(/#1~[A-Za-z0-9_-]{16}$/);
    expect(ofThird).toBe(ofMain);
    expect(bot.stations.stationOf(SERVERS.second.id)).not.toBe(ofMain);
    expect(JSON.stringify(bot.stations.registry.list())).not.toContain("main-key");
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

  it("shows /healthz per station by handle, without a stranger's panel words, and nothing of a preview", async () => {
    const bot = await world.startBot({ PUBLIC_BOT: "true", ALLOW_PRIVATE_PANELS: "true", HEALTH_PORT: "0" });
    const healthz = async () => {
      const response = await fetch(`${bot.health?.url ?? ""}/healthz`);
      return (await response.json()) as {
        panel: {
          lastError: { outcome: string; message?: string } | null;
          stations: Record<string, { lastError: { outcome: string; message?: string } | null }>;
        };
      };
    };
    const hostile = createServer((_req, res) => {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end('{"detail":"PWNED <https://evil.example>"}');
    });
    await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = hostile.address() as AddressInfo;
      const main = inServer(SERVERS.main);
      const refused = await station(address(`http://redirect.test:${port}`), main);
      expect(JSON.stringify(refused)).toContain("500");
      const afterPreview = await healthz();
      expect(JSON.stringify(afterPreview)).not.toMatch(/PWNED|redirect\.test/);
      expect(afterPreview.panel).toMatchObject({ lastError: null, stations: {} });

      // Another moderator: each may preview once every 10 s.
      const other = { ...main, userId: "700000000000000299" };
      await save(await station(address(world.urls.a), other), other);
      world.panelA.setFault({ kind: "status", status: 503 });
      await ask("nowplaying", [], main);
      const failing = await healthz();
      const shown = Object.entries(failing.panel.stations);
      expect(shown).toHaveLength(1);
      const [name, state] = shown[0] ?? ["", null];
      expect(name).toMatch(/^[A-Za-z0-9_-]{10}$/);
      expect(state?.lastError).toEqual({ at: expect.any(String), outcome: expect.any(String) });
      expect(state?.lastError).not.toHaveProperty("message");
      expect(failing.panel.lastError).not.toHaveProperty("message");
      expect(JSON.stringify(failing)).not.toMatch(/panel-a\.test|PWNED|HTTP 503/);
    } finally {
      hostile.closeAllConnections();
      await new Promise<void>((resolve) => hostile.close(() => resolve()));
    }
  });
});

describe("a public bot under strangers' /setup station", () => {
  const moderator = (n: number, server: { id: string; text: string } = SERVERS.main): Actor => ({
    ...inServer(server),
    userId: `70000000000000010${n}`,
  });

  it("refuses a key with control characters or spaces, in the reader's language, and echoes it nowhere", async () => {
    const log = memoryLog();
    await world.startBot(
      { PUBLIC_BOT: "true", ALLOW_PRIVATE_PANELS: "true", SECRET_KEY, LOG_LEVEL: "debug" },
      log,
    );
    const forged = "k3y\r\nX-Forged: 1\u0007";
    const before = world.panelA.requests.length;
    const english = await station(address(world.urls.a, 1, forged), moderator(1));
    expect(english.flags).toBe(64);
    expect(english.embeds?.[0]?.description).toContain("That API key has characters no key has");
    const russian = await station(address(world.urls.a, 1, "ключ с пробелом"), {
      ...moderator(2),
      locale: "ru",
    });
    expect(russian.embeds?.[0]?.description).toContain("В этом API-ключе есть символы");
    for (const answer of [english, russian]) expect(answer.components ?? []).toHaveLength(0);
    const everything = `${JSON.stringify([english, russian])}\n${log.lines.join("\n")}`;
    expect(everything).not.toContain("X-Forged");
    expect(everything).not.toContain("пробелом");
    expect(world.panelA.requests.length).toBe(before);
  });

  it("answers a missing host name and one that leads inside a network alike, and logs which it was", async () => {
    const log = memoryLog();
    await world.startBot({ PUBLIC_BOT: "true", LOG_LEVEL: "info" }, log);
    const port = new URL(world.panelA.url).port;
    const inside = await station(address(`http://panel-a.test:${port}`), moderator(1));
    const missing = await station(address(`http://no-such-host.test:${port}`), moderator(2));
    expect(inside.embeds?.[0]?.description).toContain("private, local or reserved network");
    expect(missing.embeds?.[0]?.description).toBe(inside.embeds?.[0]?.description);
    const russian = { locale: "ru" };
    const insideRu = await station(address(`http://panel-a.test:${port}`), { ...moderator(3), ...russian });
    const missingRu = await station(address(`http://no-such-host.test:${port}`), {
      ...moderator(4),
      ...russian,
    });
    expect(missingRu.embeds?.[0]?.description).toBe(insideRu.embeds?.[0]?.description);
    const refusals = log.lines.filter((line) => line.includes("address refused")).join("\n");
    expect(refusals).toContain('"code":"not-public"');
    expect(refusals).toContain('"code":"not-found"');
  });

  it("lets one moderator preview once per 10 s, before looking anything up, and others meanwhile", async () => {
    await world.startBot({ PUBLIC_BOT: "true", ALLOW_PRIVATE_PANELS: "true" });
    const first = await station(address(world.urls.a), moderator(1));
    expect(first.components?.[0]?.components[0]?.custom_id).toMatch(/^setup:save:/);
    const [asked, looked] = [world.panelA.requests.length, world.lookups.length];
    const again = await station(address(world.urls.a, 2), moderator(1));
    expect(again.flags).toBe(64);
    expect(again.embeds?.[0]?.description).toMatch(/you can preview a station again <t:\d+:R>/);
    expect([world.panelA.requests.length, world.lookups.length]).toEqual([asked, looked]);
    const russian = await station(address(world.urls.a, 2), { ...moderator(1), locale: "ru" });
    expect(russian.embeds?.[0]?.description).toMatch(
      /следующий предпросмотр станции можно сделать <t:\d+:R>/,
    );
    const other = await station(address(world.urls.a, 2), moderator(2));
    expect(other.components?.[0]?.components[0]?.custom_id).toMatch(/^setup:save:/);
  });

  it("keeps 5 previews waiting per server: a server's flood forgets its own oldest, not another server's", async () => {
    await world.startBot({ PUBLIC_BOT: "true", ALLOW_PRIVATE_PANELS: "true" });
    const elsewhere = moderator(9, SERVERS.second);
    const kept = await station(address(world.urls.a), elsewhere);
    const flood = [];
    for (let n = 1; n <= 6; n++) flood.push(await station(address(world.urls.a), moderator(n)));
    const [oldest] = flood;
    if (!oldest) throw new Error("no preview");
    expect(JSON.stringify((await save(oldest, moderator(1))).data)).toContain("expired or was already used");
    expect(JSON.stringify((await save(flood[5] ?? oldest, moderator(6))).data)).toContain("Saved");
    expect(JSON.stringify((await save(kept, elsewhere)).data)).toContain("Saved");
  });
});
