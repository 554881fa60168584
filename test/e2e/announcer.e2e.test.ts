import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DiscordRequest } from "../fake-discord/server.js";
import { ANNOUNCE_CHANNELS, createWorld, memoryLog, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

const [ON_AIR, CHAT] = ANNOUNCE_CHANNELS.map((c) => c.id);
const postsTo = (channelId: string | undefined) => (r: DiscordRequest) =>
  r.method === "POST" && r.path === `/channels/${String(channelId)}/messages` && r.status === 200;
const title = (r: DiscordRequest | undefined) =>
  (r?.body as { embeds: { title: string }[] } | undefined)?.embeds[0]?.title;

async function announcer(extra: NodeJS.ProcessEnv = {}, log = memoryLog()) {
  const bot = await world.startBot(extra, log);
  if (!bot.announcer) throw new Error("the announcer did not start");
  return { bot, run: bot.announcer.runNow, log };
}

describe("announcements from the real bot", () => {
  it("posts a DJ going live to every announce channel", async () => {
    const { run } = await announcer();
    await run();
    world.panel.station.setLiveDj("DJ Nova");
    await run();
    const posts = world.discord.requests.filter(
      (r) => r.method === "POST" && r.path.startsWith("/channels/"),
    );
    expect(posts.map((p) => p.path)).toEqual(ANNOUNCE_CHANNELS.map((c) => `/channels/${c.id}/messages`));
    expect(posts.every((p) => title(p) === "🔴 DJ Nova is live!")).toBe(true);
    expect(posts.every((p) => (p.body as { allowed_mentions: unknown }).allowed_mentions !== undefined)).toBe(
      true,
    );
  });

  it("posts nothing after a restart with nothing changed", async () => {
    const first = await announcer();
    await first.run();
    world.panel.station.setLiveDj("DJ Nova");
    await first.run();
    await first.bot.stop();
    const before = world.discord.requests.filter(postsTo(ON_AIR)).length;

    const second = await announcer();
    await second.run();
    await second.run();
    expect(world.discord.requests.filter(postsTo(ON_AIR))).toHaveLength(before);
  });

  it("posts nothing during a panel outage, nor when it recovers", async () => {
    const { run } = await announcer();
    await run();
    world.panel.setFault({ kind: "status", status: 503 });
    await run();
    await run();
    world.panel.clearFaults();
    await run();
    expect(world.discord.requests.filter((r) => r.path.startsWith("/channels/"))).toEqual([]);
  });

  it("keeps posting to the other channels when one answers 403", async () => {
    const log = memoryLog();
    const { run } = await announcer({}, log);
    world.discord.fail(new RegExp(`^POST /channels/${String(ON_AIR)}/`), {
      status: 403,
      code: 50013,
      message: "Missing Permissions",
    });
    await run();
    world.panel.station.setLiveDj("DJ Nova");
    await run();
    expect(world.discord.requests.filter(postsTo(CHAT))).toHaveLength(1);
    expect(
      log.lines.filter((l) => l.includes("Give the bot View Channel, Send Messages and Embed Links")),
    ).toHaveLength(1);
  });

  it("retries a post that got a 500 on the next run and posts it once", async () => {
    const { run } = await announcer();
    await run();
    // discord.js retries a 5xx three times by itself; all four attempts fail in this run.
    world.discord.fail(new RegExp(`^POST /channels/${String(ON_AIR)}/`), { status: 500, times: 4 });
    world.panel.station.setLiveDj("DJ Nova");
    const failed = await run();
    expect(failed?.retryLater).toBe(1);
    expect(world.discord.requests.filter(postsTo(ON_AIR))).toHaveLength(0);
    await run();
    await run();
    expect(world.discord.requests.filter(postsTo(ON_AIR))).toHaveLength(1);
    expect(world.discord.requests.filter(postsTo(CHAT))).toHaveLength(1);
  });
  it("posts to the other channels while one waits out a 429, and there each post once, in order", async () => {
    const { run } = await announcer({ ANNOUNCE_TRACKS: "post" });
    await run();
    const retryAfterMs = 1_000;
    const limitedTo = (r: DiscordRequest) =>
      r.method === "POST" && r.path === `/channels/${String(ON_AIR)}/messages` && r.status === 429;
    // Rate limited until the test lifts it: the other channel's posts must get through meanwhile.
    world.discord.fail(new RegExp(`^POST /channels/${String(ON_AIR)}/messages$`), {
      status: 429,
      retryAfter: retryAfterMs / 1_000,
    });
    world.panel.station.setLiveDj("DJ Nova");
    world.panel.station.skip();
    const running = run();
    const limited = await world.discord.waitFor(limitedTo);
    await world.discord.waitFor(
      (r) => postsTo(CHAT)(r) && world.discord.requests.filter(postsTo(CHAT)).length === 2,
    );
    world.discord.clearFailures();
    const report = await running;

    const chat = world.discord.requests.filter(postsTo(CHAT));
    const onAir = world.discord.requests.filter(postsTo(ON_AIR));
    const [track] = world.panel.station.history(world.panel.url);
    expect(chat.map(title)).toEqual([
      "🔴 DJ Nova is live!",
      `${String(track?.author)} — ${String(track?.title)}`,
    ]);
    // Neither of the other channel's posts waited for the 429's retry_after.
    for (const post of chat) expect(post.at - limited.at).toBeLessThan(retryAfterMs);
    // The limited channel: each post once, in the same order, none before its retry_after ran out.
    expect(onAir.map(title)).toEqual(chat.map(title));
    const lastLimit = world.discord.requests.filter(limitedTo).at(-1);
    expect(onAir[0]?.at).toBeGreaterThanOrEqual(Number(lastLimit?.at) + retryAfterMs);
    expect(report).toMatchObject({ delivered: 4, retryLater: 0 });
    await run();
    expect(world.discord.requests.filter(postsTo(ON_AIR))).toHaveLength(2);
  });
  it("leaves a channel's posts queued under a long rate limit instead of holding up the run, and posts them once later", async () => {
    const log = memoryLog();
    const first = await announcer({ ANNOUNCE_TRACKS: "post" }, log);
    await first.run();
    const limitedTo = (r: DiscordRequest) =>
      r.method === "POST" && r.path === `/channels/${String(ON_AIR)}/messages` && r.status === 429;
    world.discord.fail(new RegExp(`^POST /channels/${String(ON_AIR)}/messages$`), {
      status: 429,
      retryAfter: 60,
    });
    world.panel.station.setLiveDj("DJ Nova");
    world.panel.station.skip();
    // The run ends without waiting the minute out; the limited channel's posts stay queued.
    expect(await first.run()).toMatchObject({ delivered: 2, retryLater: 2 });
    expect(
      log.lines.filter(
        (l) => l.includes("will retry on the next run") && l.includes("rate limited for 60 s"),
      ),
    ).toHaveLength(1);
    // A run during the limit does not even ask Discord: discord.js knows the channel is limited.
    expect(await first.run()).toMatchObject({ delivered: 0, retryLater: 2 });
    expect(world.discord.requests.filter(limitedTo)).toHaveLength(1);

    // A restart forgets the limit, as the minute passing would.
    await first.bot.stop();
    world.discord.clearFailures();
    const second = await announcer({ ANNOUNCE_TRACKS: "post" });
    expect(await second.run()).toMatchObject({ delivered: 2, retryLater: 0 });
    const chat = world.discord.requests.filter(postsTo(CHAT));
    expect(chat).toHaveLength(2);
    expect(world.discord.requests.filter(postsTo(ON_AIR)).map(title)).toEqual(chat.map(title));
  });
});

describe("announcing the moment a track changes (ANNOUNCE_ADAPTIVE)", () => {
  it("announces the next track within 3 s of it appearing, with a base schedule of 30 s and a track of 8 s", async () => {
    const station = world.panel.station;
    station.skip(8_000);
    const [eight] = station.history(world.panel.url);
    await world.startBot({
      ANNOUNCE_SCHEDULE: "*/30 * * * * *",
      ANNOUNCE_ADAPTIVE: "true",
      ANNOUNCE_TRACKS: "post",
    });
    const post = await world.discord.waitFor(postsTo(ON_AIR));
    const [next] = station.history(world.panel.url);
    expect(next?.id).not.toBe(eight?.id);
    expect(title(post)).toBe(`${String(next?.author)} — ${String(next?.title)}`);
    const lateMs = post.at - Number(next?.ts);
    expect(lateMs).toBeGreaterThanOrEqual(0);
    expect(lateMs).toBeLessThan(3_000);
  }, 20_000);
});
