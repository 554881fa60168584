import { describe, expect, it } from "vitest";
import type { Observation, TrackSnapshot } from "../../src/station/changes.js";
import {
  initialKeeperState,
  type KeeperEvent,
  keeperStep,
  type KeeperState,
} from "../../src/stats/keeper-step.js";
import {
  boundedRecords,
  listenerCountRejection,
  MAX_CHANNEL_LISTENERS,
  MAX_STATION_LISTENERS,
} from "../../src/stats/listener-bounds.js";
import { MAX_ON_AIR_MS } from "../../src/stats/play-time.js";
import type { ListenerCountRejection } from "../../src/stats/listener-bounds.js";

const STATION = "http://panel.test:8080#1";
const T0 = Date.UTC(2026, 10, 25, 12);
const MIN = 60_000;
const DAY = 86_400_000;

function song(id: number, startedAt: number): TrackSnapshot {
  return {
    id,
    startedAt,
    artist: "Artist",
    title: `Title ${id}`,
    album: null,
    cover: null,
    djName: null,
    isJingle: false,
    lengthMs: 180_000,
    fromLibrary: true,
  };
}

/** A read of two channels (id, listeners_current, configured limit) as `observe` reduces it. */
function read(
  channels: readonly [number, number, number?][],
  track: TrackSnapshot | null = null,
): Observation {
  return {
    dj: null,
    track,
    stationOnAir: true,
    listenUrl: null,
    listeners: channels.reduce((sum, [, listeners]) => sum + Math.max(0, listeners), 0),
    channelListeners: channels.map(([id, listeners, limit]) => ({ id, listeners, limit: limit ?? null })),
  };
}

function run(events: readonly KeeperEvent[]): { state: KeeperState; rejected: ListenerCountRejection[] } {
  let state = initialKeeperState(STATION, T0);
  const rejected: ListenerCountRejection[] = [];
  for (const event of events) {
    const result = keeperStep(state, event);
    state = result.state;
    rejected.push(...result.rejected);
  }
  return { state, rejected };
}

const at = (ms: number, observation: Observation): KeeperEvent => ({ kind: "observed", at: ms, observation });

describe("listenerCountRejection", () => {
  it("keeps whole counts from 0 to the bound and the channel's limit, and says why it keeps no other", () => {
    expect(listenerCountRejection(0, MAX_CHANNEL_LISTENERS)).toBeNull();
    expect(listenerCountRejection(MAX_CHANNEL_LISTENERS, MAX_CHANNEL_LISTENERS)).toBeNull();
    expect(listenerCountRejection(MAX_CHANNEL_LISTENERS + 1, MAX_CHANNEL_LISTENERS)).toBe("over_bound");
    expect(listenerCountRejection(Number.MAX_SAFE_INTEGER, MAX_CHANNEL_LISTENERS)).toBe("over_bound");
    expect(listenerCountRejection(-5, MAX_CHANNEL_LISTENERS)).toBe("negative");
    expect(listenerCountRejection(101, MAX_CHANNEL_LISTENERS, 100)).toBe("over_limit");
    expect(listenerCountRejection(100, MAX_CHANNEL_LISTENERS, 100)).toBeNull();
    // 0 or no limit: none configured.
    expect(listenerCountRejection(5_000, MAX_CHANNEL_LISTENERS, 0)).toBeNull();
    expect(listenerCountRejection(Number.NaN, MAX_CHANNEL_LISTENERS)).toBe("not_a_count");
    expect(listenerCountRejection(1.5, MAX_CHANNEL_LISTENERS)).toBe("not_a_count");
  });

  it("keeps a day's figures at the bound within the safe integers the store reads back", () => {
    // A bucket is one hour or one local day (at most 25 h), however many days are kept: its listener-ms are at most
    // the bound × 25 h in ms, and its sum the bound × one sample a millisecond, the same product.
    const longestDayMs = 25 * 3_600_000;
    expect(MAX_STATION_LISTENERS * longestDayMs).toBeLessThan(Number.MAX_SAFE_INTEGER / 10);
    expect(MAX_CHANNEL_LISTENERS).toBeLessThanOrEqual(MAX_STATION_LISTENERS);
  });
});

describe("the keeper's listener counts", () => {
  it("keeps neither the channel nor the total of a read reporting 2^53 - 1 listeners, and the reads after it", () => {
    const { state, rejected } = run([
      at(T0, read([[1, 10]])),
      at(T0 + MIN, read([[1, Number.MAX_SAFE_INTEGER]])),
      at(T0 + 2 * MIN, read([[1, 12]])),
    ]);
    expect(state.samples.map((s) => [s.channel, s.at - T0, s.listeners])).toEqual([
      ["1", 0, 10],
      ["total", 0, 10],
      ["1", 2 * MIN, 12],
      ["total", 2 * MIN, 12],
    ]);
    expect(rejected).toEqual(["over_bound"]);
  });

  it("keeps no count past a channel's configured limit, nor a negative one, nor the total of that read", () => {
    const { state, rejected } = run([
      at(
        T0,
        read([
          [1, 150, 100],
          [2, 5],
        ]),
      ),
      at(
        T0 + MIN,
        read([
          [1, -5],
          [2, 5],
        ]),
      ),
      at(
        T0 + 2 * MIN,
        read([
          [1, 90, 100],
          [2, 5],
        ]),
      ),
    ]);
    expect(state.samples.map((s) => [s.channel, s.at - T0, s.listeners])).toEqual([
      ["2", 0, 5],
      ["2", MIN, 5],
      ["1", 2 * MIN, 90],
      ["2", 2 * MIN, 5],
      ["total", 2 * MIN, 95],
    ]);
    expect(rejected).toEqual(["over_limit", "negative"]);
  });

  it("keeps a play seen in an absurd read without its audience", () => {
    const { state } = run([at(T0, read([[1, 3_000_000_000]], song(1, T0 - MIN)))]);
    expect(state.plays.map((play) => [play.at, play.listeners])).toEqual([[T0 - MIN, null]]);
  });

  it("keeps a play whose start is in seconds, 0 or over a day old at the read, never in 1970", () => {
    const { state } = run([
      at(T0, read([[1, 4]], song(1, Math.floor(T0 / 1000)))),
      at(T0 + MIN, read([[1, 4]], song(2, 0))),
      at(T0 + 2 * MIN, read([[1, 4]], song(3, T0 + 2 * MIN - MAX_ON_AIR_MS - 1))),
      at(T0 + 3 * MIN, read([[1, 4]], song(4, T0 + 3 * MIN - DAY + 1))),
    ]);
    expect(state.plays.map((play) => play.at - T0)).toEqual([0, MIN, 2 * MIN, 3 * MIN - DAY + 1]);
  });
});

describe("boundedRecords", () => {
  it("leaves out negative and absurd counts of a history: samples dropped, plays kept without audience", () => {
    const play = (listeners: number | null) => ({
      station: STATION,
      at: T0,
      artist: "A",
      title: "B",
      dj: "",
      listeners,
    });
    const sample = (channel: string, listeners: number) => ({ station: STATION, channel, at: T0, listeners });
    const { records, rejected } = boundedRecords({
      samples: [sample("total", -5), sample("total", 7), sample("1", 2_000_000), sample("total", 2_000_000)],
      plays: [play(-5), play(8), play(null), play(Number.MAX_SAFE_INTEGER)],
    });
    expect(records.samples?.map((s) => [s.channel, s.listeners])).toEqual([
      ["total", 7],
      ["total", 2_000_000],
    ]);
    expect(records.plays?.map((p) => p.listeners)).toEqual([null, 8, null, null]);
    expect(rejected).toEqual(["negative", "over_bound", "negative", "over_bound"]);
  });
});
