import { once } from "node:events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRESENCE_MIN_GAP_MS } from "../../src/discord/presence.js";
import type { PresenceUpdate } from "../fake-discord/gateway.js";
import { createWorld, memoryLog, type World } from "./world.js";

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

describe("the bot's status across a gateway reconnect", () => {
  const song = (presence: PresenceUpdate | undefined) => presence?.activities[0]?.name;
  const onAir = () => {
    const [track] = world.panel.station.history(world.panel.url).filter((e) => e.jingle_id === null);
    return `${String(track?.author)} — ${String(track?.title)}`;
  };

  it("sends the new song once resumed when the track changed while the connection was down", async () => {
    // The bot's clock, moved past the 15 s between status updates instead of waiting for them.
    let skew = 0;
    const bot = await world.startBot({}, memoryLog(), () => Date.now() + skew);
    const first = nextPresence();
    await bot.announcer?.runNow();
    expect(song((await first)[0])).toBe(onAir());

    const gateway = world.discord.gateway;
    gateway.holdResumes();
    const resuming = once(gateway, "resume");
    gateway.drop(4000);
    await resuming;
    // Between connections: the track changes and the bot updates its status, which cannot go out yet.
    const before = onAir();
    while (onAir() === before || world.panel.station.history(world.panel.url)[0]?.jingle_id !== null) {
      world.panel.station.skip();
    }
    skew += PRESENCE_MIN_GAP_MS;
    await bot.announcer?.runNow();
    expect(bot.client.user.presence.activities[0]?.name).toBe(onAir());
    expect(gateway.presences).toHaveLength(1);

    const resent = nextPresence();
    gateway.releaseResumes();
    const [presence] = await resent;
    expect(song(presence)).toBe(onAir());
    expect(song(gateway.presences[0]?.d)).toBe(before);
    expect({ identifies: gateway.identifies, resumes: gateway.resumes }).toEqual({
      identifies: 1,
      resumes: 1,
    });
  });

  it("sends the song again after a new session, which starts with no status", async () => {
    const bot = await world.startBot();
    const first = nextPresence();
    await bot.announcer?.runNow();
    await first;

    const gateway = world.discord.gateway;
    const again = nextPresence();
    // 4007 (invalid sequence): the client cannot resume and identifies anew.
    gateway.drop(4007);
    const [presence] = await again;
    expect(song(presence)).toBe(onAir());
    // discord.js waits 5 s between two IDENTIFYs (max_concurrency 1): this test takes about 6 s.
    expect(gateway.identifies).toBe(2);
  });
});
