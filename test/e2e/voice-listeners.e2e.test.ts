import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HUMANS, OTHER_GUILDS, VOICE_CHANNELS } from "../fake-discord/guilds.js";
import { USER_ID } from "../fake-discord/interactions.js";
import { GUILD_ID } from "../fake-discord/server.js";
import { createVoiceWorld, slash, VOICE_ENV, VOICE_RUNS } from "./voice-world.js";
import type { World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createVoiceWorld();
});
afterEach(async () => {
  await world.close();
});

/** The `/listeners` reply's summary, as the user sees it. */
async function listenersSummary(): Promise<string> {
  const reply = await slash(world.discord, "listeners", [], [], { userId: USER_ID, guildId: GUILD_ID });
  return reply.embeds?.[0]?.description ?? "";
}

describe.skipIf(!VOICE_RUNS)("/listeners with the station in voice, end to end", () => {
  it("counts the people listening in Discord voice across the servers, beside the panel's counts", async () => {
    await world.startBot(VOICE_ENV);
    expect(await listenersSummary()).not.toContain("Discord voice");

    world.discord.gateway.joinHuman(GUILD_ID, VOICE_CHANNELS.lounge.id, USER_ID);
    await slash(world.discord, "radio", ["join"], [], { userId: USER_ID, guildId: GUILD_ID });
    await world.discord.voice.session(GUILD_ID).waitForPackets(1);
    const one = await listenersSummary();
    expect(one).toMatch(/listeners? now across/);
    expect(one).toContain("🔊 **1** person listening in Discord voice");

    const second = OTHER_GUILDS.second;
    world.discord.gateway.joinHuman(second.id, second.voice.id, HUMANS.bob);
    await slash(world.discord, "radio", ["join"], [], { userId: HUMANS.bob, guildId: second.id });
    await world.discord.voice.session(second.id).waitForPackets(1);
    expect(await listenersSummary()).toContain("🔊 **2** people listening in Discord voice");
  }, 30_000);
});
