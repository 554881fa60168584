import { once } from "node:events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PresenceUpdate } from "../fake-discord/gateway.js";
import { createWorld, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

const nextPresence = () => once(world.discord.gateway, "presence") as Promise<[PresenceUpdate]>;

describe("the bot's status (PRESENCE)", () => {
  it("listens to the song on air, from the announcer's read (opcode 3 on the gateway)", async () => {
    const bot = await world.startBot();
    const update = nextPresence();
    await bot.announcer?.runNow();
    const [presence] = await update;
    const [onAir] = world.panel.station.history(world.panel.url).filter((e) => e.jingle_id === null);
    expect(presence.status).toBe("online");
    expect(presence.activities[0]).toMatchObject({
      type: 2,
      name: `${String(onAir?.author)} — ${String(onAir?.title)}`,
    });
  });

  it("shows the audience with PRESENCE=listeners, read by the announcer even with no channel to announce in", async () => {
    const bot = await world.startBot({ PRESENCE: "listeners", ANNOUNCE_CHANNEL_IDS: "" });
    const update = nextPresence();
    await bot.announcer?.runNow();
    const [presence] = await update;
    expect(presence.activities[0]?.state).toMatch(/^👥 \d+ listeners now$/);
    expect(world.panel.count("djs")).toBeGreaterThan(0);
  });

  it("sends nothing with PRESENCE=off", async () => {
    const bot = await world.startBot({ PRESENCE: "off" });
    await bot.announcer?.runNow();
    expect(world.discord.gateway.presences).toEqual([]);
  });
});
