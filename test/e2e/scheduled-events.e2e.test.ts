import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningBot } from "../../src/main.js";
import { GUILD_ID } from "../fake-discord/server.js";
import { createWorld, memoryLog, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

const EVENTS = { SCHEDULE_EVENTS: "true" };
const eventsOf = () => [...(world.discord.scheduledEvents.get(GUILD_ID)?.values() ?? [])];
const calls = (method: string) =>
  world.discord.requests.filter((r) => r.method === method && r.path.includes("/scheduled-events"));

async function synced(extra: NodeJS.ProcessEnv = {}, log = memoryLog()): Promise<RunningBot> {
  const bot = await world.startBot({ ...EVENTS, ...extra }, log);
  await bot.events?.runNow();
  return bot;
}

describe("Discord scheduled events for the station's shows (SCHEDULE_EVENTS)", () => {
  it("creates one external event per radio show of the next 7 days, with the DJ and where to listen", async () => {
    await synced();
    const events = eventsOf();
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.every((e) => e.entity_type === 3 && e.privacy_level === 2)).toBe(true);
    const drive = events.find((e) => e.name === "Drive Time with DJ Nova");
    expect(drive?.description).toContain("🎧 With: DJ Nova");
    expect((drive?.entity_metadata as { location: string }).location).toMatch(/^https?:\/\//);
    expect(events.some((e) => e.name === "Daytime Rotation" || e.name === "After the show")).toBe(false);
  });

  it("neither duplicates nor loses events across a restart", async () => {
    const first = await synced();
    const made = calls("POST").length;
    await first.stop();
    await synced();
    expect(calls("POST")).toHaveLength(made);
    expect(calls("PATCH")).toHaveLength(0);
    expect(eventsOf()).toHaveLength(made);
  });

  it("renames and moves events with the show, and deletes them when the show is gone", async () => {
    const bot = await synced();
    const before = eventsOf().filter((e) => e.name === "Drive Time with DJ Nova").length;
    world.panel.station.editShow(21, { name: "Drive Time XL", shiftMs: 30 * 60_000 });
    await bot.events?.runNow();
    const renamed = eventsOf().filter((e) => e.name === "Drive Time XL");
    expect(renamed.length).toBeGreaterThanOrEqual(before - 1);
    expect(calls("PATCH").length).toBeGreaterThan(0);
    expect(renamed.every((e) => String(e.scheduled_start_time).endsWith("18:30:00.000Z"))).toBe(true);

    world.panel.station.editShow(21, { removed: true });
    await bot.events?.runNow();
    expect(eventsOf().filter((e) => String(e.name).startsWith("Drive Time"))).toEqual([]);
    expect(calls("DELETE").length).toBeGreaterThan(0);
  });

  it("says once, with the fix, when the bot may not manage events, and the rest of the bot carries on", async () => {
    world.discord.fail(/scheduled-events/, { status: 403, code: 50013, message: "Missing Permissions" });
    const log = memoryLog();
    const bot = await synced({}, log);
    await bot.events?.runNow();
    const errors = log.lines.filter((line) => line.includes("Manage Events"));
    expect(errors).toHaveLength(1);
    expect(bot.client.isReady()).toBe(true);
  });
});
