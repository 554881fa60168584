import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REST } from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDirectMessageSender } from "../../src/discord/direct-message-sender.js";
import { createMemberCheck } from "../../src/discord/member-check.js";
import { pacedRest } from "../../src/discord/paced-rest.js";
import type { Pacer } from "../../src/follows/direct-pacer.js";
import {
  FOLLOW_OUTBOX,
  followTargetId,
  liveEventId,
  reminderEventId,
} from "../../src/follows/follow-queue.js";
import {
  afterStep,
  createFollowSender,
  NO_TALLY,
  UNKNOWN_IN_A_ROW_LIMIT,
  type FollowDirectOutcome,
  type FollowSenderDeps,
  followNonce,
} from "../../src/follows/follow-sender.js";
import { LIVE_MESSAGE_TTL_MS, REMINDER_TTL_MS } from "../../src/follows/follow-staleness.js";
import { silentLogger } from "../../src/log.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import type { NewDelivery } from "../../src/store/store.js";
import { BOT_TOKEN, FakeDiscord, GUILD_ID } from "../fake-discord/server.js";

const T0 = Date.UTC(2026, 10, 30, 18);
const STATION = "http://panel.test:8080#1";
const [ANN, BEN, CAT] = ["100000000000000301", "100000000000000302", "100000000000000303"];

/** "DJ Nova is live" for a user of the main server, the show starting at `show`. */
function live(userId: string, show = T0, guildId = GUILD_ID): NewDelivery {
  return {
    channelId: followTargetId({ guildId, userId }),
    eventId: liveEventId(STATION, "dj nova", show),
    mode: "post",
    message: { content: `🎙 DJ Nova is live (${userId})`, embeds: [], components: [] },
  };
}

function reminder(userId: string): NewDelivery {
  return { ...live(userId), eventId: reminderEventId(STATION, 7, T0 + 15 * 60_000, 15) };
}

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

describe("the followers' direct messages", () => {
  let discord: FakeDiscord;
  let store: AsyncBotStore;
  let folder: string;
  let pacer: Pacer & { taken: number };
  let outcomes: FollowDirectOutcome[];
  let off: Set<string>;
  beforeEach(async () => {
    // The main server and two others (OTHER_GUILDS).
    discord = await new FakeDiscord([], { otherGuilds: true }).listen();
    folder = mkdtempSync(join(tmpdir(), "radio-bot-follow-sender-"));
    store = asyncStore(openSqliteStore(folder, "wasm"));
    pacer = countingPacer();
    outcomes = [];
    off = new Set();
  });
  afterEach(async () => {
    await store.close();
    await discord.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** A sender over a real REST client on the fake Discord, every request through the pacer. */
  function sender(overrides: Partial<FollowSenderDeps> = {}) {
    const rest = new REST({ api: discord.apiUrl, retries: 0 }).setToken(BOT_TOKEN);
    return createFollowSender({
      store,
      direct: createDirectMessageSender(pacedRest(rest, pacer)),
      isMember: createMemberCheck(rest, pacer),
      allowed: async (guildId) => !off.has(guildId),
      log: silentLogger,
      onDirect: (outcome) => outcomes.push(outcome),
      ...overrides,
    });
  }

  async function queue(deliveries: readonly NewDelivery[], at = T0): Promise<void> {
    await store.commitStep(
      { state: "follow-test", outbox: FOLLOW_OUTBOX },
      () => ({ state: {}, deliveries }),
      at,
    );
  }

  const posts = () => discord.requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages"));

  it("sends each follower their message with its nonce, paying one paced request for each Discord call", async () => {
    await queue([live(ANN), live(BEN), reminder(ANN)]);
    expect(await sender().deliver(T0)).toEqual({ sent: 3, dropped: 0, retryLater: 0 });
    expect(discord.directMessagesTo(ANN).map((m) => m.content)).toEqual([
      `🎙 DJ Nova is live (${ANN})`,
      `🎙 DJ Nova is live (${ANN})`,
    ]);
    expect(discord.directMessagesTo(BEN)).toHaveLength(1);
    expect(posts().map((r) => r.body)).toMatchObject([
      { nonce: followNonce(live(ANN)), enforce_nonce: true },
      { nonce: followNonce(live(BEN)), enforce_nonce: true },
      { nonce: followNonce(reminder(ANN)), enforce_nonce: true },
    ]);
    // Ann: member check, DM channel, post; Ben the same; Ann again: only the post (both answers are kept).
    expect(pacer.taken).toBe(7);
    expect(discord.requests.filter((r) => r.method !== "GET" || r.path.includes("/members/"))).toHaveLength(
      7,
    );
    expect(await store.pending(FOLLOW_OUTBOX)).toEqual([]);
    expect(outcomes).toEqual(["sent", "sent", "sent"]);
  });

  it("marks a user whose messages are closed, and never tries them again", async () => {
    discord.directChannels.close(ANN);
    await queue([live(ANN), live(BEN)]);
    expect(await sender().deliver(T0)).toEqual({ sent: 1, dropped: 1, retryLater: 0 });
    expect(await store.directMessagesClosed(ANN)).toBe(true);
    await queue([reminder(ANN)], T0 + 60_000);
    const before = discord.requests.length;
    expect(await sender().deliver(T0 + 60_000)).toEqual({ sent: 0, dropped: 1, retryLater: 0 });
    expect(discord.requests.length).toBe(before);
    expect(outcomes).toEqual(["closed", "sent", "closed"]);
  });

  it("drops the follows of a user who left the server, and does not message them", async () => {
    const follow = { guildId: GUILD_ID, userId: ANN, station: STATION, remindMinutes: null, createdAt: T0 };
    await store.addFollow({ ...follow, dj: "DJ Nova" }, 25);
    await store.addFollow({ ...follow, dj: "DJ Luna" }, 25);
    await store.addFollow({ ...follow, guildId: "800000000000000002", dj: "DJ Nova" }, 25);
    discord.members.leave(GUILD_ID, ANN);
    await queue([live(ANN), reminder(ANN), live(BEN)]);
    expect(await sender().deliver(T0)).toEqual({ sent: 1, dropped: 2, retryLater: 0 });
    expect(discord.directMessagesTo(ANN)).toEqual([]);
    expect(await store.followsOf(GUILD_ID, ANN)).toEqual([]);
    expect(await store.followsOf("800000000000000002", ANN)).toHaveLength(1);
    // One check for both of Ann's messages.
    expect(discord.requests.filter((r) => r.path === `/guilds/${GUILD_ID}/members/${ANN}`)).toHaveLength(1);
    expect(outcomes).toEqual(["gone", "gone", "sent"]);
  });

  it("keeps the rest queued after a failure worth retrying, and sends them on the next run", async () => {
    await queue([live(ANN), live(BEN), live(CAT)]);
    discord.fail(/^POST \/channels\/\d+\/messages$/, { status: 500, times: 1 });
    expect(await sender().deliver(T0)).toEqual({ sent: 0, dropped: 0, retryLater: 3 });
    expect(await store.pending(FOLLOW_OUTBOX)).toHaveLength(3);
    expect(await sender().deliver(T0 + 1_000)).toEqual({ sent: 3, dropped: 0, retryLater: 0 });
    expect([ANN, BEN, CAT].map((u) => discord.directMessagesTo(u).length)).toEqual([1, 1, 1]);
  });

  it("never drops a message when Discord cannot say whether the user is in the server", async () => {
    const second = "800000000000000002";
    await queue([live(ANN), live(BEN), live(CAT, T0, second)]);
    discord.fail(new RegExp(`members/${ANN}$`), { status: 502, times: 1 });
    // Ann's server is asked once: Ben's message from there waits too, Cat's from another server goes.
    expect(await sender().deliver(T0)).toEqual({ sent: 1, dropped: 0, retryLater: 2 });
    expect(discord.requests.filter((r) => r.path.endsWith(`/members/${BEN}`))).toHaveLength(0);
    expect(await sender().deliver(T0 + 1_000)).toEqual({ sent: 2, dropped: 0, retryLater: 0 });
    // Three servers unknown in a row: Discord is in trouble, the run stops.
    const guilds = [GUILD_ID, second, "800000000000000003", "800000000000000004"];
    await queue(guilds.map((guildId) => live(ANN, T0 + 1, guildId)));
    discord.fail(/members/, { status: 503 });
    expect(await sender().deliver(T0 + 2_000)).toEqual({ sent: 0, dropped: 0, retryLater: 4 });
    expect(discord.requests.filter((r) => r.status === 503)).toHaveLength(3);
  });

  it("drops what came too late, and what a server that turned follows off would send", async () => {
    await queue([live(ANN)], T0 - LIVE_MESSAGE_TTL_MS - 1);
    await queue([reminder(BEN)], T0 - REMINDER_TTL_MS - 1);
    await queue([live(CAT, T0 + 5, "800000000000000002")]);
    await queue([live(BEN, T0 + 5)], T0 - LIVE_MESSAGE_TTL_MS + 60_000);
    await queue([{ ...live(ANN), channelId: "not a target" }]);
    off.add("800000000000000002");
    expect(await sender().deliver(T0)).toEqual({ sent: 1, dropped: 4, retryLater: 0 });
    expect(outcomes).toEqual(["stale", "stale", "off", "sent", "unreadable"]);
    expect(discord.directMessagesTo(BEN)).toHaveLength(1);
    expect(posts()).toHaveLength(1);
  });

  it("does not tell a follower twice when a post Discord took lost its answer and goes again", async () => {
    await queue([live(ANN), live(BEN)]);
    discord.fail(/^POST \/channels\/\d+\/messages$/, { status: 500, times: 1, taken: true });
    expect(await sender().deliver(T0)).toEqual({ sent: 0, dropped: 0, retryLater: 2 });
    expect(discord.directMessagesTo(ANN)).toHaveLength(1);
    // A second claim (this process again, or another after a kill -9) sends the same message with the same nonce.
    expect(await sender().deliver(T0 + 1_000)).toEqual({ sent: 2, dropped: 0, retryLater: 0 });
    expect(discord.directMessagesTo(ANN)).toHaveLength(1);
    expect(discord.directMessagesTo(BEN)).toHaveLength(1);
    expect(discord.nonces.duplicates).toBe(1);
  });

  it("stops after the message in hand when the bot stops, the rest left queued", async () => {
    await queue([live(ANN), live(BEN), live(CAT)]);
    const stopping = new AbortController();
    const send = sender({
      onDirect: (outcome) => {
        outcomes.push(outcome);
        stopping.abort();
      },
    });
    expect(await send.deliver(T0, stopping.signal)).toEqual({ sent: 1, dropped: 0, retryLater: 2 });
    expect(await store.pending(FOLLOW_OUTBOX)).toHaveLength(2);
  });
});

describe("afterStep (a run's tally, step by step)", () => {
  it("marks sent and dropped messages done, counts them and forgets the unknown servers in a row", () => {
    const unsure = { ...NO_TALLY, unknownInARow: 2 };
    expect(afterStep(unsure, "sent", 5)).toEqual({ tally: { ...NO_TALLY, sent: 1 }, next: "done" });
    expect(afterStep(unsure, "dropped", 5)).toEqual({ tally: { ...NO_TALLY, dropped: 1 }, next: "done" });
  });

  it("keeps a message whose server was already unknown, and goes on", () => {
    expect(afterStep(NO_TALLY, "wait", 5)).toEqual({ tally: { ...NO_TALLY, retryLater: 1 }, next: "next" });
  });

  it("ends the run at a failure worth trying again, leaving it and every later message queued", () => {
    expect(afterStep(NO_TALLY, "stop", 4)).toEqual({ tally: { ...NO_TALLY, retryLater: 5 }, next: "end" });
  });

  it(`ends the run at the ${UNKNOWN_IN_A_ROW_LIMIT}th unknown server in a row, the rest queued`, () => {
    let tally = NO_TALLY;
    const nexts: string[] = [];
    for (let i = 0; i < UNKNOWN_IN_A_ROW_LIMIT; i++) {
      const after = afterStep(tally, "keep", 10 - i);
      tally = after.tally;
      nexts.push(after.next);
    }
    expect(nexts).toEqual([...Array<string>(UNKNOWN_IN_A_ROW_LIMIT - 1).fill("next"), "end"]);
    // Each unknown one stays queued, and so do the messages after the last.
    expect(tally.retryLater).toBe(UNKNOWN_IN_A_ROW_LIMIT + 10 - (UNKNOWN_IN_A_ROW_LIMIT - 1));
    expect(tally).toMatchObject({ sent: 0, dropped: 0, unknownInARow: UNKNOWN_IN_A_ROW_LIMIT });
  });
});
