import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { VoiceUpdateRequest } from "../fake-discord/gateway.js";
import { VOICE_CHANNELS } from "../fake-discord/guilds.js";
import { USER_ID } from "../fake-discord/interactions.js";
import { APPLICATION_ID, GUILD_ID } from "../fake-discord/server.js";
import { createVoiceWorld, slash, VOICE_ENV, VOICE_RUNS } from "./voice-world.js";
import type { World } from "./world.js";

const LOUNGE = VOICE_CHANNELS.lounge.id;

let world: World;
beforeEach(async () => {
  world = await createVoiceWorld();
});
afterEach(async () => {
  await world.close();
});

const setHome = (channelId: string) =>
  slash(world.discord, "setup", ["radio", "channel"], [{ name: "channel", type: 7, value: channelId }], {
    userId: USER_ID,
  });

describe.skipIf(!VOICE_RUNS)("the home voice channel, end to end", () => {
  it("joins the home channel set with /setup radio, rejoins it within 10 s after a 4014 disconnect, and plays", async () => {
    await world.startBot(VOICE_ENV);
    world.discord.gateway.joinHuman(GUILD_ID, LOUNGE, USER_ID);
    const reply = await setHome(LOUNGE);
    expect(reply.embeds?.[0]?.description).toContain(`stay in <#${LOUNGE}> 24/7`);
    const session = world.discord.voice.session(GUILD_ID);
    await session.waitForAudioMs(500);
    const kickedAt = Date.now();
    world.discord.gateway.kickBot(GUILD_ID);
    const second = await session.waitForConnections(2);
    expect(Date.now() - kickedAt).toBeLessThan(10_000);
    await session.until(() => session.packets.some((p) => p.ssrc === second.ssrc), "audio after the rejoin");
    expect(world.discord.gateway.voiceStates.of(GUILD_ID, APPLICATION_ID)?.channel_id).toBe(LOUNGE);
  }, 30_000);

  it("rejoins the home channel after a restart, and stays there with nobody in it", async () => {
    const first = await world.startBot(VOICE_ENV);
    await setHome(LOUNGE);
    const session = world.discord.voice.session(GUILD_ID);
    await session.waitForConnection();
    await first.stop();
    await world.startBot(VOICE_ENV);
    await session.waitForConnections(2);
    expect(world.discord.gateway.voiceStates.of(GUILD_ID, APPLICATION_ID)?.channel_id).toBe(LOUNGE);
    // Nobody listens: no stream is opened, and the bot does not leave its home.
    world.discord.gateway.joinHuman(GUILD_ID, LOUNGE, USER_ID);
    await session.waitForAudioMs(300);
    world.discord.gateway.leaveHuman(GUILD_ID, USER_ID);
    await world.panel.streams.waitFor("/stream-opus", (count) => count.open === 0);
    expect(session.connection?.closeCode).toBeNull();
  }, 30_000);
});

describe.skipIf(!VOICE_RUNS)("the home voice channel, moved out", () => {
  it("goes back to its home channel within 10 s when a moderator drags it elsewhere", async () => {
    await world.startBot(VOICE_ENV);
    await setHome(LOUNGE);
    await world.discord.voice.session(GUILD_ID).waitForConnection();
    const movedAt = Date.now();
    world.discord.gateway.moveBot(GUILD_ID, VOICE_CHANNELS.chill.id);
    const back = await new Promise<VoiceUpdateRequest>((resolve) => {
      const check = (update: VoiceUpdateRequest) => {
        if (update.channelId !== LOUNGE || update.at < movedAt) return;
        world.discord.gateway.off("voiceUpdate", check);
        resolve(update);
      };
      world.discord.gateway.on("voiceUpdate", check);
    });
    expect(back.at - movedAt).toBeLessThan(10_000);
    await world.discord.voice.session(GUILD_ID).waitForConnection();
    expect(world.discord.gateway.voiceStates.of(GUILD_ID, APPLICATION_ID)?.channel_id).toBe(LOUNGE);
  }, 30_000);
});

describe.skipIf(!VOICE_RUNS)("the home voice channel and /radio join elsewhere", () => {
  it("goes back to the home channel when the channel it was called to is left empty", async () => {
    await world.startBot(VOICE_ENV);
    await setHome(LOUNGE);
    const chill = VOICE_CHANNELS.chill.id;
    world.discord.gateway.joinHuman(GUILD_ID, chill, USER_ID);
    const reply = await slash(world.discord, "radio", ["join"], [], { userId: USER_ID });
    expect(reply.embeds?.[0]?.description).toContain(`<#${chill}>`);
    expect(world.discord.gateway.voiceStates.of(GUILD_ID, APPLICATION_ID)?.channel_id).toBe(chill);
    const leftAt = Date.now();
    const back = new Promise<VoiceUpdateRequest>((resolve) => {
      const check = (update: VoiceUpdateRequest) => {
        if (update.channelId !== LOUNGE || update.at < leftAt) return;
        world.discord.gateway.off("voiceUpdate", check);
        resolve(update);
      };
      world.discord.gateway.on("voiceUpdate", check);
    });
    world.discord.gateway.leaveHuman(GUILD_ID, USER_ID);
    await back;
    expect(world.discord.gateway.voiceUpdates.filter((u) => u.channelId === null)).toEqual([]);
  }, 30_000);
});
