import os from "node:os";
import { announcerFigures } from "./announcer.js";
import { backfillFigures } from "./backfill.js";
import { discordFigures } from "./discord.js";
import { exportFigures } from "./exports.js";
import { feedFigures } from "./feed.js";
import { followDmFigures } from "./follow-dms.js";
import { gateFigures } from "./gate.js";
import { killFigures } from "./kills.js";
import { killWriteFigures } from "./kill-writes.js";
import { languageFigures } from "./languages.js";
import { memoryFigures } from "./memory.js";
import { chartFigure, type Figure, parseFigure, singleFlightFigure } from "./panel.js";
import { DEFAULT_RESTARTS, restartsTable } from "./restarts.js";
import { SCALE_DEFAULTS, scaleFigures } from "./scale.js";
import { growthArgs, growthTable } from "./scale-growth.js";
import { stationFigures } from "./stations.js";
import { statsFigures } from "./stats.js";
import { strangerFigures } from "./strangers.js";
import { voiceFigures } from "./voice.js";
import { voiceStationFigures } from "./voice-stations.js";

/** The parts `npm run bench -- <part>` can run alone. */
const PARTS: Record<string, () => Promise<Figure[]>> = {
  announcer: announcerFigures,
  /** One station's backfill from each of issue 41's hostile panels: the heap it takes. */
  backfill: backfillFigures,
  chart: async () => [chartFigure()],
  discord: discordFigures,
  /** 50 concurrent `/stats export:true` on the real bot: heap, event-loop block, answers (issue 41). */
  exports: () => exportFigures(),
  feed: feedFigures,
  /** Issue 44: 10,000 followers' direct messages under Discord's global limit (`-- follows [followers] [scale]`). */
  follows: () => followDmFigures(Number(process.argv[3] ?? 10_000), Number(process.argv[4] ?? 5)),
  gate: gateFigures,
  /** kill -9 in the middle of the store's writes, 100 times a driver (`-- kills <n>`): the file stays whole. */
  kills: () => killFigures(),
  /** SIGKILL in the middle of the keeper's SQLite write, many times: `PRAGMA integrity_check` after (issue 41). */
  "kill-writes": killWriteFigures,
  /** The message files: load, format every message, memory (issue 43). */
  languages: languageFigures,
  memory: memoryFigures,
  scale: () =>
    scaleFigures({
      servers: Number(process.argv[3] ?? SCALE_DEFAULTS.servers),
      stations: Number(process.argv[4] ?? SCALE_DEFAULTS.stations),
      shards: Number(process.argv[5] ?? SCALE_DEFAULTS.shards),
      windowSeconds: Number(process.argv[6] ?? SCALE_DEFAULTS.windowSeconds),
    }),
  stations: () => stationFigures(Number(process.argv[3] ?? 1_000)),
  /** Station statistics: `/stats` with a year stored for 1 to 1,000 stations, keeping, storage, memory (issue 35). */
  stats: statsFigures,
  /** A public bot under strangers' previews and checks (issue 33's soak). */
  strangers: strangerFigures,
  voice: voiceFigures,
  /** Only the many-stations part of `voice`. */
  "voice-stations": voiceStationFigures,
};

/** The parts that print a table of their own instead of figures. */
const TABLES: Record<string, () => Promise<string>> = {
  /** The fleet alone at several sizes: how each figure of `scale` grows with the number of servers. */
  "scale-growth": () => growthTable(growthArgs(process.argv.slice(3))),
  /** Issue 41: start, ready, SIGTERM to npm start's process group, a second, again (default 50 times). */
  restarts: () => restartsTable(Number(process.argv[3] ?? DEFAULT_RESTARTS)),
};

/** The machine the figures were measured on. */
function machine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n\n`;
}

/** `npm run bench`: prints each figure next to its target. Figures, not pass/fail tests. */
async function main(): Promise<void> {
  const only = process.argv[2];
  const tabled = only ? TABLES[only] : undefined;
  if (tabled) {
    const text = await tabled();
    process.stdout.write(`${machine()}${text}\n`);
    return;
  }
  const part = only ? PARTS[only] : undefined;
  const figures: Figure[] = part
    ? await part()
    : [
        await singleFlightFigure(),
        parseFigure(),
        chartFigure(),
        ...(await announcerFigures()),
        ...(await discordFigures()),
        ...(await memoryFigures()),
        ...(await gateFigures()),
        ...(await voiceFigures()),
      ];
  process.stdout.write(machine());
  const width = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    process.stdout.write(
      `${f.ok ? "✔" : "✘"} ${f.name.padEnd(width)}  ${f.value.padStart(10)}   target ${f.target}\n`,
    );
  }
}

await main();
