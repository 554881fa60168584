import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type SimulatedPanel, startSimulatedPanel } from "../../src/simulator/server.js";
import {
  autocomplete,
  callbackOf,
  clickButton,
  replyOf,
  runCommand,
  runSubcommand,
} from "../fake-discord/interactions.js";
import { createStationsWorld, SERVERS, type StationsWorld } from "./stations-world.js";
import { createWorld, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

describe("hostile panel strings, end to end", () => {
  it("never produce a request Discord rejects, and nothing the bot sends can mention anyone", async () => {
    const bot = await world.startBot({ ANNOUNCE_TRACKS: "post" });
    await bot.announcer?.runNow();
    world.panel.setFault({ kind: "hostile" });
    world.panel.station.setLiveDj("DJ Nova");
    await bot.announcer?.runNow();

    const commands: [string, { name: string; type: number; value: unknown }[]][] = [
      ["nowplaying", []],
      ["listeners", []],
      [
        "history",
        [
          { name: "count", type: 4, value: 25 },
          { name: "jingles", type: 5, value: true },
        ],
      ],
      ["listen", []],
      ["listen", [{ name: "channel", type: 3, value: "1" }]],
    ];
    for (const [name, options] of commands) {
      for (const locale of ["en-US", "ru"]) {
        const id = runCommand(world.discord, name, options, { locale });
        const callback = await callbackOf(world.discord, id);
        expect(callback.status, `${name} ${locale}`).toBe(204);
        // A first chart starts the chart process, which can take long enough for the bot to defer, then edit.
        expect([4, 5]).toContain(callback.body.type);
        expect(await replyOf(world.discord, id)).toMatchObject({ data: { embeds: expect.any(Array) } });
      }
    }
    const choices = await callbackOf(world.discord, autocomplete(world.discord, "listen", "channel", ""));
    expect(choices.status).toBe(204);

    const sent = world.discord.requests.filter(
      (r) => r.method !== "GET" && r.body !== undefined && !r.path.endsWith("/commands"),
    );
    expect(sent.length).toBeGreaterThan(10);
    expect(world.discord.requests.filter((r) => r.status >= 400)).toEqual([]);
    for (const request of sent) {
      const body = request.body as {
        type?: number;
        data?: { allowed_mentions?: unknown };
        allowed_mentions?: unknown;
      };
      // An autocomplete answer (8) and a deferral (5, sent when the first chart is slow to draw) carry no content.
      if (body.type === 8 || body.type === 5) continue;
      const mentions = body.data?.allowed_mentions ?? body.allowed_mentions;
      expect(mentions, request.path).toEqual({ parse: [] });
      expect(JSON.stringify(body)).not.toMatch(/@everyone|@here|<@&?\d|<#\d/);
    }
  });
});

describe("a stranger's hostile panel in /setup, end to end", () => {
  const NAME = "[click](https://evil.example) @everyone **x**";
  const ALLOW = { PUBLIC_BOT: "true", ALLOW_PRIVATE_PANELS: "true" };
  let stations: StationsWorld;
  let hostile: SimulatedPanel;
  beforeEach(async () => {
    stations = await createStationsWorld();
    hostile = await startSimulatedPanel({ seed: 5, lively: false, title: NAME });
  });
  afterEach(async () => {
    await stations.close();
    await hostile.close();
  });

  type Embed = { title?: string; description?: string; fields?: { name: string; value: string }[] };
  type Answer = { embeds?: Embed[]; components?: { components: { custom_id?: string }[] }[] };
  const main = { guildId: SERVERS.main.id, channelId: SERVERS.main.text };
  const setup = async (sub: string, options: { name: string; type: number; value: unknown }[] = []) =>
    (await callbackOf(stations.discord, runSubcommand(stations.discord, "setup", sub, options, main))).body
      .data as Answer;
  const address = (url: string, server = 1) => [
    { name: "url", type: 3, value: url },
    { name: "server", type: 4, value: server },
  ];
  /** Every text of a reply: none may hold a working masked link, bold from the panel, or a mention. */
  const expectInert = (answer: Answer) => {
    const text = JSON.stringify(answer.embeds);
    expect(text).not.toMatch(/@everyone|@here/);
    expect(text).not.toMatch(/(?<!\\\\)\[[^\]]*(?<!\\\\)\]\(/);
    expect(text).not.toMatch(/(?<!\\\\)\*\*x/);
  };

  it("escapes the panel's name and song in the preview, the saved reply, /setup station and /setup show", async () => {
    await stations.startBot(ALLOW);
    hostile.setFault({ kind: "hostile" }, { endpoints: ["history"] });
    const url = `http://127.0.0.1:${new URL(hostile.url).port}`;
    const preview = await setup("station", address(url));
    expect(preview.embeds?.[0]?.title).toContain(
      "\\[click\\](https://evil.example) @\u200beveryone \\*\\*x\\*\\*",
    );
    expect(preview.embeds?.[0]?.description).toContain("\\`\\`\\`js");
    expectInert(preview);
    const customId = String(preview.components?.[0]?.components[0]?.custom_id);
    const message = { id: stations.discord.newId(), channel_id: main.channelId, ...preview };
    const saved = (await callbackOf(stations.discord, clickButton(stations.discord, customId, message, main)))
      .body.data as Answer;
    expect(saved.embeds?.[0]?.description).toContain("\\[click\\]");
    expectInert(saved);
    expectInert(await setup("station"));
    const shown = await setup("show");
    expect(shown.embeds?.[0]?.fields?.find((f) => f.name === "This server's station")?.value).toContain(
      "\\[click\\]",
    );
    expectInert(shown);
  });

  it("escapes the panel's names in the list of its radio servers", async () => {
    await stations.startBot(ALLOW);
    const answer = await setup("station", address(`http://127.0.0.1:${new URL(hostile.url).port}`, 7));
    expect(answer.embeds?.[0]?.description).toContain("has no radio server 7");
    expectInert(answer);
  });

  it("probes and saves the typed address's origin only, never its path or query", async () => {
    await stations.startBot(ALLOW);
    const port = new URL(hostile.url).port;
    const preview = await setup("station", address(`http://127.0.0.1:${port}/private/page/?token=abc#x`));
    expect(preview.embeds?.[0]?.fields?.find((f) => f.name === "Panel")?.value).toBe(
      `http://127.0.0.1:${port}`,
    );
    expect(hostile.requests.length).toBeGreaterThan(0);
    for (const request of hostile.requests) expect(request.path).toMatch(/^\/api\/v2\//);
    expect(hostile.requests.some((r) => "token" in r.query)).toBe(false);
  });

  it("echoes a few plain words of a page that is not a panel at most, never its markup", async () => {
    await stations.startBot(ALLOW);
    const page =
      "<!doctype html><html><body><h1>Internal wiki</h1><p>Staff only: the intranet password list and more words follow here</p></body></html>";
    let status = 200;
    const site = createServer((_req, res) =>
      res.writeHead(status, { "content-type": "text/html" }).end(page),
    );
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      const notJson = await setup("station", address(url));
      expect(notJson.embeds?.[0]?.description).toContain("not a radio panel's API");
      expect(JSON.stringify(notJson)).not.toMatch(/Internal wiki|h1|html/i);
      status = 404;
      // Another moderator: one person previews once per 10 s.
      const other = { ...main, userId: "700000000000000009" };
      const missing = (
        await callbackOf(
          stations.discord,
          runSubcommand(stations.discord, "setup", "station", address(url), other),
        )
      ).body.data as Answer;
      const text = missing.embeds?.[0]?.description ?? "";
      expect(text).toContain("HTTP 404");
      expect(text).not.toMatch(/<|h1|doctype|password list/i);
    } finally {
      site.closeAllConnections();
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
  });
});
