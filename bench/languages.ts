import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Figure } from "./panel.js";

/** What the child measured (bench/languages-child.ts). */
interface LanguageCost {
  readonly loadedMs: number;
  readonly firstMs: number;
  readonly secondMs: number;
  readonly messages: number;
  readonly loadedOwnMiB: number;
  readonly loadedHeapMiB: number;
  readonly ownMiB: number;
  readonly heapMiB: number;
}

/**
 * Issue 43: the eight message files read and made catalogues, then every message of every language formatted
 * twice (the first time compiles it), in a fresh process with `npm start`'s V8 flags: the time, and the bot's own
 * memory (RssAnon) and heap they add, after a GC. The bot builds a catalogue on first use (every one at start, as
 * the commands register every language's words) and compiles a message the first time it is used.
 */
export async function languageFigures(): Promise<Figure[]> {
  const flags = ["--expose-gc", "--max-semi-space-size=1", "--optimize-for-size", "--import", "tsx"];
  const { stdout } = await promisify(execFile)(process.execPath, [...flags, "bench/languages-child.ts"]);
  const cost = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as LanguageCost;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const mib = (value: number) => `${value.toFixed(1)} MiB`;
  const none = "(no target)";
  return [
    {
      name: "Eight message files read, catalogues built",
      value: ms(cost.loadedMs),
      target: "< 150 ms",
      ok: cost.loadedMs < 150,
    },
    {
      name: "Own memory (RssAnon) the catalogues add",
      value: mib(cost.loadedOwnMiB),
      target: none,
      ok: true,
    },
    { name: "Heap the catalogues add", value: mib(cost.loadedHeapMiB), target: none, ok: true },
    {
      name: `All ${String(cost.messages)} messages formatted once (compiled)`,
      value: ms(cost.firstMs),
      target: none,
      ok: true,
    },
    { name: "All formatted again", value: ms(cost.secondMs), target: none, ok: true },
    {
      name: "Own memory with every message compiled",
      value: mib(cost.ownMiB),
      target: "< 10 MiB",
      ok: cost.ownMiB < 10,
    },
    { name: "Heap with every message compiled", value: mib(cost.heapMiB), target: none, ok: true },
  ];
}
