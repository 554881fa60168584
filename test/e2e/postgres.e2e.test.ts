import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { callbackOf, replyOf, runCommand, runSubcommand } from "../fake-discord/interactions.js";
import { UTC } from "../../src/stats/time-zone.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";
import { startTestPostgres } from "../support/test-postgres.js";
import { ANNOUNCE_CHANNELS, createWorld, memoryLog, type World } from "./world.js";

const server = await startTestPostgres();
const running = "skipped" in server ? null : server;
afterAll(async () => {
  await running?.stop();
});

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

const ON_AIR = ANNOUNCE_CHANNELS[0]?.id ?? "";
const postsIn = (id: string) =>
  world.discord.requests.filter((r) => r.method === "POST" && r.path === `/channels/${id}/messages`);

const title = `the bot on PostgreSQL (DATABASE_URL)${"skipped" in server ? ` — SKIPPED: ${server.skipped}` : ""}`;
describe.skipIf(!running)(title, () => {
  it("keeps /setup and the announcer's state in PostgreSQL, across a restart, and never logs the password", async () => {
    const url = await running!.freshSchemaUrl();
    const password = new URL(url).password;
    const log = memoryLog();
    const env = { ANNOUNCE_CHANNEL_IDS: "", DATABASE_URL: url };
    const first = await world.startBot(env, log);
    await first.announcer?.runNow();
    await callbackOf(
      world.discord,
      runSubcommand(world.discord, "setup", "announce", [{ name: "channel", type: 7, value: ON_AIR }]),
    );
    world.panel.station.setLiveDj("DJ Nova");
    await first.announcer?.runNow();
    expect(postsIn(ON_AIR)).toHaveLength(1);
    await first.stop();

    const second = await world.startBot(env, log);
    await second.announcer?.runNow();
    world.panel.station.setLiveDj("Маша Эфир");
    await second.announcer?.runNow();
    expect(postsIn(ON_AIR)).toHaveLength(2);
    const port = new URL(url).port;
    expect(log.lines).toContain(`info keeping state in PostgreSQL at 127.0.0.1:${port}, database postgres `);
    expect(log.lines.filter((line) => line.includes(password))).toEqual([]);
  });

  it("finds a song in the plays kept in PostgreSQL, and keeps the server's /setup timezone there", async () => {
    const url = await running!.freshSchemaUrl();
    const env = { DATABASE_URL: url, STATS_TIMEZONE: "Europe/Berlin" };
    const first = await world.startBot(env);
    const station = `${first.panel.address}#${first.panel.serverId}`;
    await first.stop();
    const store = await openPostgresStore({ url });
    const at = Date.now() - 3 * 24 * 3_600_000;
    const play = { station, at, artist: "Sigur Rós", title: "Hoppípolla", dj: "DJ Nova", listeners: 3 };
    await store.stats?.record(station, { plays: [play] }, { zone: UTC });
    await store.close();

    const second = await world.startBot(env);
    const found = await replyOf(
      world.discord,
      runCommand(world.discord, "history", [{ name: "search", type: 3, value: "hoppipolla" }]),
    );
    const embed = (found.data?.embeds as { description?: string }[] | undefined)?.[0];
    expect(embed?.description).toContain(
      `<t:${Math.floor(at / 1000)}:f> · **Sigur Rós** — Hoppípolla · 🎙 DJ Nova`,
    );
    const zone = (value?: string) =>
      callbackOf(
        world.discord,
        runSubcommand(world.discord, "setup", "timezone", value ? [{ name: "zone", type: 3, value }] : []),
      );
    await zone("Asia/Tokyo");
    await second.stop();
    await world.startBot(env);
    const shown = await zone();
    const said = (shown.body.data as { embeds?: { description?: string }[] }).embeds?.[0]?.description;
    expect(said).toContain("Asia/Tokyo");
  });

  it("shows on /metrics the stations this process reads and the settings revision it holds", async () => {
    const url = await running!.freshSchemaUrl();
    const bot = await world.startBot({ DATABASE_URL: url, HEALTH_PORT: "0" });
    const text = await (await fetch(`${bot.health?.url ?? ""}/metrics`)).text();
    expect(text).toMatch(/^radio_bot_stations_read 1$/m);
    expect(text).toMatch(/^radio_bot_fleet_revision \d+$/m);
    expect(text).not.toContain("radio_bot_radio_bot_");
  });
});
