import { REST } from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDirectMessageSender } from "../../src/discord/direct-message-sender.js";
import { BOT_TOKEN, FakeDiscord } from "./server.js";

describe("the fake's direct messages", () => {
  let discord: FakeDiscord;
  let rest: REST;
  beforeEach(async () => {
    discord = await new FakeDiscord().listen();
    rest = new REST({ api: discord.apiUrl, retries: 0 }).setToken(BOT_TOKEN);
  });
  afterEach(async () => {
    await discord.close();
  });

  it("opens one DM channel (type 1) per user and records what is posted in it", async () => {
    const first = (await rest.post("/users/@me/channels", { body: { recipient_id: "7" } })) as {
      id: string;
      type: number;
    };
    const again = (await rest.post("/users/@me/channels", { body: { recipient_id: "7" } })) as { id: string };
    const other = (await rest.post("/users/@me/channels", { body: { recipient_id: "8" } })) as { id: string };
    expect(first.type).toBe(1);
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    const sender = createDirectMessageSender(rest);
    const message = { content: "🎵 A — B", embeds: [], components: [] };
    expect(await sender.send("7", message, "n1")).toMatchObject({ ok: true });
    expect(await sender.send("7", message, "n1")).toMatchObject({ ok: true });
    expect(discord.directMessagesTo("7").map((m) => m.content)).toEqual(["🎵 A — B"]);
    expect(discord.directMessagesTo("8")).toEqual([]);
  });

  it("answers 403 50007 to posts to a user who closed their DMs", async () => {
    discord.directChannels.close("7");
    const sender = createDirectMessageSender(rest);
    const outcome = await sender.send("7", { content: "x", embeds: [], components: [] }, "n");
    expect(outcome).toMatchObject({ ok: false, failure: "closed" });
    expect(discord.directMessagesTo("7")).toEqual([]);
  });
});
