import { afterEach, describe, expect, it } from "vitest";
import { USER_ID } from "../fake-discord/interactions.js";
import { ROLES } from "../fake-discord/guilds.js";
import { PERMISSION } from "../fake-discord/permissions.js";
import { GUILD_ID } from "../fake-discord/server.js";
import { slash } from "./voice-world.js";
import { ANNOUNCE_CHANNELS, createWorld, memoryLog, type World } from "./world.js";

const [REPORTS] = ANNOUNCE_CHANNELS.map((c) => c.id) as [string];
/** Monday 30 November 2026, 09:02 UTC: two minutes after the report's hour. */
const NOW = Date.UTC(2026, 10, 30, 9, 2);
const ENV = { ANNOUNCE_CHANNEL_IDS: "", STATS_TIMEZONE: "UTC" };
/** Later than Discord remembers a nonce (a few minutes). */
const LATER = 10 * 60_000;

let world: World | null = null;
afterEach(async () => {
  await world?.close();
  world = null;
});

/**
 * Sets the report while Discord takes its post but the answer is lost (the process is as good as killed: the
 * report stays queued, not marked done), and starts the bot again `LATER`, past Discord's nonce memory.
 */
async function reportTakenThenRestart(readHistory: boolean) {
  let clock = NOW;
  const w = await createWorld({ now: () => clock });
  world = w;
  const channel = w.discord.guilds[0]?.channels.find((c) => c.id === REPORTS);
  if (channel && !readHistory)
    channel.permission_overwrites = [
      { id: ROLES.bot, type: 0, allow: "0", deny: String(PERMISSION.readMessageHistory) },
    ];
  // Discord takes every post in the report's channel, and every answer is lost.
  w.discord.fail(new RegExp(`^POST /channels/${REPORTS}/messages$`), {
    status: 500,
    code: 0,
    message: "500: Internal Server Error",
    taken: true,
  });
  const killed = await w.startBot(ENV, memoryLog(), () => clock);
  await killed.reports?.check();
  await slash(
    w.discord,
    "setup",
    ["report", "channel"],
    [
      { name: "channel", type: 7, value: REPORTS },
      { name: "day", type: 4, value: 1 },
      { name: "hour", type: 4, value: 9 },
    ],
    { userId: USER_ID, guildId: GUILD_ID, permissions: "32" },
  );
  // The round that queues the report (a week without figures: the "no figures yet" reply) and tries it.
  await killed.reports?.check();
  await killed.stop();
  w.discord.clearFailures();
  expect(w.discord.channelMessages.get(REPORTS)?.size).toBe(1);

  clock = NOW + LATER;
  const log = memoryLog();
  const again = await w.startBot(ENV, log, () => clock);
  await again.reports?.check();
  await again.stop();
  return { discord: w.discord, log };
}

describe("a weekly report Discord took as the bot was killed", () => {
  it("is found in the channel when the bot starts again minutes later, and not posted twice", async () => {
    const { discord } = await reportTakenThenRestart(true);
    expect(discord.channelMessages.get(REPORTS)?.size).toBe(1);
    const looked = discord.requests.filter(
      (r) => r.method === "GET" && r.path === `/channels/${REPORTS}/messages`,
    );
    expect(looked.length).toBeGreaterThan(0);
  });

  it("is posted again where the bot may not read the channel's history, as the docs say, and the log says why", async () => {
    const { discord, log } = await reportTakenThenRestart(false);
    expect(discord.channelMessages.get(REPORTS)?.size).toBe(2);
    expect(log.lines.some((line) => line.includes("Give the bot Read Message History there"))).toBe(true);
  });
});
