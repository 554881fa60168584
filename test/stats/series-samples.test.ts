import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Observation } from "../../src/station/changes.js";
import { initialKeeperState, type KeeperEvent, keeperStep } from "../../src/stats/keeper-step.js";
import { isVoiceSeries, STATION_TOTAL } from "../../src/stats/records.js";
import {
  MAX_CHANNEL_SERIES,
  NO_SERIES_SAMPLED,
  type ChannelAudience,
  type SeriesClock,
  SERIES_SAMPLE_EVERY_MS,
  seriesSamples,
  VOICE_TOTAL,
} from "../../src/stats/series-samples.js";

const STATION = "http://panel.test:8080#1";
const T0 = Date.UTC(2026, 10, 25, 12);
const SEC = 1000;

/** Reads every `every` ms from T0, each with these channels and voice count; the samples kept, by series. */
function readEvery(
  every: number,
  reads: number,
  channels: (i: number) => readonly ChannelAudience[] | null,
  voice: (i: number) => number | null,
) {
  let clock: SeriesClock = NO_SERIES_SAMPLED;
  const kept: { channel: string; at: number; listeners: number }[] = [];
  for (let i = 0; i < reads; i++) {
    const added = seriesSamples(STATION, T0 + i * every, channels(i), voice(i), clock);
    clock = added.clock;
    kept.push(...added.samples.map(({ channel, at, listeners }) => ({ channel, at, listeners })));
  }
  return { kept, clock };
}

describe("seriesSamples", () => {
  it("keeps each on-air channel at most once a minute, the lowest ids only", () => {
    const channels = [
      { id: 9, listeners: 1 },
      { id: 3, listeners: 20 },
      { id: 4, listeners: 7 },
    ];
    const { kept } = readEvery(
      15 * SEC,
      9,
      () => channels,
      () => null,
    );
    expect(MAX_CHANNEL_SERIES).toBe(2);
    expect(kept).toEqual(
      [0, 1, 2].flatMap((minute) => [
        { channel: "3", at: T0 + minute * SERIES_SAMPLE_EVERY_MS, listeners: 20 },
        { channel: "4", at: T0 + minute * SERIES_SAMPLE_EVERY_MS, listeners: 7 },
      ]),
    );
  });

  it("keeps nothing of the channels when they were not read, and nothing of voice when it does not run", () => {
    expect(
      readEvery(
        60 * SEC,
        5,
        () => null,
        () => null,
      ).kept,
    ).toEqual([]);
  });

  it("keeps voice from the first read with someone in it, zeros included, once a minute", () => {
    const voice = [0, 0, 2, 3, 0, 0];
    const { kept } = readEvery(
      30 * SEC,
      voice.length,
      () => null,
      (i) => voice[i] ?? null,
    );
    expect(kept).toEqual([
      { channel: VOICE_TOTAL, at: T0 + 60 * SEC, listeners: 2 },
      { channel: VOICE_TOTAL, at: T0 + 120 * SEC, listeners: 0 },
    ]);
    expect(isVoiceSeries(VOICE_TOTAL)).toBe(true);
  });

  it("holds the times of a few series only, whatever channel ids the panel sends", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(1000), { maxLength: 6 }), { maxLength: 40 }), (reads) => {
        const { clock } = readEvery(
          70 * SEC,
          reads.length,
          (i) => (reads[i] ?? []).map((id) => ({ id, listeners: 1 })),
          () => 1,
        );
        expect(Object.keys(clock.sampledAt).length).toBeLessThanOrEqual(MAX_CHANNEL_SERIES + 1);
      }),
    );
  });
});

describe("keeperStep with channels and voice", () => {
  it("writes the total at every read beside each channel and voice once a minute", () => {
    const observation: Observation = {
      dj: null,
      track: null,
      stationOnAir: true,
      listenUrl: null,
      listeners: 12,
      channelListeners: [
        { id: 1, listeners: 10 },
        { id: 2, listeners: 2 },
      ],
    };
    const events: KeeperEvent[] = [0, 20, 40, 60].map((s) => ({
      kind: "observed",
      at: T0 + s * SEC,
      observation,
      voiceListeners: 4,
    }));
    let state = initialKeeperState(STATION, T0);
    for (const event of events) state = keeperStep(state, event).state;
    const { batch } = keeperStep(state, { kind: "tick", at: T0 + 61 * SEC, final: true });
    const bySeries = (series: string) =>
      batch?.samples.filter((sample) => sample.channel === series).map((sample) => sample.at);
    expect(bySeries(STATION_TOTAL)).toHaveLength(4);
    expect(bySeries("1")).toEqual([T0, T0 + 60 * SEC]);
    expect(bySeries("2")).toEqual([T0, T0 + 60 * SEC]);
    expect(bySeries(VOICE_TOTAL)).toEqual([T0, T0 + 60 * SEC]);
  });

  it("keeps voice also through a failed panel read", () => {
    let state = initialKeeperState(STATION, T0);
    state = keeperStep(state, { kind: "observed", at: T0, observation: null, voiceListeners: 3 }).state;
    expect(state.samples).toEqual([{ station: STATION, channel: VOICE_TOTAL, at: T0, listeners: 3 }]);
  });
});
