import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { VOICE_CHANNELS } from "../fake-discord/guilds.js";
import { USER_ID } from "../fake-discord/interactions.js";
import { createVoiceWorld, slash, VOICE_ENV, VOICE_RUNS } from "./voice-world.js";
import type { World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createVoiceWorld();
});
afterEach(async () => {
  await world.close();
});

/** Sets the home channel with /setup radio channel, then returns /setup check's report. */
async function checkWithHome(channelId: string): Promise<string> {
  await world.startBot(VOICE_ENV);
  const actor = { userId: USER_ID };
  await slash(
    world.discord,
    "setup",
    ["radio", "channel"],
    [{ name: "channel", type: 7, value: channelId }],
    actor,
  );
  const report = await slash(world.discord, "setup", ["check"], [], actor);
  return report.embeds?.[0]?.description ?? "";
}

describe.skipIf(!VOICE_RUNS)("/setup check of the home voice channel, end to end", () => {
  it("is all ✅ on a stage the bot moderates", async () => {
    const text = await checkWithHome(VOICE_CHANNELS.stage.id);
    expect(text).toContain(`✅ <#${VOICE_CHANNELS.stage.id}>: the bot can connect.`);
    expect(text).toContain("✅ On the stage the bot becomes a speaker by itself.");
    expect(text).toContain("✅ The bot can set the stage topic to the song.");
  });

  it("warns on a stage where the bot can only request to speak and cannot set the topic", async () => {
    const text = await checkWithHome(VOICE_CHANNELS.audienceStage.id);
    expect(text).toContain(
      "⚠️ On the stage the bot can only request to speak: a stage moderator must accept it.",
    );
    expect(text).toContain(
      "⚠️ The bot cannot set the stage topic: it is missing Manage Channels, Mute Members.",
    );
  });
});
