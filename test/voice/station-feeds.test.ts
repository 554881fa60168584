import { describe, expect, it } from "vitest";
import type { Timers } from "../../src/clock.js";
import { silentLogger } from "../../src/log.js";
import { createAudienceWatch } from "../../src/voice/audience-watch.js";
import { createStationFeeds, type Feed } from "../../src/voice/station-feeds.js";
import type { VoiceEntry } from "../../src/voice/voice-entry.js";

/** A clock that moves only when told, with the timers it holds. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = next++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id) => void pending.delete(id as number),
  };
  return {
    timers,
    pending: () => pending.size,
    /** Moves the clock on, running each timer that falls due. */
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        pending.delete(id);
        timer.callback();
      }
    },
  };
}

/** Feeds whose pipelines only count what they were asked to do. */
function countingFeeds(maxStations = 25) {
  const made: string[] = [];
  const closed: string[] = [];
  const starts = new Map<string, number>();
  const feeds = createStationFeeds<Feed>({
    maxStations,
    create: (key) => {
      made.push(key);
      return {
        pipeline: {
          start: () => void starts.set(key, (starts.get(key) ?? 0) + 1),
          stop: () => Promise.resolve(),
        },
        close: () => {
          closed.push(key);
          return Promise.resolve();
        },
      };
    },
  });
  return { feeds, made, closed, starts };
}

function entry(guildId: string, station: string, home = false): VoiceEntry {
  return {
    guildId,
    channelId: `${guildId}-voice`,
    home,
    station,
    followsServer: true,
    connection: {} as VoiceEntry["connection"],
    emptySince: null,
    attempts: 0,
    timer: null,
    display: null,
    requestedToSpeak: false,
    readyWork: Promise.resolve(),
  };
}

/** A room's audience over fake entries: `humans` says who sits in each server's channel. */
function room(options: { maxStations?: number; idleMs?: number; leaveMs?: number } = {}) {
  const clock = fakeTimers();
  const counting = countingFeeds(options.maxStations);
  const entries = new Map<string, VoiceEntry>();
  const humans = new Map<string, number>();
  const left: string[] = [];
  const watch = createAudienceWatch({
    feeds: counting.feeds,
    timers: clock.timers,
    log: silentLogger,
    idleMs: options.idleMs ?? 30_000,
    leaveMs: options.leaveMs ?? 300_000,
    entries,
    humansOf: (e) => humans.get(e.guildId) ?? 0,
    channelName: (e) => e.channelId,
    leave: (e) => {
      left.push(e.guildId);
      entries.delete(e.guildId);
    },
  });
  /** A server's connection to a station, its feed acquired first as the room does. */
  const connect = (guildId: string, station: string, listeners: number, home = false) => {
    if (!counting.feeds.acquire(station)) return false;
    entries.set(guildId, entry(guildId, station, home));
    humans.set(guildId, listeners);
    watch.evaluate();
    return true;
  };
  return { ...counting, clock, entries, humans, left, watch, connect };
}

describe("the stations' feeds in voice", () => {
  it("runs exactly one pipeline per station heard, shared by every server on it", () => {
    const voice = room();
    voice.connect("g1", "alpha", 1);
    voice.connect("g2", "alpha", 3);
    voice.connect("g3", "beta", 1);
    expect(voice.made).toEqual(["alpha", "beta"]);
    expect(Object.fromEntries(voice.starts)).toEqual({ alpha: 1, beta: 1 });
    expect(voice.feeds.running()).toBe(2);
  });

  it("starts nothing for a station whose channels are empty, and keeps no feed for one no channel plays", () => {
    const voice = room();
    voice.connect("g1", "alpha", 0, true);
    expect(voice.starts.get("alpha")).toBeUndefined();
    expect(voice.feeds.running()).toBe(0);
    expect(voice.clock.pending()).toBe(0);
    // The home channel is dropped: the station's feed goes with it.
    voice.entries.delete("g1");
    voice.watch.evaluate();
    expect(voice.feeds.keys()).toEqual([]);
    expect(voice.closed).toEqual(["alpha"]);
  });

  it("closes one station's stream after VOICE_IDLE_SECONDS without listeners while another plays on", () => {
    const voice = room({ idleMs: 1_000 });
    voice.connect("g1", "alpha", 1, true);
    voice.connect("g2", "beta", 1, true);
    voice.humans.set("g1", 0);
    voice.watch.evaluate();
    voice.clock.advance(999);
    expect(voice.feeds.isRunning("alpha")).toBe(true);
    voice.clock.advance(10);
    expect(voice.feeds.isRunning("alpha")).toBe(false);
    expect(voice.feeds.isRunning("beta")).toBe(true);
    // Someone comes back: the same feed starts again, no new one is made.
    voice.humans.set("g1", 1);
    voice.watch.evaluate();
    expect(voice.starts.get("alpha")).toBe(2);
    expect(voice.made).toEqual(["alpha", "beta"]);
  });

  it("leaves a /radio join channel after VOICE_LEAVE_SECONDS empty, and releases its station", () => {
    const voice = room({ idleMs: 1_000, leaveMs: 2_000 });
    voice.connect("g1", "alpha", 1);
    voice.humans.set("g1", 0);
    voice.watch.evaluate();
    voice.clock.advance(2_010);
    expect(voice.left).toEqual(["g1"]);
    expect(voice.feeds.keys()).toEqual([]);
    expect(voice.clock.pending()).toBe(0);
  });

  it("refuses a station past VOICE_MAX_STATIONS, while the stations playing keep playing and others may join them", () => {
    const voice = room({ maxStations: 2 });
    expect(voice.connect("g1", "alpha", 1)).toBe(true);
    expect(voice.connect("g2", "beta", 1)).toBe(true);
    expect(voice.feeds.hasRoomFor("gamma")).toBe(false);
    expect(voice.connect("g3", "gamma", 1)).toBe(false);
    expect(voice.feeds.hasRoomFor("alpha")).toBe(true);
    expect(voice.connect("g3", "alpha", 1)).toBe(true);
    expect(voice.made).toEqual(["alpha", "beta"]);
    expect(voice.feeds.running()).toBe(2);
    // A station nobody plays any more frees its place.
    voice.entries.delete("g2");
    voice.watch.evaluate();
    expect(voice.feeds.hasRoomFor("gamma")).toBe(true);
  });
});
