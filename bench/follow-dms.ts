import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REST } from "discord.js";
import { postInChannel } from "../src/discord/channel-post.js";
import { createDirectMessageSender } from "../src/discord/direct-message-sender.js";
import { createMemberCheck } from "../src/discord/member-check.js";
import { pacedRest } from "../src/discord/paced-rest.js";
import {
  createPacer,
  DIRECT_REQUESTS_BURST,
  DIRECT_REQUESTS_PER_SECOND,
} from "../src/follows/direct-pacer.js";
import { FOLLOW_OUTBOX, followTargetId, liveEventId } from "../src/follows/follow-queue.js";
import { createFollowSender } from "../src/follows/follow-sender.js";
import { silentLogger } from "../src/log.js";
import { asyncStore } from "../src/store/async-sqlite-store.js";
import { openSqliteStore } from "../src/store/sqlite-store.js";
import type { NewDelivery } from "../src/store/store.js";
import { BOT_TOKEN, FakeDiscord, GUILD_ID } from "../test/fake-discord/server.js";
import type { Figure } from "./panel.js";

/** Discord's global limit: 50 requests a second per bot, over every shard and process. */
const DISCORD_GLOBAL_PER_SECOND = 50;
const ANNOUNCE_CHANNEL = { id: "610000000000000001", name: "radio" };
const STATION = "http://panel.test:8080#1";

/** What one run measured: messages sent, seconds, 429s, requests, and the announcements' delays (ms, sorted). */
interface FollowRun {
  readonly sent: number;
  readonly seconds: number;
  readonly limited: number;
  readonly requests: number;
  readonly idleMs: number[];
  readonly busyMs: number[];
}

/**
 * `followers` followers of one DJ queued at once, sent by the real sender over a real REST client to the fake
 * Discord, whose global limit, the pacer and discord.js's own limiter are all `scale` times Discord's (so 10,000
 * followers are told in a tenth of the time, every ratio kept). `announcements` posts go in the announcement
 * channel through the same REST client, one every 1/`scale` s: first with the bot idle, then while it sends.
 */
async function followRun(followers: number, scale: number, announcements: number): Promise<FollowRun> {
  const discord = await new FakeDiscord([ANNOUNCE_CHANNEL], {
    globalLimit: { perSecond: DISCORD_GLOBAL_PER_SECOND * scale },
  }).listen();
  const folder = mkdtempSync(join(tmpdir(), "radio-bot-follow-bench-"));
  const store = asyncStore(openSqliteStore(folder, "wasm"));
  try {
    const rest = new REST({
      api: discord.apiUrl,
      globalRequestsPerSecond: DISCORD_GLOBAL_PER_SECOND * scale,
    }).setToken(BOT_TOKEN);
    const pacer = createPacer({
      perSecond: DIRECT_REQUESTS_PER_SECOND * scale,
      burst: DIRECT_REQUESTS_BURST,
    });
    const sender = createFollowSender({
      store,
      direct: createDirectMessageSender(pacedRest(rest, pacer)),
      isMember: createMemberCheck(rest, pacer),
      allowed: async () => true,
      log: silentLogger,
    });
    const deliveries: NewDelivery[] = Array.from({ length: followers }, (_, i) => ({
      channelId: followTargetId({ guildId: GUILD_ID, userId: String(300_000_000_000_000_000n + BigInt(i)) }),
      eventId: liveEventId(STATION, "dj nova", 1),
      mode: "post",
      message: { content: "🎙 **DJ Nova** is live: Night Shift", embeds: [], components: [] },
    }));
    await store.commitStep(
      { state: "bench", outbox: FOLLOW_OUTBOX },
      () => ({ state: {}, deliveries }),
      Date.now(),
    );

    // A first post opens the connection; the idle figures are a warm bot's.
    await announce(rest, 1, scale, "warm");
    const idleMs = await announce(rest, announcements, scale, "idle");
    const before = discord.requests.length;
    const t0 = performance.now();
    let sent = 0;
    const sending = (async () => {
      while (sent < followers) {
        const report = await sender.deliver(Date.now());
        sent += report.sent;
        if (report.sent + report.dropped === 0) break;
      }
    })();
    const busyMs = await announce(rest, announcements, scale, "busy");
    await sending;
    const seconds = (performance.now() - t0) / 1000;
    const requests = discord.requests.length - before - announcements;
    return { sent, seconds, limited: discord.globalLimit?.limited ?? 0, requests, idleMs, busyMs };
  } finally {
    await store.close();
    await discord.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Posts `count` announcements one every 1/`scale` s; each one's milliseconds from asking to Discord's answer. */
async function announce(rest: REST, count: number, scale: number, tag: string): Promise<number[]> {
  const delays: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const message = { content: `🎵 Track ${i}`, embeds: [], components: [] };
    await postInChannel(rest, ANNOUNCE_CHANNEL.id, message, `${tag}-${i}`);
    delays.push(performance.now() - started);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, 1000 / scale - (performance.now() - started))),
    );
  }
  return delays.sort((a, b) => a - b);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * `npm run bench -- follows [followers] [scale]`: the time to tell 10,000 followers (at 5 times Discord's and the
 * pacer's rates, projected back to real time), the 429s, and an announcement's delay beside 500 followers being
 * told at the real rates, next to an idle bot's.
 */
export async function followDmFigures(followers = 10_000, scale = 5): Promise<Figure[]> {
  const real = await followRun(500, 1, 20);
  const many = await followRun(followers, scale, 20);
  const projected = many.seconds * scale;
  const perRequest = many.requests / many.sent;
  const heldRate = real.requests / real.seconds;
  const knownChannels = (followers * (perRequest - 1)) / DIRECT_REQUESTS_PER_SECOND;
  const idleP99 = percentile(real.idleMs, 99);
  const busyP99 = percentile(real.busyMs, 99);
  return [
    {
      name: `followers told (${followers.toLocaleString("en")}, ×${scale} rates)`,
      value: many.sent.toLocaleString("en"),
      target: followers.toLocaleString("en"),
      ok: many.sent === followers,
    },
    {
      name: `time to tell ${followers.toLocaleString("en")} followers (projected to real rates)`,
      value: `${(projected / 60).toFixed(1)} min`,
      target: `≤ 20 min (${perRequest.toFixed(1)} requests each at ${DIRECT_REQUESTS_PER_SECOND}/s)`,
      ok: projected <= 1_200,
    },
    {
      name: `the same, DM channels already known (${(perRequest - 1).toFixed(1)} requests each)`,
      value: `${(knownChannels / 60).toFixed(1)} min`,
      target: "≤ 20 min (computed from the rate held)",
      ok: knownChannels <= 1_200,
    },
    {
      name: "direct-message requests a second held (500 followers, real rates)",
      value: heldRate.toFixed(1),
      target: `≈ ${DIRECT_REQUESTS_PER_SECOND} (Discord allows ${DISCORD_GLOBAL_PER_SECOND})`,
      ok: heldRate >= DIRECT_REQUESTS_PER_SECOND * 0.9 && heldRate <= DIRECT_REQUESTS_PER_SECOND * 1.05,
    },
    {
      name: "429 answers while telling them (both runs)",
      value: String(many.limited + real.limited),
      target: "0",
      ok: many.limited + real.limited === 0,
    },
    {
      name: "announcement delay, idle bot p50 / p99",
      value: `${ms(percentile(real.idleMs, 50))} / ${ms(idleP99)}`,
      target: "(baseline)",
      ok: true,
    },
    {
      name: "announcement delay, 500 followers told p50 / p99",
      value: `${ms(percentile(real.busyMs, 50))} / ${ms(busyP99)}`,
      target: "p99 ≤ idle p99 + 50 ms",
      ok: busyP99 <= idleP99 + 50,
    },
    {
      name: `announcement delay, ${followers.toLocaleString("en")} told at ×${scale} p50 / p99`,
      value: `${ms(percentile(many.busyMs, 50))} / ${ms(percentile(many.busyMs, 99))}`,
      target: `p99 ≤ idle p99 + 50 ms (idle ${ms(percentile(many.idleMs, 99))})`,
      ok: percentile(many.busyMs, 99) <= percentile(many.idleMs, 99) + 50,
    },
  ];
}
