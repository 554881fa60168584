import { describe, expect, it } from "vitest";
import type { ListenerSample, TrackPlay } from "../../src/stats/records.js";
import { DEFAULT_RETENTION, isExpired } from "../../src/stats/retention.js";
import { rollUpSamples, toDaily } from "../../src/stats/rollup.js";
import { DAY_MS, HOUR_MS, fixedZone } from "../../src/stats/time-zone.js";
import { mergeTallies, monthStart, tallyPlays, trimTallies } from "../../src/stats/track-tally.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import type { StatsStore } from "../../src/store/stats-store.js";
import { storesOn, type StoreBackend } from "./store-fixtures.js";

const STATION = "http://panel.test:8080#1";
const ZONE = fixedZone(330); // India: hours start at half past a UTC hour.
const T0 = Date.UTC(2026, 2, 30, 18, 0, 0);
const ALL = { from: 0, to: Number.MAX_SAFE_INTEGER };

function stats(store: AsyncBotStore): StatsStore {
  if (!store.stats) throw new Error("the store has no statistics");
  return store.stats;
}

/** Samples of two series every `pace` ms from `from`, listeners following a pattern. */
function samples(from: number, count: number, pace = 20_000): ListenerSample[] {
  return Array.from({ length: count }, (_, i) => [
    { station: STATION, channel: "1", at: from + i * pace, listeners: (i * 7) % 23 },
    { station: STATION, channel: "total", at: from + i * pace + 5_000, listeners: 10 + ((i * 5) % 17) },
  ]).flat();
}

function play(at: number, artist: string, title: string, dj = "", listeners: number | null = 12): TrackPlay {
  return { station: STATION, at, artist, title, dj, listeners };
}

/** The statistics' contract, the same over every store. */
export function describeStatsContract(backend: StoreBackend): void {
  describe("the statistics", () => {
    const { database, one } = storesOn(backend);

    it("stores buckets equal to the pure roll-up of the samples, however they are batched", async () => {
      const store = stats(await one());
      const all = samples(T0, 600);
      for (let i = 0; i < all.length; i += 157)
        await store.record(STATION, { samples: all.slice(i, i + 157) }, { zone: ZONE });
      const pure = rollUpSamples(all, { zone: ZONE });
      expect(await store.buckets(STATION, "hour", ALL)).toEqual(pure.hourly);
      expect(await store.buckets(STATION, "day", ALL)).toEqual(toDaily(pure.hourly, ZONE));
      expect(await store.samples(STATION, { from: T0, to: T0 + 60_000 })).toEqual(all.slice(0, 6));
      expect(await store.buckets("other#1", "hour", ALL)).toEqual([]);
    });

    it("counts nothing twice when a process taking the station over records the same samples again", async () => {
      const open = await database();
      const first = stats(await open());
      const all = samples(T0, 400);
      await first.record(STATION, { samples: all.slice(0, 300) }, { zone: ZONE });
      const second = stats(await open());
      // The new reader saw the last minutes too, and goes on from there.
      const recorded = await second.record(STATION, { samples: all.slice(250) }, { zone: ZONE });
      expect(recorded.samples).toBe(all.length - 300);
      expect(await second.record(STATION, { samples: all.slice(250) }, { zone: ZONE })).toEqual({
        samples: 0,
        plays: 0,
        spans: 0,
      });
      const pure = rollUpSamples(all, { zone: ZONE });
      expect(await first.buckets(STATION, "hour", ALL)).toEqual(pure.hourly);
      expect(await second.buckets(STATION, "day", ALL)).toEqual(toDaily(pure.hourly, ZONE));
      expect((await second.samples(STATION, ALL)).length).toBe(all.length);
    });

    it("counts a batch once when two processes record it at the same moment", async () => {
      const open = await database();
      const [a, b] = [stats(await open()), stats(await open())];
      const all = samples(T0, 300);
      const plays = [play(T0, "Air", "Alpha"), play(T0 + 60_000, "Air", "Beta")];
      const recorded = await Promise.all(
        [a, b].map((store) => store.record(STATION, { samples: all, plays }, { zone: ZONE })),
      );
      expect(recorded.map((r) => r.samples).sort()).toEqual([0, all.length]);
      expect(await b.buckets(STATION, "hour", ALL)).toEqual(rollUpSamples(all, { zone: ZONE }).hourly);
      expect(await a.tallies(STATION, ALL)).toEqual(tallyPlays(plays, (at) => monthStart(at, ZONE)));
    });

    it("stores a play once, tallies it by local month, and names the DJs seen", async () => {
      const store = stats(await one());
      const plays = [
        play(T0, "Daft Punk", "One More Time", "DJ Nova", 30),
        play(T0 + 200_000, "daft  punk", "one more time", "DJ Nova", null),
        play(T0 + 400_000, "Air", "La Femme d'Argent", "", 18),
        play(T0 + 40 * DAY_MS, "Daft Punk", "One More Time", "Ana K", 5),
      ];
      await store.record(STATION, { plays: plays.slice(0, 3) }, { zone: ZONE });
      const again = await store.record(STATION, { plays }, { zone: ZONE });
      expect(again.plays).toBe(1);
      expect(await store.plays(STATION, ALL)).toEqual(plays);
      const pure = tallyPlays(plays, (at) => monthStart(at, ZONE));
      expect(await store.tallies(STATION, ALL)).toEqual(pure);
      expect(await store.djs(STATION)).toEqual(["Ana K", "DJ Nova"]);
    });

    it("joins a DJ's spans that overlap or touch, and reads those overlapping a range", async () => {
      const store = stats(await one());
      const span = (dj: string, from: number, to: number) => ({ station: STATION, dj, from, to });
      await store.record(
        STATION,
        { spans: [span("Lou", T0, T0 + HOUR_MS), span("Ana", T0, T0 + 2 * HOUR_MS)] },
        { zone: ZONE },
      );
      // A takeover: the new reader saw Lou live later on, and Lou went on.
      await store.record(STATION, { spans: [span("Lou", T0 + HOUR_MS, T0 + 3 * HOUR_MS)] }, { zone: ZONE });
      await store.record(
        STATION,
        { spans: [span("Ana", T0 + 10 * HOUR_MS, T0 + 11 * HOUR_MS)] },
        { zone: ZONE },
      );
      expect(await store.spans(STATION, { from: T0 + 2 * HOUR_MS, to: T0 + 10 * HOUR_MS })).toEqual([
        span("Lou", T0, T0 + 3 * HOUR_MS),
      ]);
      expect((await store.spans(STATION, ALL)).map((s) => s.dj)).toEqual(["Ana", "Lou", "Ana"]);
    });

    it("makes one show of a DJ's spans less than 10 minutes apart (the bot away, a takeover), not of an hour apart", async () => {
      const store = stats(await one());
      const span = (dj: string, from: number, to: number) => ({ station: STATION, dj, from, to });
      await store.record(STATION, { spans: [span("Lou", T0, T0 + HOUR_MS)] }, { zone: ZONE });
      // The killed reader's last 6 minutes were never written; its successor saw Lou from then on.
      await store.record(
        STATION,
        { spans: [span("Lou", T0 + HOUR_MS + 6 * 60_000, T0 + 2 * HOUR_MS)] },
        { zone: ZONE },
      );
      await store.record(
        STATION,
        { spans: [span("Lou", T0 + 3 * HOUR_MS, T0 + 4 * HOUR_MS)] },
        { zone: ZONE },
      );
      expect(await store.spans(STATION, ALL)).toEqual([
        span("Lou", T0, T0 + 2 * HOUR_MS),
        span("Lou", T0 + 3 * HOUR_MS, T0 + 4 * HOUR_MS),
      ]);
    });

    it("refuses a batch holding another station's records, and writes none of it", async () => {
      const store = stats(await one());
      const stranger = { ...play(T0, "A", "B"), station: "other#1" };
      await expect(
        store.record(STATION, { plays: [play(T0, "A", "B"), stranger] }, { zone: ZONE }),
      ).rejects.toThrow(RangeError);
      expect(await store.plays(STATION, ALL)).toEqual([]);
    });

    it("prunes what retention says, and forgets the DJs nothing names any more", async () => {
      const store = stats(await one());
      const now = T0 + 900 * DAY_MS;
      const ages = [0, 1, 3, 10, 63, 401, 770, 801].map((days) => now - days * DAY_MS - HOUR_MS);
      // Oldest first: a series' samples older than its last-seen time are not counted.
      for (const at of [...ages].reverse()) {
        await store.record(
          STATION,
          {
            samples: [{ station: STATION, channel: "1", at, listeners: 3 }],
            plays: [play(at, "Artist", `Title ${at}`, `DJ ${at}`)],
            spans: [{ station: STATION, dj: `DJ ${at}`, from: at, to: at + 60_000 }],
          },
          { zone: ZONE },
        );
      }
      await store.prune(now, DEFAULT_RETENTION);
      const kept = (kind: Parameters<typeof isExpired>[0], starts: number[]) =>
        starts.filter((at) => !isExpired(kind, at, now, DEFAULT_RETENTION));
      expect((await store.samples(STATION, ALL)).map((s) => s.at)).toEqual(kept("raw", ages).reverse());
      const hourly = await store.buckets(STATION, "hour", ALL);
      expect(hourly.map((b) => b.start)).toEqual(
        kept(
          "hourly",
          hourly.map((b) => b.start),
        ),
      );
      expect(hourly.length).toBe(kept("hourly", ages).length);
      expect((await store.buckets(STATION, "day", ALL)).length).toBe(kept("daily", ages).length);
      expect((await store.plays(STATION, ALL)).length).toBe(kept("plays", ages).length);
      expect((await store.tallies(STATION, ALL)).length).toBe(
        kept(
          "tallies",
          ages.map((at) => monthStart(at, ZONE)),
        ).length,
      );
      expect((await store.spans(STATION, ALL)).length).toBe(kept("spans", ages).length);
      expect((await store.djs(STATION)).length).toBe(
        new Set([...kept("plays", ages), ...kept("spans", ages)]).size,
      );
    });

    it("keeps a month's 100 most played tracks once the month is over", async () => {
      const store = stats(await one());
      const month = monthStart(T0, ZONE);
      const plays = Array.from({ length: 150 }, (_, i) => [
        play(month + i * 60_000, "Artist", `Track ${i}`),
        ...(i % 3 === 0 ? [play(month + DAY_MS + i * 60_000, "Artist", `Track ${i}`)] : []),
      ]).flat();
      await store.record(STATION, { plays }, { zone: ZONE });
      await store.prune(month + 20 * DAY_MS, DEFAULT_RETENTION);
      expect((await store.tallies(STATION, ALL)).length).toBe(150);
      await store.prune(month + 33 * DAY_MS, DEFAULT_RETENTION);
      const kept = await store.tallies(STATION, ALL);
      const monthly = tallyPlays(plays, (at) => monthStart(at, ZONE));
      expect(kept).toEqual(mergeTallies(trimTallies(monthly, 100)));
      expect(kept.filter((tally) => tally.plays === 2).length).toBe(50);
    });
  });
}
