import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MOUNTS } from "../../src/simulator/mounts.js";
import { VOICE_CHANNELS } from "../fake-discord/guilds.js";
import { USER_ID } from "../fake-discord/interactions.js";
import { GUILD_ID } from "../fake-discord/server.js";
import { slash, VOICE_ENV, VOICE_RUNS } from "./voice-world.js";
import { createWorld, type World } from "./world.js";

const OPUS = MOUNTS.find((m) => m.format === "opus") ?? MOUNTS[0]!;

let world: World;
beforeEach(async () => {
  // A voice server that negotiates DAVE protocol version 1: end-to-end encrypted frames, as Discord requires.
  world = await createWorld({
    otherGuilds: true,
    voice: { daveProtocolVersion: 1, heartbeatIntervalMs: 1_000 },
  });
});
afterEach(async () => {
  await world.close();
});

describe.skipIf(!VOICE_RUNS)("DAVE (end-to-end encrypted voice), end to end", () => {
  it("plays the station through DAVE 1: the fake decrypts the frames to the channel's tone", async () => {
    await world.startBot(VOICE_ENV);
    const session = world.discord.voice.session(GUILD_ID);
    world.discord.gateway.joinHuman(GUILD_ID, VOICE_CHANNELS.lounge.id, USER_ID);
    await slash(world.discord, "radio", ["join"], [], { userId: USER_ID });
    const connection = await session.waitForConnection();
    expect(connection.daveProtocolVersion).toBe(1);
    await session.waitForAudioMs(2_000);
    const hz = session.frequency(1_000);
    expect(hz !== null && Math.abs(hz - OPUS.toneHz) / OPUS.toneHz).toBeLessThan(0.02);
    expect(session.badPackets).toBe(0);
  }, 30_000);
});
