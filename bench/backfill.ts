import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { stationBackfills } from "../src/features/stats-backfills.js";
import { silentLogger } from "../src/log.js";
import { createPanelClient } from "../src/panel/client.js";
import { DAY_MS, UTC } from "../src/stats/time-zone.js";
import { openSqliteStore } from "../src/store/sqlite-store.js";
import { spawn } from "node:child_process";
import { once } from "node:events";
import type { HostileHistory } from "../test/support/hostile-history.js";
import type { Figure } from "./panel.js";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;
const MIB = 2 ** 20;

/**
 * The target of the peak (garbage not yet collected included, so it follows the collector's pace): about what a
 * sane panel's week costs, whatever the panel sends; the bot starts with a 96 MB heap.
 */
const TARGET_MIB = 24;

const PANELS: readonly { readonly name: string; readonly mode: HostileHistory }[] = [
  { name: "a sane panel (a week, titles of 20)", mode: { kind: "long-fields", chars: 20 } },
  { name: "names of 9,900 characters (1 MB pages)", mode: { kind: "long-fields", chars: 9_900 } },
  { name: "ignores limit (1 MB pages, next set)", mode: { kind: "ignores-limit", bytes: 1_000_000 } },
  { name: "one page of 100,000 plays", mode: { kind: "one-page", plays: 100_000, chunked: true } },
];

/**
 * `npm run bench -- backfill`: one station's backfill from each of issue 41's hostile panels on 127.0.0.1, over a
 * real SQLite store, as a single-station bot has it (no guard, no gate): the heap's peak above where it started
 * (sampled every 5 ms) and what stays after a full collection, with the pages read and plays written.
 */
export async function backfillFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { name, mode } of PANELS) figures.push(...(await oneStation(name, mode)));
  return figures;
}

async function oneStation(name: string, mode: HostileHistory): Promise<Figure[]> {
  const now = Date.now();
  const panel = await panelProcess(mode, now);
  const dir = mkdtempSync(join(tmpdir(), "radio-bot-bench-backfill-"));
  const store = openSqliteStore(dir, "wasm");
  try {
    const stats = store.stats;
    if (!stats) throw new Error("the store has no statistics");
    const client = createPanelClient({ baseUrl: panel.url, serverId: 1, retries: 0, timeoutMs: 20_000 });
    const fields: Record<string, unknown>[] = [];
    const log = {
      ...silentLogger,
      info: (_: string, f: Record<string, unknown> = {}) => void fields.push(f),
    };
    const timers = { now: () => now, setTimeout, clearTimeout };
    const backfills = stationBackfills({ stats, zone: UTC, timers, log, panelOf: () => client });
    collect();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
    await backfills.begin("bench#1", now)?.();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    collect();
    const after = process.memoryUsage().heapUsed;
    const ended = fields.at(-1) ?? {};
    const plays = (await stats.plays("bench#1", { from: now - 8 * DAY_MS, to: now + DAY_MS })).length;
    const growth = (peak - before) / MIB;
    return [
      {
        name: `backfill, ${name}: heap peak growth`,
        value: `+${growth.toFixed(1)} MiB`,
        target: `< ${TARGET_MIB} MiB (${String(ended.reason)}, ${String(ended.pages)} requests, ${plays} plays written)`,
        ok: growth < TARGET_MIB,
      },
      {
        name: `backfill, ${name}: heap kept after`,
        value: `+${((after - before) / MIB).toFixed(1)} MiB`,
        target: "< 4 MiB",
        ok: after - before < 4 * MIB,
      },
    ];
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
    await panel.close();
  }
}

/** The hostile panel in a child process (its pages are not in this heap); closed with its stdin. */
async function panelProcess(
  mode: HostileHistory,
  now: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "bench/hostile-panel-process.ts", JSON.stringify(mode), String(now)],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const [line] = (await once(child.stdout, "data")) as [Buffer];
  return {
    url: line.toString().trim(),
    close: async () => {
      child.stdin.end();
      await once(child, "exit");
    },
  };
}
