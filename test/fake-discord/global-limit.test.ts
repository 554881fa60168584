import { REST } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { GlobalLimit } from "./global-limit.js";
import { BOT_TOKEN, FakeDiscord, GUILD_ID } from "./server.js";

describe("the fake's global rate limit", () => {
  it("answers 429 global past perSecond in a window, interactions aside, and counts them", () => {
    let now = 0;
    const limit = new GlobalLimit({ perSecond: 2 }, () => now);
    expect(limit.check("/channels/1/messages")).toBeNull();
    expect(limit.check("/users/@me/channels")).toBeNull();
    expect(limit.check("/interactions/5/tok/callback")).toBeNull();
    const limited = limit.check("/guilds/1/members/2");
    expect(limited).toMatchObject({ status: 429, body: { global: true, retry_after: 1 } });
    expect(limited?.headers?.["x-ratelimit-global"]).toBe("true");
    expect(limit.limited).toBe(1);
    now = 1_000;
    expect(limit.check("/channels/1/messages")).toBeNull();
  });
});

describe("the fake's members", () => {
  let discord: FakeDiscord;
  afterEach(async () => {
    await discord.close();
  });

  it("knows everyone in its guilds until they leave, and no one in a guild the bot is not in", async () => {
    discord = await new FakeDiscord().listen();
    const rest = new REST({ api: discord.apiUrl, retries: 0 }).setToken(BOT_TOKEN);
    const member = (await rest.get(`/guilds/${GUILD_ID}/members/42`)) as { user: { id: string } };
    expect(member.user.id).toBe("42");
    discord.members.leave(GUILD_ID, "42");
    await expect(rest.get(`/guilds/${GUILD_ID}/members/42`)).rejects.toMatchObject({
      status: 404,
      code: 10007,
    });
    await expect(rest.get(`/guilds/1/members/42`)).rejects.toMatchObject({ status: 404, code: 10004 });
  });

  it("with a global limit, a burst past it is answered 429 and discord.js waits it out", async () => {
    discord = await new FakeDiscord([], { globalLimit: { perSecond: 5, windowMs: 200 } }).listen();
    const rest = new REST({ api: discord.apiUrl, retries: 1, globalRequestsPerSecond: 1_000 }).setToken(
      BOT_TOKEN,
    );
    await Promise.all(Array.from({ length: 8 }, (_, i) => rest.get(`/guilds/${GUILD_ID}/members/${i + 1}`)));
    expect(discord.globalLimit?.limited).toBeGreaterThan(0);
  });
});
