import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Poster } from "../../src/announcer/poster.js";
import { type AnnouncerDeps, createAnnouncer } from "../../src/announcer/run.js";
import { djKey } from "../../src/announcer/detect.js";
import { djAnnouncementSlot, djKeyOfEventId } from "../../src/announcer/dj-announcements.js";
import { type Logger, silentLogger } from "../../src/log.js";
import { createPanelHandler, type PanelHandler } from "../../src/simulator/handler.js";
import { limitProblems } from "../../src/render/limits.js";
import type { AnnounceTarget } from "../../src/settings/announce-targets.js";
import type { MessageTemplate } from "../../src/templates/trigger.js";
import { availableDrivers } from "../../src/store/open-database.js";
import type { SqlDriverName } from "../../src/store/sql.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { ReadSkippedError } from "../../src/net/gate/background-read.js";
import { PanelBusyError } from "../../src/net/gate/gate-errors.js";
import { createPanelClient } from "../../src/panel/client.js";
import { fakePoster } from "../support/fake-poster.js";
import { inProcessClient, manualClock } from "../support/simulator.js";

const CHANNELS = ["111111111111111111", "222222222222222222"];
const folders: string[] = [];
const stores: AsyncBotStore[] = [];

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "radio-bot-"));
  folders.push(dir);
  return dir;
}

function open(dir: string, driver: SqlDriverName | "auto" = "auto"): AsyncBotStore {
  const store = asyncStore(openSqliteStore(dir, driver));
  stores.push(store);
  return store;
}

/** A station, a panel client over it (no sockets), a clock, a fake poster and an announcer over a store. */
function setup(
  options: {
    store?: AsyncBotStore;
    handler?: PanelHandler;
    clock?: ReturnType<typeof manualClock>;
    log?: Logger;
  } & Partial<AnnouncerDeps> = {},
) {
  const clock = options.clock ?? manualClock();
  const handler = options.handler ?? createPanelHandler({ now: clock.now, lively: false, seed: 5 });
  const panel = inProcessClient(handler, clock.now);
  const fake = fakePoster();
  const store = options.store ?? open(":memory:");
  const announcer = createAnnouncer({
    panel,
    store,
    poster: fake.poster,
    log: options.log ?? silentLogger,
    channelIds: CHANNELS,
    tracks: "off",
    locale: "en",
    stationStatus: false,
    confirm: 2,
    ...options,
  });
  const run = () => {
    clock.advance(15_000);
    return announcer.run(clock.now());
  };
  /** A run at the same moment as the previous one. */
  const runAgainNow = () => announcer.run(clock.now());
  return { clock, handler, station: handler.station, fake, store, run, runAgainNow };
}

const titles = (posted: { message: { embeds: { title?: string }[] } }[]) =>
  posted.map((p) => p.message.embeds[0]?.title);

describe("announcer run", () => {
  it("posts a DJ going live to every announce channel, once", async () => {
    const { station, fake, run } = setup();
    await run();
    expect(fake.posted).toEqual([]);
    station.setLiveDj("DJ Nova");
    const report = await run();
    expect(report.events).toHaveLength(1);
    expect(fake.posted.map((p) => p.channelId)).toEqual(CHANNELS);
    expect(titles(fake.posted)).toEqual(["🔴 DJ Nova is live!", "🔴 DJ Nova is live!"]);
    for (const p of fake.posted) expect(limitProblems(p.message)).toEqual([]);
    await run();
    expect(fake.posted).toHaveLength(2);
  });

  it("remembers each channel's post of a DJ going live, for the followers' link, and no other post", async () => {
    const { station, fake, store, run } = setup({ tracks: "post" });
    await run();
    station.setLiveDj("DJ Nova");
    const report = await run();
    const dj = report.observation?.dj ?? null;
    expect(dj?.live).toBe(true);
    const slot = djAnnouncementSlot("http://panel.test:8080#1", djKey(dj));
    const djPosts = fake.posted.filter((p) => p.message.embeds[0]?.title === "🔴 DJ Nova is live!");
    expect(djPosts).toHaveLength(2);
    for (const [index, channel] of CHANNELS.entries())
      expect(await store.trackMessage(slot, channel)).toBe(djPosts[index]?.messageId);
    // A track's post is not taken for the DJ's announcement.
    station.skip();
    await run();
    for (const [index, channel] of CHANNELS.entries())
      expect(await store.trackMessage(slot, channel)).toBe(djPosts[index]?.messageId);
  });

  it("leaves the queue to another process's claim, posting nothing, and delivers it once that claim is over", async () => {
    const store = open(":memory:");
    let elsewhere = true;
    // Another process holds the queue's claim while `elsewhere` is true.
    const { station, fake, run } = setup({
      store: {
        ...store,
        claim: (key, deliver) => (elsewhere ? Promise.resolve(null) : store.claim(key, deliver)),
      },
    });
    await run();
    station.setLiveDj("DJ Nova");
    const report = await run();
    expect([report.events.length, report.delivered, fake.posted]).toEqual([1, 0, []]);
    expect(await store.pending("http://panel.test:8080#1")).toHaveLength(2);
    elsewhere = false;
    expect((await run()).delivered).toBe(2);
    expect(titles(fake.posted)).toEqual(["🔴 DJ Nova is live!", "🔴 DJ Nova is live!"]);
  });

  it("reads only the DJs and the track on a run with nothing to post, whatever the number of channels", async () => {
    const { handler, run } = setup();
    await run();
    await run();
    expect([handler.count("djs"), handler.count("history"), handler.count("channels")]).toEqual([2, 2, 0]);
  });

  it("reads the channels on every run when station on/off air announcements are on", async () => {
    const { handler, run } = setup({ stationStatus: true });
    await run();
    await run();
    expect([handler.count("djs"), handler.count("history"), handler.count("channels")]).toEqual([2, 2, 2]);
  });

  it("keeping figures, reads the audience once a minute, and a station nobody announces that often too", async () => {
    // Runs every 15 s: the channels at the first and then every fourth run.
    const { handler, run } = setup({ audienceEveryMs: 60_000 });
    for (let i = 0; i < 8; i++) await run();
    expect([handler.count("djs"), handler.count("channels")]).toEqual([8, 2]);
    const silent = setup({ audienceEveryMs: 60_000, channelIds: [] });
    const reports = [];
    for (let i = 0; i < 8; i++) reports.push(await silent.run());
    expect([silent.handler.count("djs"), silent.handler.count("channels")]).toEqual([2, 2]);
    expect(
      reports.map((report) => report.observation?.listeners ?? null).filter((n) => n !== null),
    ).toHaveLength(2);
  });

  it("reads the channels for a post's Listen button, and reuses the address for five minutes", async () => {
    const { handler, station, fake, run } = setup({ tracks: "post" });
    await run();
    station.skip();
    await run();
    station.skip();
    await run();
    expect(handler.count("channels")).toBe(1);
    const buttons = fake.posted.map((p) => JSON.stringify(p.message.components));
    expect(buttons.every((b) => b.includes("radio-demo"))).toBe(true);
    for (let i = 0; i < 20; i++) await run(); // five minutes of runs, nothing new
    station.skip();
    await run();
    expect(handler.count("channels")).toBe(2);
  });

  it("posts without the Listen button when the channels cannot be read, rather than not at all", async () => {
    const { handler, station, fake, run } = setup();
    await run();
    handler.setFault({ kind: "status", status: 500 }, { endpoints: ["channels"] });
    station.setLiveDj("DJ Nova");
    await run();
    expect(titles(fake.posted)).toEqual(["🔴 DJ Nova is live!", "🔴 DJ Nova is live!"]);
    expect(fake.posted[0]?.message.components).toEqual([]);
  });

  it("reads the panel afresh even right after the previous run, so a change is never seen late", async () => {
    const { station, fake, run, runAgainNow } = setup();
    await run();
    station.setLiveDj("DJ Nova");
    // No time passes: a cached answer would still be "fresh" by any TTL.
    await runAgainNow();
    expect(titles(fake.posted)).toEqual(["🔴 DJ Nova is live!", "🔴 DJ Nova is live!"]);
  });

  it("posts nothing while the panel fails, and does not repeat when it recovers", async () => {
    const { station, handler, fake, run } = setup();
    await run();
    station.setLiveDj("DJ Nova");
    await run();
    handler.setFault({ kind: "status", status: 503 });
    expect((await run()).panelOk).toBe(false);
    await run();
    handler.clearFaults();
    await run();
    expect(titles(fake.posted)).toEqual(["🔴 DJ Nova is live!", "🔴 DJ Nova is live!"]);
  });

  it("logs a read the gate refused as a failure, and one it skipped (no slot before the next run) not at all", async () => {
    const warnings: string[] = [];
    const log = { ...silentLogger, warn: (message: string) => warnings.push(message) };
    const refusing = (error: Error) =>
      createPanelClient({
        baseUrl: "http://panel.test",
        serverId: 1,
        retries: 0,
        fetch: () => Promise.reject(error),
      });
    const skipped = await setup({ log, panel: refusing(new ReadSkippedError()) }).run();
    expect([skipped.panelOk, warnings]).toEqual([false, []]);
    await setup({ log, panel: refusing(new PanelBusyError("queue-full")) }).run();
    expect(warnings).toEqual(["announcer: panel read failed; nothing changes until it answers"]);
  });

  it("keeps posting to the other channels when one refuses, and says so in the log once", async () => {
    const errors: string[] = [];
    const log: Logger = { ...silentLogger, error: (message) => errors.push(message) };
    const { station, fake, run } = setup({ log });
    fake.refuse(CHANNELS[0] ?? "");
    await run();
    station.setLiveDj("DJ Nova");
    await run();
    station.setLiveDj("Маша Эфир");
    await run();
    expect(fake.posted.map((p) => p.channelId)).toEqual([CHANNELS[1], CHANNELS[1]]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Give the bot View Channel, Send Messages and Embed Links");
  });

  it("retries a post that failed with a 5xx on the next run, and posts it once", async () => {
    const { station, fake, run } = setup();
    await run();
    station.setLiveDj("DJ Nova");
    fake.failNext(2);
    const failed = await run();
    expect(failed.retryLater).toBe(2);
    expect(fake.posted).toEqual([]);
    await run();
    expect(fake.posted.map((p) => p.channelId)).toEqual(CHANNELS);
    await run();
    expect(fake.posted).toHaveLength(2);
  });

  it("posts every new track in post mode, never a jingle, with a stable nonce", async () => {
    const { station, fake, run } = setup({ tracks: "post", channelIds: [CHANNELS[0] ?? ""] });
    await run();
    for (let i = 0; i < 5; i++) {
      station.skip();
      await run();
    }
    const tracks = fake.posted.filter((p) => p.message.embeds[0]?.author?.name === "🎵 Now playing");
    expect(tracks.length).toBeGreaterThanOrEqual(3);
    expect(tracks.every((p) => !String(p.message.embeds[0]?.title).includes("Station ID"))).toBe(true);
    expect(new Set(tracks.map((p) => p.nonce)).size).toBe(tracks.length);
    expect(tracks.every((p) => (p.nonce ?? "").length <= 25)).toBe(true);
  });

  it("edits one message per channel in edit mode, and posts anew when it was deleted", async () => {
    const { station, fake, run } = setup({ tracks: "edit", channelIds: [CHANNELS[0] ?? ""] });
    await run();
    station.skip();
    await run();
    station.skip();
    await run();
    const [first, ...rest] = fake.posted;
    expect(first?.edited).toBeUndefined();
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((p) => p.edited && p.messageId === first?.messageId)).toBe(true);

    fake.deleteMessage(String(first?.messageId));
    station.skip();
    station.skip();
    await run();
    const last = fake.posted.at(-1);
    expect(last?.edited).toBeUndefined();
    expect(last?.messageId).not.toBe(first?.messageId);
  });
});

describe("delivering each channel on its own", () => {
  it("posts to the other channels while one channel's post is held up (a 429), and keeps that channel in order", async () => {
    const [held, free] = CHANNELS;
    const fake = fakePoster();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let freeDone!: () => void;
    const freeDelivered = new Promise<void>((resolve) => (freeDone = resolve));
    const poster: Poster = {
      ...fake.poster,
      async post(channelId, message, nonce) {
        if (channelId === held) await gate;
        const outcome = await fake.poster.post(channelId, message, nonce);
        if (fake.posted.filter((p) => p.channelId === free).length === 2) freeDone();
        return outcome;
      },
    };
    const { station, run } = setup({ poster, tracks: "post" });
    await run();
    station.setLiveDj("DJ Nova");
    station.skip();
    const running = run();
    await freeDelivered;
    expect(fake.posted.map((p) => p.channelId)).toEqual([free, free]);
    release();
    expect(await running).toMatchObject({ delivered: 4, retryLater: 0 });
    const heldPosts = fake.posted.filter((p) => p.channelId === held);
    expect(titles(heldPosts)).toEqual(titles(fake.posted.filter((p) => p.channelId === free)));
    expect(titles(heldPosts)[0]).toBe("🔴 DJ Nova is live!");
  });
});

describe("edit mode under a Discord outage", () => {
  it("merges pending updates: only the newest track is delivered when Discord recovers", async () => {
    const { station, fake, run } = setup({ tracks: "edit", channelIds: [CHANNELS[0] ?? ""] });
    await run();
    fake.failWhen(() => true);
    station.skip();
    await run();
    station.skip();
    await run();
    fake.failWhen(() => false);
    await run();
    expect(fake.posted).toHaveLength(1);
    const [current] = station.history("http://panel.test:8080").filter((e) => e.jingle_id === null);
    expect(fake.posted[0]?.message.embeds[0]?.title).toBe(
      `${String(current?.author)} — ${String(current?.title)}`,
    );
  });
});

/** One station, clock and data folder across several "processes" of the bot, each with its own store and poster. */
function restartable(driver: SqlDriverName) {
  const dir = dataDir();
  const clock = manualClock();
  const handler = createPanelHandler({ now: clock.now, lively: false });
  return {
    clock,
    station: handler.station,
    dir,
    /** Starts a bot process over the same SQLite file. */
    boot: (options: Partial<Omit<AnnouncerDeps, "store">> = {}) =>
      setup({ store: open(dir, driver), handler, clock, ...options }),
    /** Stops the last process: its database is closed, as on SIGTERM. */
    shutdown: () => stores.pop()?.close() ?? Promise.resolve(),
  };
}

describe.each(availableDrivers())("announcer state across restarts (SQLite file, %s)", (driver) => {
  it("creates the database on first start and posts nothing after a restart with nothing changed", async () => {
    const bot = restartable(driver);
    const first = bot.boot();
    await first.run();
    bot.station.setLiveDj("DJ Nova");
    await first.run();
    expect(first.fake.posted).toHaveLength(2);
    await bot.shutdown();

    const second = bot.boot();
    await second.run();
    await second.run();
    expect(second.fake.posted).toEqual([]);
  });

  it("announces a change that happened while the bot was down, once", async () => {
    const bot = restartable(driver);
    const first = bot.boot();
    await first.run();
    await bot.shutdown();

    bot.station.setLiveDj("Маша Эфир");
    bot.clock.advance(600_000);
    const second = bot.boot();
    await second.run();
    await second.run();
    expect(titles(second.fake.posted)).toEqual(["🔴 Маша Эфир is live!", "🔴 Маша Эфир is live!"]);
  });

  it("keeps a post that failed before a restart and delivers it after", async () => {
    const bot = restartable(driver);
    const first = bot.boot();
    await first.run();
    bot.station.setLiveDj("DJ Nova");
    first.fake.failNext(10);
    await first.run();
    expect(first.fake.posted).toEqual([]);
    await bot.shutdown();

    const second = bot.boot();
    await second.run();
    expect(titles(second.fake.posted)).toEqual(["🔴 DJ Nova is live!", "🔴 DJ Nova is live!"]);
  });

  it("remembers the edit-mode message across a restart and replaces it when it was deleted", async () => {
    const bot = restartable(driver);
    const channelIds = [CHANNELS[0] ?? ""];
    const first = bot.boot({ tracks: "edit", channelIds });
    await first.run();
    bot.station.skip();
    await first.run();
    const messageId = first.fake.posted[0]?.messageId;
    await bot.shutdown();

    const reopened = open(bot.dir, driver);
    const key = "http://panel.test:8080#1";
    expect(await reopened.trackMessage(key, channelIds[0] ?? "")).toBe(messageId);
    const second = setup({
      store: reopened,
      handler: first.handler,
      clock: bot.clock,
      tracks: "edit",
      channelIds,
    });
    bot.station.skip();
    await second.run();
    // The new process's Discord does not know the old message: it is posted anew and remembered.
    expect(second.fake.posted[0]?.edited).toBeUndefined();
    expect(await reopened.trackMessage(key, channelIds[0] ?? "")).toBe(second.fake.posted[0]?.messageId);
  });
});

describe("announcing per server settings (/setup)", () => {
  it("pings a server's role on the DJ-live post only, and writes each channel in its server's language", async () => {
    const [english = "", russian = ""] = CHANNELS;
    const { station, fake, run } = setup({
      targets: () => [
        {
          channelId: english,
          tracks: "post",
          locale: "en",
          stationStatus: false,
          pingRoleId: "555555555555555555",
        },
        { channelId: russian, tracks: "off", locale: "ru", stationStatus: false, pingRoleId: null },
      ],
    });
    await run();
    station.setLiveDj("DJ Nova");
    await run();
    station.skip();
    await run();
    const isLive = (p: (typeof fake.posted)[number]) => Boolean(p.message.embeds[0]?.title?.startsWith("🔴"));
    const [live, ...tracks] = fake.posted.filter((p) => p.channelId === english);
    expect(live && isLive(live)).toBe(true);
    expect(live?.message).toMatchObject({
      content: "<@&555555555555555555>",
      mentionRoles: ["555555555555555555"],
    });
    expect(tracks.length).toBeGreaterThan(0);
    for (const track of tracks) expect(track.message.content).toBeUndefined();
    const inRussian = fake.posted.filter((p) => p.channelId === russian);
    expect(inRussian.map((p) => [p.message.embeds[0]?.title, p.message.content])).toEqual([
      ["🔴 DJ Nova в эфире!", undefined],
    ]);
  });

  it("reads nothing while no channel wants announcements, unless the bot's status needs the reads", async () => {
    const quiet = setup({ targets: () => [] });
    await quiet.run();
    expect(quiet.handler.count()).toBe(0);
    const status = setup({ targets: () => [], alwaysRead: true });
    await status.run();
    expect(status.handler.count()).toBe(2);
  });
});

describe("announcer run in each server's look", () => {
  const target = (channelId: string, extra: Partial<AnnounceTarget> = {}): AnnounceTarget => ({
    channelId,
    tracks: "off",
    locale: "en",
    stationStatus: false,
    pingRoleId: null,
    ...extra,
  });
  const live = (text: string, station?: string): MessageTemplate => ({
    trigger: "live",
    text,
    ...(station ? { station } : {}),
  });
  const said = (p: { message: { content?: string; embeds: { description?: string }[] } }) =>
    p.message.content ?? p.message.embeds[0]?.description;

  it("renders each target in its server's templates and style for this station", async () => {
    const compact = { layout: "compact", color: null, cover: true, timestamp: true } as const;
    const { station, fake, run } = setup({
      targets: () => [
        target(CHANNELS[0] ?? "", {
          templates: [live("A {dj}"), live("OWN {dj}", "http://panel.test:8080#1")],
        }),
        target(CHANNELS[1] ?? "", { templates: [live("B {dj}", "elsewhere#1")], style: compact }),
      ],
    });
    await run();
    station.setLiveDj("DJ Nova");
    await run();
    expect(fake.posted.map(said)).toEqual(["OWN DJ Nova", "🔴 **DJ Nova** is live!"]);
    expect(fake.posted[1]?.message.embeds).toEqual([]);
  });

  it("reads the audience only when a template uses {listeners}, in the one channels read of the run", async () => {
    const { handler, station, fake, run } = setup({
      stationStatus: true,
      targets: () => [
        target(CHANNELS[0] ?? "", { stationStatus: true, templates: [live("{dj} · {listeners}")] }),
      ],
    });
    await run();
    station.setLiveDj("DJ Nova");
    await run();
    expect(handler.count("channels")).toBe(2);
    expect(said(fake.posted[0] ?? { message: { embeds: [] } })).toMatch(/^DJ Nova · \d+$/);
  });

  it("adds no read for a template without {listeners} or {station}", async () => {
    const { handler, station, run } = setup({
      targets: () => [target(CHANNELS[0] ?? "", { templates: [live("{dj}")] })],
    });
    await run();
    station.setLiveDj("DJ Nova");
    await run();
    expect([handler.count("channels"), handler.count("servers")]).toEqual([1, 0]);
  });

  it("reads the station's name for {station} once, when a template first needs it", async () => {
    const { handler, station, fake, run } = setup({
      targets: () => [target(CHANNELS[0] ?? "", { templates: [live("{dj} on {station}")] })],
    });
    await run();
    station.setLiveDj("DJ Nova");
    await run();
    station.setLiveDj("Маша Эфир");
    await run();
    expect(handler.count("servers")).toBe(1);
    expect(fake.posted.map(said)[0]).toBe("DJ Nova on Radio Demo");
  });
});

describe("a DJ's announcement slot", () => {
  it("reads the DJ of a DJ change's event id, and nothing of another post's", () => {
    expect(djKeyOfEventId("dj:live:2:1796328000000")).toBe("live:2");
    expect(djKeyOfEventId("dj:none:5")).toBe("none");
    expect(djKeyOfEventId("track:12:5")).toBeNull();
    expect(djKeyOfEventId("dj:")).toBeNull();
  });

  it("never meets a station's own now-playing row", () => {
    expect(djAnnouncementSlot("http://panel#1", "live:2")).toBe("http://panel#1 live:2");
    expect(djAnnouncementSlot("http://panel#1", "live:2")).not.toBe("http://panel#1");
  });
});
