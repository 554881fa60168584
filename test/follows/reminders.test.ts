import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Follow } from "../../src/follows/follow.js";
import { FOLLOW_OUTBOX, reminderEventId } from "../../src/follows/follow-queue.js";
import type { RenderReminder } from "../../src/follows/reminder-messages.js";
import { type ReminderDmFacts, renderReminderDm } from "../../src/render/follow-dm.js";
import { createReminders, type RemindersDeps } from "../../src/follows/reminders.js";
import type { Logger } from "../../src/log.js";
import type { SimulatedPanel } from "../../src/simulator/server.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { clientFor, simulatedPanel } from "../support/simulator.js";

const MIN = 60_000;
/** Wednesday 25 November 2026, 18:00 UTC: "Drive Time with DJ Nova" (show 21) starts. */
const START = Date.UTC(2026, 10, 25, 18);
const SHOW = 21;

const folders: string[] = [];
const stores: AsyncBotStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Opens a store on a SQLite file; `folder` given: another connection to the same file (another process). */
function sqliteStore(folder = mkdtempSync(join(tmpdir(), "radio-bot-reminders-"))) {
  if (!folders.includes(folder)) folders.push(folder);
  const store = asyncStore(openSqliteStore(folder, "wasm"));
  stores.push(store);
  return { store, folder };
}

/** A store that counts its reads of the reminded follows. */
function counting(store: AsyncBotStore) {
  const reads = { follows: 0 };
  const counted: RemindersDeps["store"] = {
    commitStep: (keys, step, now) => store.commitStep(keys, step, now),
    remindedFollowsOf: (station) => {
      reads.follows++;
      return store.remindedFollowsOf(station);
    },
  };
  return { counted, reads };
}

/** A renderer that writes the facts down, so a test reads what the message was made of. */
const render: RenderReminder = (facts: ReminderDmFacts, locale) => ({
  content: JSON.stringify({ ...facts, locale }),
  embeds: [],
  components: [],
});

/** A logger that keeps its warnings. */
function warnings() {
  const lines: string[] = [];
  const log: Logger = { debug() {}, info() {}, warn: (message) => void lines.push(message), error() {} };
  return { log, lines };
}

function remindersOn(
  panel: SimulatedPanel,
  store: RemindersDeps["store"],
  log = warnings().log,
  renderWith: RenderReminder = render,
) {
  const { client } = clientFor(panel);
  const station = `${client.address}#1`;
  return {
    station,
    reminders: createReminders({
      panel: client,
      store,
      station,
      render: renderWith,
      localeOf: async (guildId) => (guildId === "200" ? "de" : "en"),
      stationName: () => "Radio Demo",
      listenUrl: () => "https://radio.test/live",
      guildName: (guildId) => `Server ${guildId}`,
      log,
    }),
  };
}

function follow(station: string, extra: Partial<Follow> = {}): Follow {
  return {
    guildId: "100",
    userId: "111",
    station,
    dj: "dj nova",
    remindMinutes: 15,
    createdAt: 1,
    ...extra,
  };
}

/** Ticks `reminders` every `everyMs` from `from` up to (not including) `to`; resolves to how many were queued. */
async function tickThrough(
  reminders: { tick(now: number): Promise<number> },
  from: number,
  to: number,
  everyMs = 30_000,
) {
  let queued = 0;
  for (let now = from; now < to; now += everyMs) queued += await reminders.tick(now);
  return queued;
}

/** What is queued for the followers, as [target, event id]. */
async function queued(store: AsyncBotStore) {
  return (await store.pending(FOLLOW_OUTBOX)).map((d) => [d.channelId, d.eventId]);
}

describe("createReminders, against the simulated station and a SQLite store", () => {
  it("queues one reminder 15 minutes before the DJ's show, with what the message says, and no other", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { store } = sqliteStore();
    const { station, reminders } = remindersOn(panel, store);
    await store.addFollow(follow(station), 25);
    await store.addFollow(follow(station, { userId: "222", dj: "Маша Эфир" }), 25);

    expect(await tickThrough(reminders, START - 30 * MIN, START - 15 * MIN)).toBe(0);
    expect(await queued(store)).toEqual([]);
    expect(await reminders.tick(START - 15 * MIN)).toBe(1);
    expect(await tickThrough(reminders, START - 15 * MIN + 30_000, START + 30 * MIN)).toBe(0);

    const [delivery] = await store.pending(FOLLOW_OUTBOX);
    expect(await queued(store)).toEqual([["100:111", reminderEventId(station, SHOW, START, 15)]]);
    expect(delivery?.mode).toBe("post");
    expect(JSON.parse(delivery?.message.content ?? "")).toEqual({
      stationName: "Radio Demo",
      dj: "DJ Nova",
      show: "Drive Time with DJ Nova",
      start: START,
      minutes: 15,
      listenUrl: "https://radio.test/live",
      guildName: "Server 100",
      unfollow: { guildId: "100", station, dj: "dj nova" },
      locale: "en",
    });
  });

  it("queues the bot's own reminder message, in the language of the server the follow was made in", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { store } = sqliteStore();
    const { station, reminders } = remindersOn(panel, store, warnings().log, renderReminderDm);
    await store.addFollow(follow(station, { guildId: "200", remindMinutes: 30 }), 25);
    expect(await reminders.tick(START - 25 * MIN)).toBe(1);
    const [delivery] = await store.pending(FOLLOW_OUTBOX);
    const facts: ReminderDmFacts = {
      stationName: "Radio Demo",
      dj: "DJ Nova",
      show: "Drive Time with DJ Nova",
      start: START,
      minutes: 30,
      listenUrl: "https://radio.test/live",
      guildName: "Server 200",
      unfollow: { guildId: "200", station, dj: "dj nova" },
    };
    expect(delivery?.message).toEqual(JSON.parse(JSON.stringify(renderReminderDm(facts, "de"))));
  });

  it("reminds a show moved just before its reminder at its new time only, and a removed one never", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { store } = sqliteStore();
    const { station, reminders } = remindersOn(panel, store);
    await store.addFollow(follow(station), 25);
    // The schedule is read (and kept for 5 minutes) before the show moves half an hour later.
    expect(await reminders.tick(START - 17 * MIN)).toBe(0);
    panel.station.editShow(SHOW, { shiftMs: 30 * MIN });
    const reads = panel.count("grid");
    expect(await reminders.tick(START - 15 * MIN)).toBe(0);
    expect(panel.count("grid")).toBe(reads + 1);
    expect(await tickThrough(reminders, START - 14 * MIN, START + 15 * MIN)).toBe(0);
    expect(await reminders.tick(START + 15 * MIN)).toBe(1);
    expect(await tickThrough(reminders, START + 16 * MIN, START + 40 * MIN)).toBe(0);
    expect(await queued(store)).toEqual([["100:111", reminderEventId(station, SHOW, START + 30 * MIN, 15)]]);

    panel.station.editShow(SHOW, { removed: true });
    const friday = START + 2 * 24 * 60 * MIN;
    expect(await tickThrough(reminders, friday - 70 * MIN, friday + 60 * MIN, MIN)).toBe(0);
    expect(await store.pending(FOLLOW_OUTBOX)).toHaveLength(1);
  });

  it("queues a reminder once across two processes on one store (a takeover), and once for a user of two servers", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { store: first, folder } = sqliteStore();
    const { store: second } = sqliteStore(folder);
    const a = remindersOn(panel, first);
    const b = remindersOn(panel, second);
    await first.addFollow(follow(a.station, { remindMinutes: 60 }), 25);
    await first.addFollow(follow(a.station, { remindMinutes: 60, guildId: "200", createdAt: 5 }), 25);
    await first.addFollow(follow(a.station, { userId: "333", guildId: "200", remindMinutes: 30 }), 25);

    expect(await a.reminders.tick(START - 60 * MIN)).toBe(1);
    expect(await queued(first)).toEqual([["100:111", reminderEventId(a.station, SHOW, START, 60)]]);
    // The reminder is sent (its delivery leaves the outbox), then the process that takes over ticks.
    for (const sent of await first.pending(FOLLOW_OUTBOX)) await first.done(sent.id);
    expect(await b.reminders.tick(START - 60 * MIN + 10_000)).toBe(0);
    expect(await queued(second)).toEqual([]);
    const both = await Promise.all([a.reminders.tick(START - 30 * MIN), b.reminders.tick(START - 30 * MIN)]);
    expect(both.toSorted()).toEqual([0, 1]);
    expect(await tickThrough(b.reminders, START - 29 * MIN, START)).toBe(0);
    expect(await tickThrough(a.reminders, START - 29 * MIN, START)).toBe(0);
    expect(await queued(second)).toEqual([["200:333", reminderEventId(a.station, SHOW, START, 30)]]);
    const german = (await second.pending(FOLLOW_OUTBOX))[0];
    expect(JSON.parse(german?.message.content ?? "").locale).toBe("de");
  });

  it("is polite to the panel: no schedule read without reminded follows, then one every 5 minutes, follows every minute", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { store } = sqliteStore();
    const { counted, reads } = counting(store);
    const { station, reminders } = remindersOn(panel, counted);
    const from = START - 4 * 60 * MIN;
    expect(await tickThrough(reminders, from, from + 10 * MIN, 10_000)).toBe(0);
    expect(panel.count("grid")).toBe(0);
    expect(reads.follows).toBe(10);

    await store.addFollow(follow(station, { remindMinutes: null }), 25);
    await store.addFollow(follow(station, { userId: "222" }), 25);
    // Picked up within a minute; then the schedule is read every 5 minutes over 20 minutes with nothing due.
    expect(await tickThrough(reminders, from + 10 * MIN, from + 30 * MIN, 10_000)).toBe(0);
    expect(panel.count("grid")).toBe(4);
    expect(reads.follows).toBe(30);
  });

  it("queues nothing while the panel fails, says so once, and reminds when it answers again", async () => {
    const panel = await simulatedPanel({ lively: false });
    const { store } = sqliteStore();
    const { log, lines } = warnings();
    const { station, reminders } = remindersOn(panel, store, log);
    await store.addFollow(follow(station), 25);
    panel.setFault({ kind: "status", status: 503 }, { endpoints: ["grid"] });
    expect(await tickThrough(reminders, START - 20 * MIN, START - 10 * MIN)).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^reminders: reading the schedule failed on /)]);
    panel.clearFaults();
    expect(await reminders.tick(START - 10 * MIN)).toBe(1);
    expect(await queued(store)).toEqual([["100:111", reminderEventId(station, SHOW, START, 15)]]);
  });
});
