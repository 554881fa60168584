import { fork } from "node:child_process";
import { once } from "node:events";
import { seedStats } from "../test/e2e/stats-world.js";
import { createWorld, memoryLog } from "../test/e2e/world.js";
import { autocomplete, callbackOf, runCommand } from "../test/fake-discord/interactions.js";
import type { DiscordRequest, FakeDiscord } from "../test/fake-discord/server.js";
import type { BotReport } from "./exports-bot.js";
import type { Figure } from "./panel.js";

/** Monday 30 November 2026, 22:00 UTC: two weeks of figures kept, the month's export about 0.4 MB. */
const NOW = Date.UTC(2026, 10, 30, 22);
const ENV = { STATS_TIMEZONE: "UTC", LOG_LEVEL: "error" };
const EXPORT = [
  { name: "period", type: 3, value: "month" },
  { name: "export", type: 5, value: true },
];

/** The message that carries an export's files: the deferred reply edited, or a reply with its files. */
function answerOf(discord: FakeDiscord, id: string): Promise<DiscordRequest> {
  return discord.waitFor(
    (r) =>
      r.files.length > 0 &&
      (r.path.endsWith(`/token-${id}/messages/@original`) || r.path.startsWith(`/interactions/${id}/`)),
  );
}

/** `npm start`'s node flags (`package.json`), with a collector the bot process may call. */
const NODE_FLAGS = [
  "--no-opt",
  "--no-maglev",
  "--max-semi-space-size=1",
  "--max-old-space-size=96",
  "--optimize-for-size",
  "--wasm-lazy-compilation",
  "--expose-gc",
];

/** The bot in a process of its own (`bench/exports-bot.ts`), told and telling over IPC. */
async function spawnBot(env: NodeJS.ProcessEnv) {
  const child = fork("bench/exports-bot.ts", [], {
    execArgv: [
      ...NODE_FLAGS,
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      "--import",
      "tsx",
    ],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <K extends BotReport["kind"]>(kind: K) =>
    new Promise<Extract<BotReport, { kind: K }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the bot exited with ${String(code)}`));
      child.once("exit", onExit);
      const onMessage = (report: BotReport) => {
        if (report.kind !== kind) return;
        child.off("message", onMessage);
        child.off("exit", onExit);
        resolve(report as Extract<BotReport, { kind: K }>);
      };
      child.on("message", onMessage);
    });
  await next("ready");
  return {
    child,
    ask: <K extends BotReport["kind"]>(message: string, kind: K) => {
      const report = next(kind);
      child.send(message);
      return report;
    },
    stop: async () => {
      const exited = once(child, "exit");
      child.send("stop");
      await exited;
    },
  };
}

/**
 * `npm run bench -- exports` (issue 41): `count` concurrent `/stats export:true` of a month on the real bot, run
 * with `npm start`'s flags in a process of its own, against the fake Discord here: its heap growth (peak heap used
 * during the burst over the heap before), its longest event-loop block, the time to the last answer, how many were
 * acknowledged within Discord's 3 s and answered, and the latency of an autocomplete sent just after them.
 */
export async function exportFigures(count = Number(process.argv[3] ?? 50)): Promise<Figure[]> {
  const world = await createWorld();
  try {
    const first = await world.startBot(ENV, memoryLog(), () => NOW);
    const station = `${first.panel.address}#${first.panel.serverId}`;
    await first.stop();
    await seedStats(world.dataDir, station, NOW, 14);
    const bot = await spawnBot({ ...world.env(ENV), BENCH_NOW: String(NOW) });
    const { discord } = world;
    discord.setMaxListeners(count + 10);
    try {
      const warm = runCommand(discord, "stats", EXPORT);
      const size = (await answerOf(discord, warm)).files.reduce((sum, file) => sum + file.data.length, 0);
      await bot.ask("begin", "begun");
      const t0 = performance.now();
      const ids = Array.from({ length: count }, () => runCommand(discord, "stats", EXPORT));
      const typed = autocomplete(discord, "stats", "dj", "nov");
      const typedAt = performance.now();
      const completed = callbackOf(discord, typed).then(() => performance.now() - typedAt);
      const answers = await Promise.all(ids.map((id) => answerOf(discord, id)));
      const last = performance.now() - t0;
      const typedMs = await completed;
      const measured = await bot.ask("end", "ended");
      return figures(discord, { ids, answers, size, last, typedMs, ...measured });
    } finally {
      await bot.stop();
    }
  } finally {
    await world.close();
  }
}

function figures(
  discord: FakeDiscord,
  run: {
    ids: string[];
    answers: DiscordRequest[];
    size: number;
    last: number;
    typedMs: number;
    heapBefore: number;
    heapPeak: number;
    maxDelayMs: number;
  },
): Figure[] {
  const count = run.ids.length;
  const acknowledged = run.ids.filter((id) =>
    discord.requests.some(
      (r) => r.path.startsWith(`/interactions/${id}/`) && r.status >= 200 && r.status < 300,
    ),
  ).length;
  const answered = run.answers.filter((answer) => answer.status < 300).length;
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  const growth = run.heapPeak - run.heapBefore;
  return [
    { name: "exports: size of one (a month, two weeks kept)", value: mb(run.size), target: "info", ok: true },
    {
      name: `exports: ${count} at once, acknowledged within 3 s`,
      value: `${acknowledged}/${count}`,
      target: `${count}/${count}`,
      ok: acknowledged === count,
    },
    {
      name: `exports: ${count} at once, answered with their files`,
      value: `${answered}/${count}`,
      target: `${count}/${count}`,
      ok: answered === count,
    },
    {
      name: "exports: the bot's heap growth (peak over before)",
      value: mb(growth),
      target: "< 20 MiB",
      ok: growth < 20 * 2 ** 20,
    },
    {
      name: "exports: the bot's longest event-loop block",
      value: `${run.maxDelayMs.toFixed(0)} ms`,
      target: "< 50 ms",
      ok: run.maxDelayMs < 50,
    },
    {
      name: "exports: time to the last answer",
      value: `${run.last.toFixed(0)} ms`,
      target: "info",
      ok: true,
    },
    {
      name: "exports: an autocomplete sent after them, answered in",
      value: `${run.typedMs.toFixed(0)} ms`,
      target: "< 500 ms",
      ok: run.typedMs < 500,
    },
  ];
}
