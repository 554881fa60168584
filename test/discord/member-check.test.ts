import { REST } from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMemberCheck, MEMBER_TRUST_MS } from "../../src/discord/member-check.js";
import type { Pacer } from "../../src/follows/direct-pacer.js";
import { BOT_TOKEN, FakeDiscord, GUILD_ID } from "../fake-discord/server.js";

const USER = "100000000000000201";

/** A pacer that lets every request go and counts them. */
function countingPacer(): Pacer & { taken: number } {
  const pacer = {
    taken: 0,
    take: async () => {
      pacer.taken++;
    },
  };
  return pacer;
}

describe("the member check", () => {
  let discord: FakeDiscord;
  let rest: REST;
  beforeEach(async () => {
    discord = await new FakeDiscord().listen();
    rest = new REST({ api: discord.apiUrl, retries: 0 }).setToken(BOT_TOKEN);
  });
  afterEach(async () => {
    await discord.close();
  });

  const memberRequests = () => discord.requests.filter((r) => r.path.includes("/members/")).length;

  it("asks Discord once, paced, and trusts a member answer for 10 minutes", async () => {
    let now = 1_000_000;
    const pacer = countingPacer();
    const isMember = createMemberCheck(rest, pacer, { now: () => now });
    expect(await isMember(GUILD_ID, USER)).toBe("member");
    expect(await isMember(GUILD_ID, USER)).toBe("member");
    expect(await isMember(GUILD_ID, USER)).toBe("member");
    expect(memberRequests()).toBe(1);
    expect(pacer.taken).toBe(1);
    expect(discord.requests.find((r) => r.path.includes("/members/"))?.path).toBe(
      `/guilds/${GUILD_ID}/members/${USER}`,
    );
    now += MEMBER_TRUST_MS;
    discord.members.leave(GUILD_ID, USER);
    expect(await isMember(GUILD_ID, USER)).toBe("gone");
    expect(memberRequests()).toBe(2);
  });

  it("says gone for an unknown member or an unknown server, and never keeps it", async () => {
    const isMember = createMemberCheck(rest, countingPacer());
    discord.members.leave(GUILD_ID, USER);
    expect(await isMember(GUILD_ID, USER)).toBe("gone");
    expect(await isMember("899999999999999999", USER)).toBe("gone");
    discord.members.join(GUILD_ID, USER);
    expect(await isMember(GUILD_ID, USER)).toBe("member");
  });

  it("says unknown on a 5xx, a 403 or a network error, and asks again next time", async () => {
    const isMember = createMemberCheck(rest, countingPacer());
    discord.fail(/members/, { status: 500, times: 1 });
    expect(await isMember(GUILD_ID, USER)).toBe("unknown");
    discord.fail(/members/, { status: 403, code: 50001, message: "Missing Access", times: 1 });
    expect(await isMember(GUILD_ID, USER)).toBe("unknown");
    expect(await isMember(GUILD_ID, USER)).toBe("member");
    const offline = new REST({ api: "http://127.0.0.1:1/api", retries: 0, timeout: 2_000 }).setToken(
      BOT_TOKEN,
    );
    expect(await createMemberCheck(offline, countingPacer())(GUILD_ID, USER)).toBe("unknown");
  });

  it("keeps the most recently used members only, within its size", async () => {
    const isMember = createMemberCheck(rest, countingPacer(), { cacheSize: 2 });
    for (const user of ["1", "2", "1", "3"]) await isMember(GUILD_ID, user);
    expect(memberRequests()).toBe(3);
    await isMember(GUILD_ID, "1");
    expect(memberRequests()).toBe(3);
    await isMember(GUILD_ID, "2");
    expect(memberRequests()).toBe(4);
  });
});
