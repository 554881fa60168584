/**
 * The bot of `npm run bench -- exports`, in a process of its own with `npm start`'s flags (its 96 MiB heap among
 * them): it starts as `npm start` does, on the environment the parent gives (`BENCH_NOW` is its clock), and measures
 * itself between the parent's "begin" and "end": heap used before and at its peak, and the longest event-loop block
 * (perf_hooks' monitorEventLoopDelay). The fake Discord and the panel run in the parent, so the heap is the bot's.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { silentLogger } from "../src/log.js";
import { start } from "../src/main.js";

/** What the bot process reports to the parent. */
export type BotReport =
  | { readonly kind: "ready" }
  | { readonly kind: "begun" }
  | {
      readonly kind: "ended";
      readonly heapBefore: number;
      readonly heapPeak: number;
      readonly maxDelayMs: number;
    };

const send = (report: BotReport) => process.send?.(report);

async function settledHeap(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    await sleep(20);
  }
  return process.memoryUsage().heapUsed;
}

async function main(): Promise<void> {
  const now = Number(process.env.BENCH_NOW);
  const bot = await start({ env: process.env, log: silentLogger, now: () => now });
  const delay = monitorEventLoopDelay({ resolution: 1 });
  let heapBefore = 0;
  let heapPeak = 0;
  let sampler: NodeJS.Timeout | undefined;
  process.on("message", (message: string) => {
    void (async () => {
      if (message === "begin") {
        heapBefore = await settledHeap();
        heapPeak = heapBefore;
        sampler = setInterval(() => {
          heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
        }, 2);
        delay.reset();
        delay.enable();
        send({ kind: "begun" });
      } else if (message === "end") {
        delay.disable();
        clearInterval(sampler);
        send({ kind: "ended", heapBefore, heapPeak, maxDelayMs: delay.max / 1e6 });
      } else if (message === "stop") {
        await bot.stop();
        process.disconnect();
      }
    })();
  });
  send({ kind: "ready" });
}

void main();
