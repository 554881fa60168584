import { FakeDiscord } from "../test/fake-discord/server.js";
import { startTestPostgres } from "../test/support/test-postgres.js";
import { type Run, runBot } from "./scale-fleet.js";
import { cpuText, measurePropagation, type Propagation, spreadText } from "./scale-propagation.js";
import { progress, type Scale, SCALE_DEFAULTS, startNetworkPanel } from "./scale-world.js";

/** What `npm run bench -- scale-growth` runs: the fleet of `shards` processes at each count of servers. */
export interface Growth {
  readonly shards: number;
  /** Servers at each size; stations are a fifth of them (five servers per station, as in `scale`). */
  readonly counts: readonly number[];
  readonly windowSeconds: number;
}

/** `[shards] [counts…] [--window=seconds]`, with the defaults for what is not given. */
export function growthArgs(args: readonly string[]): Growth {
  const window = args.find((arg) => arg.startsWith("--window="));
  const numbers = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
  const [shards = SCALE_DEFAULTS.shards, ...counts] = numbers;
  return {
    shards,
    counts: counts.length > 0 ? counts : [2_000, 5_000, 10_000],
    windowSeconds: window ? Number(window.slice("--window=".length)) : SCALE_DEFAULTS.windowSeconds,
  };
}

/** One size's figures. */
interface Size {
  readonly scale: Scale;
  readonly run: Run;
  readonly changes: Propagation;
}

/** A row of the table: the figure, its target, and its value at each size. */
type Row = readonly [name: string, target: string, value: (size: Size) => string];

const ROWS: readonly Row[] = [
  ["stations", "servers / 5", (s) => String(s.scale.stations)],
  [
    "memory per shard process, MiB",
    "≤ 150",
    (s) => `${Math.min(...s.run.rssMiB).toFixed(0)}–${Math.max(...s.run.rssMiB).toFixed(0)}`,
  ],
  [
    "servers held per shard process",
    "its share",
    (s) => `${Math.min(...s.run.held)}–${Math.max(...s.run.held)}`,
  ],
  ["/setup change seen by every process, ms p50 / max", "< 1 s", (s) => spreadText(s.changes)],
  ["CPU per /setup change, all processes, ms", "independent of the count", (s) => cpuText(s.changes)],
  ["idle CPU of all processes, ms/s (noise)", "reported", (s) => s.changes.idleCpuMsPerSecond.toFixed(0)],
  ["failed announcer reads in the window", "0", (s) => String(s.run.failedReads)],
  [
    "panel requests per station per hour",
    "the same at every size",
    (s) => s.run.requestsPerStationHour.toFixed(0),
  ],
  ["start to every station read, s", "reported", (s) => (s.run.startMs / 1_000).toFixed(1)],
];

/** The figures as a Markdown table: a row per figure, a column per number of servers. */
function table(sizes: readonly Size[], growth: Growth): string {
  const head = ["Figure", ...sizes.map((s) => `${s.scale.servers} servers`), "Target"];
  const rows = ROWS.map(([name, target, value]) => [name, ...sizes.map(value), target]);
  const widths = head.map((_, c) => Math.max(...[head, ...rows].map((row) => (row[c] ?? "").length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, c) => (c === 0 || c === cells.length - 1 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join(" | ")} |`;
  const rule = `| ${widths.map((w, c) => (c === 0 || c === widths.length - 1 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  const title = `${growth.shards} shard processes, panel requests counted for ${growth.windowSeconds} s at each size`;
  return [title, "", line(head), rule, ...rows.map(line)].join("\n");
}

/**
 * `npm run bench -- scale-growth [shards] [counts…] [--window=seconds]`: the fleet alone (no single-process
 * comparison; that is `scale`) at each count of servers, on one PostgreSQL, so a reader sees how each figure grows
 * with the count.
 */
export async function growthTable(growth: Growth): Promise<string> {
  const pg = await startTestPostgres();
  if ("skipped" in pg) return `scale-growth skipped: ${pg.skipped}`;
  const sizes: Size[] = [];
  try {
    for (const servers of growth.counts) {
      const scale: Scale = {
        servers,
        stations: Math.max(1, Math.floor(servers / 5)),
        shards: growth.shards,
        windowSeconds: growth.windowSeconds,
      };
      progress(
        `size ${sizes.length + 1} of ${growth.counts.length}: ${servers} servers, ${scale.stations} stations`,
      );
      const panel = await startNetworkPanel(scale.stations);
      const discord = await new FakeDiscord([], { shards: scale.shards, manyGuilds: servers }).listen();
      try {
        const { run, after } = await runBot(pg, panel, discord, scale, scale.shards, (settled) =>
          measurePropagation(settled, panel.url, scale),
        );
        sizes.push({ scale, run, changes: after });
      } finally {
        await discord.close();
        await panel.close();
      }
    }
  } finally {
    await pg.stop();
  }
  return table(sizes, growth);
}
