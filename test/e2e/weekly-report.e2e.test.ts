import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GUILD_ID } from "../fake-discord/server.js";
import { USER_ID } from "../fake-discord/interactions.js";
import { seedStats } from "./stats-world.js";
import { slash } from "./voice-world.js";
import { ANNOUNCE_CHANNELS, createWorld, memoryLog, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

const [REPORTS] = ANNOUNCE_CHANNELS.map((c) => c.id) as [string];
/** Monday 30 November 2026, 09:02 UTC: two minutes after the report's hour; the week reported is 23–29 November. */
const NOW = Date.UTC(2026, 10, 30, 9, 2);
const ENV = { ANNOUNCE_CHANNEL_IDS: "", STATS_TIMEZONE: "UTC" };
const postsIn = (id: string) =>
  world.discord.requests.filter((r) => r.method === "POST" && r.path === `/channels/${id}/messages`);

describe("the weekly report with the real bot", () => {
  it("is set with /setup report, posted once with its chart, and not again after a restart", async () => {
    const first = await world.startBot(ENV, memoryLog(), () => NOW);
    await first.reports?.check();
    const station = `${first.panel.address}#${first.panel.serverId}`;
    const set = await slash(
      world.discord,
      "setup",
      ["report", "channel"],
      [
        { name: "channel", type: 7, value: REPORTS },
        { name: "day", type: 4, value: 1 },
        { name: "hour", type: 4, value: 9 },
      ],
      { userId: USER_ID, guildId: GUILD_ID, permissions: "32" },
    );
    expect(set.embeds?.[0]?.description).toBe(
      `The weekly report goes to <#${REPORTS}> every Monday at 09:00 (UTC), with last week's figures and chart.`,
    );
    const access = await slash(
      world.discord,
      "setup",
      ["report", "access"],
      [{ name: "who", type: 3, value: "managers" }],
      {
        userId: USER_ID,
        guildId: GUILD_ID,
        permissions: "32",
      },
    );
    expect(access.embeds?.[0]?.description).toBe("Only members with Manage Server can use `/stats` now.");
    const shown = await slash(world.discord, "setup", ["show"], [], {
      userId: USER_ID,
      guildId: GUILD_ID,
      permissions: "32",
    });
    const fields = (shown.embeds?.[0] as { fields?: { name: string; value: string }[] } | undefined)?.fields;
    expect(fields?.find((field) => field.name === "📊 Weekly report")?.value).toBe(
      `<#${REPORTS}> · every Monday at 09:00 (UTC)\n/stats: Manage Server only`,
    );
    await first.stop();
    await seedStats(world.dataDir, station, NOW);

    const second = await world.startBot(ENV, memoryLog(), () => NOW);
    await second.reports?.check();
    const posts = postsIn(REPORTS);
    expect(posts).toHaveLength(1);
    const body = posts[0]?.body as {
      embeds: { title?: string; image?: { url: string }; fields?: unknown[] }[];
    };
    // The simulated panel names no station: the report calls it what /stats does, never its panel's address.
    expect(body.embeds[0]?.title).toBe("📊 Station 1: week of Nov 23 – 29, 2026");
    expect(body.embeds[0]?.fields?.length).toBeGreaterThan(2);
    expect(body.embeds[0]?.image?.url).toBe("attachment://stats.png");
    expect(posts[0]?.files.map((file) => file.filename)).toEqual(["stats.png"]);
    await second.reports?.check();
    await second.stop();

    const third = await world.startBot(ENV, memoryLog(), () => NOW + 60_000);
    await third.reports?.check();
    expect(postsIn(REPORTS)).toHaveLength(1);
  });

  it("posts nothing once turned off, and refuses in words without STATS", async () => {
    const bot = await world.startBot(ENV, memoryLog(), () => NOW);
    // The round at start, before the report is set: a report set now would go out at the next round.
    await bot.reports?.check();
    await slash(
      world.discord,
      "setup",
      ["report", "channel"],
      [{ name: "channel", type: 7, value: REPORTS }],
      {
        userId: USER_ID,
        guildId: GUILD_ID,
        permissions: "32",
      },
    );
    const off = await slash(world.discord, "setup", ["report", "off"], [], {
      userId: USER_ID,
      guildId: GUILD_ID,
      permissions: "32",
    });
    expect(off.embeds?.[0]?.description).toBe("The weekly report is off.");
    await bot.reports?.check();
    expect(postsIn(REPORTS)).toHaveLength(0);
    await bot.stop();

    const without = await world.startBot({ ...ENV, STATS: "off" }, memoryLog(), () => NOW);
    expect(without.reports).toBeNull();
    const refused = await slash(world.discord, "setup", ["report", "off"], [], {
      userId: USER_ID,
      guildId: GUILD_ID,
      permissions: "32",
    });
    expect(refused.embeds?.[0]?.description ?? JSON.stringify(refused)).toContain("Statistics are off");
  });
});
