import { once } from "node:events";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Events } from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningBot } from "../../src/main.js";
import { DATABASE_FILE } from "../../src/store/sqlite-store.js";
import { callbackOf, clickButton, replyOf, runCommand, runSubcommand } from "../fake-discord/interactions.js";
import { promtoolCheck } from "../support/promtool.js";
import { ANNOUNCE_CHANNELS, createWorld, memoryLog, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

interface Healthz {
  status: string;
  failing: string[];
  gateway: { ok: boolean; state: string };
  database: { ok: boolean; error?: string };
  panel: { lastSuccess: string | null; lastError: { outcome: string; message: string } | null };
}

async function botWithHealth(): Promise<RunningBot & { healthUrl: string }> {
  const bot = await world.startBot({ HEALTH_PORT: "0" });
  if (!bot.health) throw new Error("the health server did not start");
  return Object.assign(bot, { healthUrl: bot.health.url });
}

async function healthz(bot: { healthUrl: string }): Promise<{ status: number; body: Healthz }> {
  const response = await fetch(`${bot.healthUrl}/healthz`);
  return { status: response.status, body: (await response.json()) as Healthz };
}

async function scrape(bot: { healthUrl: string }): Promise<string> {
  const response = await fetch(`${bot.healthUrl}/metrics`);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

/** The value of one series in Prometheus text, e.g. `radio_bot_announcements_total{outcome="sent"}`; 0 if absent. */
function figure(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** Scrapes until `done` holds (the bot records an interaction just after answering it); at most 200 scrapes. */
async function scrapeUntil(bot: { healthUrl: string }, done: (text: string) => boolean): Promise<string> {
  let text = await scrape(bot);
  for (let i = 0; i < 200 && !done(text); i++) text = await scrape(bot);
  return text;
}

const NOWPLAYING_COUNT = 'radio_bot_interaction_duration_seconds_count{command="nowplaying",kind="command"}';
const HISTORY_OK = 'radio_bot_panel_requests_total{endpoint="history",outcome="ok"}';
const HISTORY_HITS = 'radio_bot_panel_cache_hits_total{endpoint="history"}';
const announcements = (outcome: string) => `radio_bot_announcements_total{outcome="${outcome}"}`;

describe("GET /metrics on the running bot", () => {
  it("counts interactions by command, panel requests and cache hits as people use the bot", async () => {
    const bot = await botWithHealth();
    const before = await scrape(bot);
    expect(figure(before, NOWPLAYING_COUNT)).toBe(0);

    await callbackOf(world.discord, runCommand(world.discord, "nowplaying"));
    const once1 = await scrapeUntil(bot, (text) => figure(text, NOWPLAYING_COUNT) === 1);
    expect(figure(once1, NOWPLAYING_COUNT)).toBe(1);
    expect(figure(once1, HISTORY_OK)).toBeGreaterThan(figure(before, HISTORY_OK));
    expect(figure(once1, 'radio_bot_panel_request_duration_seconds_count{endpoint="history"}')).toBe(
      figure(once1, HISTORY_OK),
    );

    await callbackOf(world.discord, runCommand(world.discord, "nowplaying"));
    const twice = await scrapeUntil(bot, (text) => figure(text, NOWPLAYING_COUNT) === 2);
    expect(figure(twice, NOWPLAYING_COUNT)).toBe(2);
    // The second ask within the cache's 5 s is answered from the cache: no new request, one more hit.
    expect(figure(twice, HISTORY_OK)).toBe(figure(once1, HISTORY_OK));
    expect(figure(twice, HISTORY_HITS)).toBeGreaterThan(figure(once1, HISTORY_HITS));
  });

  it("counts buttons with forged ids under one 'other' label, never as new series", async () => {
    const bot = await botWithHealth();
    const message = { id: world.discord.newId(), channel_id: ANNOUNCE_CHANNELS[0]?.id, content: "x" };
    // No command answers these: the bot only counts them.
    for (const id of ["forged-aaa:1", "forged-bbb", "forged-ccc~radio"])
      clickButton(world.discord, id, message);
    const other = 'radio_bot_interaction_duration_seconds_count{command="other",kind="button"}';
    const text = await scrapeUntil(bot, (t) => figure(t, other) === 3);
    expect(figure(text, other)).toBe(3);
    expect(text).not.toContain("forged");
  });

  it("counts announcements queued and sent, and shows the outbox empty after they went out", async () => {
    const bot = await botWithHealth();
    await bot.announcer?.runNow();
    world.panel.station.setLiveDj("DJ Nova");
    await bot.announcer?.runNow();
    const text = await scrape(bot);
    // Two announce channels, one DJ going live.
    expect(figure(text, announcements("queued"))).toBe(2);
    expect(figure(text, announcements("sent"))).toBe(2);
    expect(figure(text, announcements("failed"))).toBe(0);
    expect(figure(text, announcements("dropped"))).toBe(0);
    expect(figure(text, "radio_bot_announcement_outbox_depth")).toBe(0);
  });

  it("counts a post Discord refuses as failed and keeps it in the outbox", async () => {
    const bot = await botWithHealth();
    await bot.announcer?.runNow();
    world.discord.fail(/^POST \/channels\/610000000000000001\//, { status: 500, code: 0, message: "oops" });
    world.panel.station.setLiveDj("DJ Nova");
    await bot.announcer?.runNow();
    const text = await scrape(bot);
    expect(figure(text, announcements("sent"))).toBe(1);
    expect(figure(text, announcements("failed"))).toBe(1);
    expect(figure(text, "radio_bot_announcement_outbox_depth")).toBe(1);
  }, 30_000);

  it("includes the gateway latency and Node's default process metrics", async () => {
    const bot = await botWithHealth();
    const text = await scrape(bot);
    expect(text).toMatch(/^radio_bot_gateway_latency_seconds /m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("passes promtool's lint of metric names and help (promtool check metrics)", async () => {
    const bot = await botWithHealth();
    await bot.announcer?.runNow();
    const checked = await promtoolCheck(await scrape(bot));
    // CI installs Prometheus' promtool (.ci/run); elsewhere the test says it did not run rather than pass silently.
    if (checked === null) {
      if (process.env.CI)
        throw new Error("promtool is not installed: .ci/run installs the prometheus package");
      console.warn(
        "NOTICE: promtool is not installed; the metrics lint did not run (apt-get install prometheus)",
      );
      return;
    }
    expect(checked).toEqual({ code: 0, output: "" });
  });
});

describe("GET /healthz on the running bot", () => {
  it("answers 200 with the parts while the gateway is ready and the database takes writes", async () => {
    const bot = await botWithHealth();
    await callbackOf(world.discord, runCommand(world.discord, "nowplaying"));
    const { status, body } = await healthz(bot);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "ok",
      failing: [],
      gateway: { ok: true, state: "ready" },
      database: { ok: true },
      panel: { lastError: null },
    });
    expect(Date.parse(body.panel.lastSuccess ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keeps 200 while the panel fails, and shows the panel's error", async () => {
    const bot = await botWithHealth();
    world.panel.setFault({ kind: "status", status: 500 });
    await callbackOf(world.discord, runCommand(world.discord, "nowplaying"));
    const { status, body } = await healthz(bot);
    expect(status).toBe(200);
    expect(body.failing).toEqual([]);
    expect(body.panel.lastError).toMatchObject({ outcome: "http" });
    expect(body.panel.lastError?.message).toContain("HTTP 500");
    const text = await scrape(bot);
    expect(figure(text, 'radio_bot_panel_requests_total{endpoint="history",outcome="http"}')).toBeGreaterThan(
      0,
    );
  });

  it("answers 503 naming the gateway while Discord's gateway is down", async () => {
    const bot = await botWithHealth();
    const reconnecting = once(bot.client, Events.ShardReconnecting);
    world.discord.gateway.outage(true);
    await reconnecting;
    const { status, body } = await healthz(bot);
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: "failing", failing: ["gateway"], gateway: { ok: false } });
    expect(body.gateway.state).not.toBe("ready");
  });

  it("answers 503 naming the database while it cannot take writes, and 200 again once it can", async () => {
    const bot = await botWithHealth();
    // SQLite cannot create its rollback journal where a folder stands: every write fails, even as root.
    const journal = join(world.dataDir, `${DATABASE_FILE}-journal`);
    mkdirSync(journal);
    const broken = await healthz(bot);
    expect(broken.status).toBe(503);
    expect(broken.body).toMatchObject({ failing: ["database"], database: { ok: false } });
    expect(broken.body.database.error).toBeTruthy();
    rmSync(journal, { recursive: true });
    expect((await healthz(bot)).status).toBe(200);
  });

  it.each([
    ["deleted", (file: string) => rmSync(file)],
    ["replaced", (file: string) => (writeFileSync(`${file}.new`, ""), renameSync(`${file}.new`, file))],
  ])(
    "answers 503 naming the store file once it was %s under the bot, says so once, and refuses /setup",
    async (_, change) => {
      const log = memoryLog();
      const bot = await world.startBot({ HEALTH_PORT: "0" }, log);
      const healthUrl = bot.health?.url ?? "";
      const file = join(world.dataDir, DATABASE_FILE);
      change(file);
      const broken = await healthz({ healthUrl });
      expect(broken.status).toBe(503);
      expect(broken.body).toMatchObject({ failing: ["database"], database: { ok: false } });
      expect(broken.body.database.error).toContain(`store file ${file} was deleted or replaced`);

      const german = [{ name: "value", type: 3, value: "de" }];
      const reply = await replyOf(world.discord, runSubcommand(world.discord, "setup", "language", german));
      const text = JSON.stringify(reply.data);
      expect(text).toContain("its database is unavailable. Nothing was changed");
      expect(text).not.toContain("✅");
      expect((await healthz({ healthUrl })).status).toBe(503);
      // Said once by the store, whatever the writes refused since (the health check adds its own line, once).
      const said = log.lines.filter((line) => line.startsWith(`error the store file ${file}`));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain("was deleted or replaced while the bot runs; restart the bot");
    },
  );

  it("answers 404 elsewhere and is off without HEALTH_PORT", async () => {
    const bot = await botWithHealth();
    expect((await fetch(`${bot.healthUrl}/`)).status).toBe(404);
    const quiet = await world.startBot();
    expect(quiet.health).toBeNull();
    expect(quiet.metrics).toBeNull();
  });
});
