import { afterEach, describe, expect, it } from "vitest";
import { MOUNTS } from "../../src/simulator/mounts.js";
import { VOICE_CHANNELS } from "../fake-discord/guilds.js";
import { USER_ID } from "../fake-discord/interactions.js";
import { GUILD_ID } from "../fake-discord/server.js";
import { ANNOUNCE_CHANNELS, memoryLog } from "./world.js";
import { createVoiceWorld, slash, VOICE_ENV, VOICE_RUNS } from "./voice-world.js";
import type { World } from "./world.js";

const OPUS = MOUNTS.find((m) => m.format === "opus") ?? MOUNTS[0]!;
const MP3 = MOUNTS.find((m) => m.format === "mp3") ?? MOUNTS[0]!;
const OPUS_INDEX = MOUNTS.indexOf(OPUS) as 0 | 1 | 2;
const LOUNGE = VOICE_CHANNELS.lounge.id;

let world: World;
afterEach(async () => {
  await world.close();
});

/** A listener sits in the lounge and runs /radio join there. */
async function listenerJoins() {
  world.discord.gateway.joinHuman(GUILD_ID, LOUNGE, USER_ID);
  await slash(world.discord, "radio", ["join"], [], { userId: USER_ID, guildId: GUILD_ID });
}

const postsTo = (channelId: string) =>
  world.discord.requests.filter(
    (r) => r.method === "POST" && r.path === `/channels/${channelId}/messages` && r.status === 200,
  );
const titleOf = (body: unknown) => (body as { embeds?: { title?: string }[] }).embeds?.[0]?.title ?? "";

describe.skipIf(!VOICE_RUNS)("failover and dead air in voice, end to end", () => {
  it("fails over to the station's other channel when its mount drops, and comes back when it returns", async () => {
    world = await createVoiceWorld();
    // The bot's clock: moved on to make the minute between looks at the preferred channel pass at once.
    let ahead = 0;
    const log = memoryLog();
    const bot = await world.startBot({ ...VOICE_ENV, HEALTH_PORT: "0" }, log, () => Date.now() + ahead);
    const session = world.discord.voice.session(GUILD_ID);
    await listenerJoins();
    await session.waitForTone(OPUS.toneHz);

    const dropAt = Date.now();
    world.panel.station.setChannelState(OPUS_INDEX, 0);
    await session.waitForTone(MP3.toneHz);
    // The listener kept the connection and heard a gap of a few seconds at most.
    expect(session.connections).toHaveLength(1);
    expect(session.stats(dropAt).largestGapMs).toBeLessThan(3_000);

    world.panel.station.setChannelState(OPUS_INDEX, 2);
    ahead = 61_000;
    const backAt = Date.now();
    await session.waitForTone(OPUS.toneHz);
    expect(session.connections).toHaveLength(1);
    expect(session.stats(backAt).largestGapMs).toBeLessThan(3_000);

    const metrics = (await bot.metrics?.text()) ?? "";
    expect(metrics).toContain('radio_bot_voice_failovers_total{direction="fallback"} 1');
    expect(metrics).toContain('radio_bot_voice_failovers_total{direction="back"} 1');
    expect(metrics).toMatch(/radio_bot_voice_stream_bytes_total\{outcome="dropped"\} [1-9]/);
    expect(metrics).toMatch(/radio_bot_voice_stream_bytes_total\{outcome="ok"\} [1-9]/);
    expect(metrics).not.toContain("127.0.0.1");
    expect(log.lines.some((line) => line.includes(`voice: failing over to ${MP3.mount}`))).toBe(true);
    expect(log.lines.some((line) => line.includes(`voice: back on ${OPUS.mount}`))).toBe(true);
  }, 40_000);

  it("posts one dead-air alert while on air in silence, and one message when the sound is back", async () => {
    world = await createVoiceWorld();
    world.panel.streams.silence(OPUS.mount, true);
    const bot = await world.startBot({
      ...VOICE_ENV,
      HEALTH_PORT: "0",
      DEAD_AIR_SECONDS: "1",
      ANNOUNCE_STATION_STATUS: "true",
    });
    const session = world.discord.voice.session(GUILD_ID);
    await listenerJoins();
    const [channel] = ANNOUNCE_CHANNELS;
    const alert = await world.discord.waitFor(
      (r) => r.method === "POST" && r.path === `/channels/${channel!.id}/messages` && r.status === 200,
    );
    expect(titleOf(alert.body)).toContain("Dead air");
    expect(await bot.metrics?.text()).toContain("radio_bot_voice_dead_air 1");
    // Still silent a while later: no second alert within one silence.
    await session.waitForAudioMs(1_500, Date.now());
    expect(postsTo(channel!.id)).toHaveLength(1);

    world.panel.streams.silence(OPUS.mount, false);
    const back = await world.discord.waitFor(
      (r) =>
        r.method === "POST" &&
        r.path === `/channels/${channel!.id}/messages` &&
        r.status === 200 &&
        titleOf(r.body).includes("sound is back"),
    );
    expect(titleOf(back.body)).toContain("sound is back");
    expect(postsTo(channel!.id).map((r) => titleOf(r.body))).toEqual([
      titleOf(alert.body),
      titleOf(back.body),
    ]);
    // Every channel that gets the station's on/off-air posts gets both, once each.
    for (const { id } of ANNOUNCE_CHANNELS) {
      await world.discord.waitFor(
        (r) => r.path === `/channels/${id}/messages` && r.status === 200 && titleOf(r.body).includes("back"),
      );
      expect(postsTo(id)).toHaveLength(2);
    }
    expect(await bot.metrics?.text()).toContain("radio_bot_voice_dead_air 0");
  }, 40_000);
});
