import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callbackOf, clickButton, replyOf, runSubcommand } from "../fake-discord/interactions.js";
import { createStationsWorld, PANEL_B_KEY, SERVERS, type StationsWorld } from "./stations-world.js";

let world: StationsWorld;
beforeEach(async () => {
  world = await createStationsWorld();
});
afterEach(async () => {
  await world.close();
});

const actor = { guildId: SERVERS.main.id, channelId: SERVERS.main.text };
type Data = { embeds?: { description?: string }[]; components?: { components: { custom_id?: string }[] }[] };

/** `/setup check`'s report in the main server. */
async function check(): Promise<string> {
  const reply = await replyOf(world.discord, runSubcommand(world.discord, "setup", "check", [], actor));
  return (reply.data as Data | undefined)?.embeds?.[0]?.description ?? "";
}

describe("/setup check on a public bot", () => {
  it("says a server has no station yet, then checks the one saved, its streams through the address guard", async () => {
    await world.startBot({
      PUBLIC_BOT: "true",
      ALLOW_PRIVATE_PANELS: "true",
      SECRET_KEY: "a-long-secret-for-sealing-keys-0123456789",
    });
    expect(await check()).toContain(
      "❌ This server has no station yet.\n-# ↳ Choose one with /setup station.",
    );

    const options = [
      { name: "url", type: 3, value: world.urls.b },
      { name: "server", type: 4, value: 1 },
      { name: "key", type: 3, value: PANEL_B_KEY },
    ];
    const preview = (
      await callbackOf(world.discord, runSubcommand(world.discord, "setup", "station", options, actor))
    ).body.data as Data;
    const customId = String(preview.components?.[0]?.components[0]?.custom_id);
    const message = { id: world.discord.newId(), channel_id: actor.channelId, ...preview };
    await callbackOf(world.discord, clickButton(world.discord, customId, message, actor));

    const text = await check();
    expect(text).toMatch(/✅ The panel answers in \d+ ms; API key accepted or not needed\./);
    // panel-b.test resolves only through the bot's guarded resolver: a plain fetch could not have read the stream.
    expect(text).toContain("✅ /stream: MP3, as the panel says.");
    expect(text).not.toContain(PANEL_B_KEY);

    // Each check contacts the addresses a stranger's panel lists: one per moderator and per server per cooldown.
    const again = await replyOf(world.discord, runSubcommand(world.discord, "setup", "check", [], actor));
    expect(JSON.stringify(again.data)).toMatch(/Wait a moment: the check can run again <t:\d+:R>\./);
    const other = { ...actor, userId: world.discord.newId() };
    const byOther = await replyOf(world.discord, runSubcommand(world.discord, "setup", "check", [], other));
    expect(JSON.stringify(byOther.data)).toMatch(/Wait a moment: the check can run again/);
  }, 30_000);
});
