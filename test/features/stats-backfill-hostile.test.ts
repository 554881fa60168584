import { afterEach, describe, expect, it, vi } from "vitest";
import { stationBackfills } from "../../src/features/stats-backfills.js";
import { type LogFields, type Logger, silentLogger } from "../../src/log.js";
import { createPanelClient } from "../../src/panel/client.js";
import { MAX_NAME_CHARS } from "../../src/panel/schemas.js";
import { BACKFILL_LIMITS } from "../../src/stats/backfill.js";
import { DAY_MS, HOUR_MS, UTC } from "../../src/stats/time-zone.js";
import { type HostileHistory, type HostilePanel, hostilePanel } from "../support/hostile-history.js";
import { manualTimers } from "../support/manual-timers.js";
import { throwawayStats } from "../support/throwaway-stats.js";

const T0 = Date.UTC(2026, 10, 25, 12, 0, 30);
const ALL = { from: 0, to: T0 + DAY_MS };
const MB = 1_048_576;
const sqliteStats = throwawayStats();
const panels: HostilePanel[] = [];

afterEach(async () => {
  await Promise.all(panels.splice(0).map((panel) => panel.close()));
});

/** The backfills of one station on a hostile panel, as a single-station bot has them (no guard, no gate). */
async function backfillsOn(mode: HostileHistory, limits = BACKFILL_LIMITS) {
  const manual = manualTimers();
  const timers = { ...manual, now: () => T0 + manual.now() };
  const panel = await hostilePanel(mode, timers.now);
  panels.push(panel);
  const client = createPanelClient({ baseUrl: panel.url, serverId: 1, timeoutMs: 5_000, retries: 0 });
  const stats = sqliteStats();
  const lines: { level: string; message: string; fields: LogFields }[] = [];
  const log: Logger = {
    ...silentLogger,
    info: (message, fields = {}) => void lines.push({ level: "info", message, fields }),
    warn: (message, fields = {}) => void lines.push({ level: "warn", message, fields }),
  };
  const station = `${panel.url}#1`;
  const backfills = stationBackfills({ stats, zone: UTC, timers, log, limits, panelOf: () => client });
  /** Runs the station's backfill (when begun) and returns the "backfilled" line's fields. */
  const run = async () => {
    const work = backfills.begin(station, timers.now());
    if (!work) return null;
    await work();
    return lines.filter((line) => line.message.startsWith("backfilled")).at(-1)?.fields ?? null;
  };
  return { panel, stats, station, backfills, run, lines, manual };
}

describe("a station's backfill from a hostile panel", () => {
  it("keeps names of 9,900 characters to 512 and stops at its byte budget, writing what it read", async () => {
    const { panel, stats, station, run, lines } = await backfillsOn(
      { kind: "long-fields", chars: 9_900 },
      { ...BACKFILL_LIMITS, maxBytes: 2 * MB },
    );
    const ended = await run();

    expect(panel.largestAnswer()).toBeGreaterThan(0.9 * MB);
    expect(ended).toMatchObject({ reason: "size-limit" });
    expect(Number(ended?.bytes)).toBeLessThanOrEqual(3 * MB);
    expect(panel.historyRequests()).toBeLessThanOrEqual(3);
    const plays = await stats.plays(station, ALL);
    expect(plays.length).toBe(Number(ended?.plays));
    expect(plays.length).toBeGreaterThan(100);
    expect(plays.every((p) => p.artist.length <= MAX_NAME_CHARS && p.title.length <= MAX_NAME_CHARS)).toBe(
      true,
    );
    expect(lines.some((line) => line.level === "warn" && line.message.includes("more history than"))).toBe(
      true,
    );
  });

  it("takes the 50 plays asked for of each page from a panel that ignores limit, within its totals", async () => {
    const { panel, stats, station, run, lines } = await backfillsOn({
      kind: "ignores-limit",
      bytes: 1_000_000,
    });
    const ended = await run();

    expect(panel.largestAnswer()).toBeGreaterThan(0.9 * MB);
    expect(ended?.reason).toBe("size-limit");
    const plays = await stats.plays(station, ALL);
    expect(plays.length).toBe(Number(ended?.plays));
    // Each page gave the 50 asked for, none twice, and the plays held at the end stay within the bound.
    expect(plays.length).toBe(50 * panel.historyRequests() - 1); // the play on air now is the bot's own
    expect(plays.length).toBeLessThanOrEqual(BACKFILL_LIMITS.maxPlays);
    expect(new Set(plays.map((p) => p.at)).size).toBe(plays.length);
    const warning = lines.find((line) => line.level === "warn" && line.message.includes("more history than"));
    expect(warning?.fields).toMatchObject({ overfullPages: panel.historyRequests() });
  });

  for (const [plays, chunked] of [
    [100_000, true],
    [20_000, false],
  ] as const) {
    it(`refuses one page of ${plays} plays${chunked ? " sent without a length" : ""}, and does not retry it in a loop`, async () => {
      const { panel, stats, station, backfills, run, lines, manual } = await backfillsOn({
        kind: "one-page",
        plays,
        chunked,
      });
      const ended = await run();

      expect(panel.largestAnswer()).toBeGreaterThan(MB);
      expect(ended).toMatchObject({ reason: "failed", pages: 1, plays: 0 });
      expect(String(ended?.error)).toContain("larger than 1 MB");
      expect(await stats.plays(station, ALL)).toEqual([]);
      expect(lines.some((line) => line.level === "warn" && line.message.includes("not tried again"))).toBe(
        true,
      );

      // Seen again (the keeper forgot it, then read it again): not tried again within its back-off…
      backfills.forget(station);
      expect(await run()).toBeNull();
      expect(panel.historyRequests()).toBe(1);
      // …and tried once more after it.
      manual.advance(HOUR_MS + 1);
      backfills.forget(station);
      expect(await run()).toMatchObject({ reason: "failed" });
      expect(panel.historyRequests()).toBe(2);
    });
  }

  it("runs one station's backfill at a time in the process", async () => {
    const manual = manualTimers();
    const timers = { ...manual, now: () => T0 + manual.now() };
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    const panelOf = (station: string) => ({
      djs: () => Promise.resolve([]),
      history: async () => {
        asked.push(station);
        if (station === "a") await held;
        return { count: 0, next: null, previous: null, results: [] };
      },
    });
    const backfills = stationBackfills({
      stats: sqliteStats(),
      zone: UTC,
      timers,
      log: silentLogger,
      panelOf,
    });
    const first = backfills.begin("a", T0)?.();
    const second = backfills.begin("b", T0)?.();
    await new Promise<void>((resolve) => setImmediate(resolve));
    await vi.waitFor(() => expect(asked).toEqual(["a"]));
    // b waits its turn behind a, whose page is held.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(["a"]);
    release();
    await Promise.all([first, second]);
    expect(asked).toEqual(["a", "b"]);
  });
});
