import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const WRITER = fileURLToPath(new URL("./store-writer.ts", import.meta.url));
let bundled: Promise<string> | undefined;

/** The writer bundled once (packages left outside): a process starts in a fraction of tsx's time. */
function writerBundle(): Promise<string> {
  bundled ??= (async () => {
    // Under node_modules, so that the bundle finds the packages it leaves outside.
    const cache = fileURLToPath(new URL("../../node_modules/.cache", import.meta.url));
    mkdirSync(cache, { recursive: true });
    const outfile = join(mkdtempSync(join(cache, "radio-bot-writer-")), "store-writer.mjs");
    await build({
      entryPoints: [WRITER],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      outfile,
      logLevel: "silent",
    });
    return outfile;
  })();
  return bundled;
}

/** Plays (and samples) in one batch of the writer: a play every 4 minutes for a day. */
export const PLAYS = 360;

/** How a writer ended: the last batch it said was committed. */
export interface KilledWriter {
  readonly committed: number;
  readonly stderr: string;
}

/** How the writer runs: `write` (batches of statistics, numbered from `firstBatch`) or `spill` (kills itself). */
export interface WriterOptions {
  readonly mode?: "write" | "spill";
  readonly firstBatch?: number;
}

/**
 * Runs `store-writer.ts` on `dir` and kills it with SIGKILL once it has committed batch `afterBatch`, at whatever
 * moment of its next write that is (mode `spill` kills itself). Resolves when it is gone (reaped).
 */
export async function killWriter(
  dir: string,
  driver: string,
  afterBatch: number,
  { mode = "write", firstBatch = 1 }: WriterOptions = {},
): Promise<KilledWriter> {
  const args = [await writerBundle(), dir, driver, mode, String(firstBatch)];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  let committed = 0;
  let stderr = "";
  let pending = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) committed = Math.max(committed, Number(line));
    if (committed >= afterBatch && child.exitCode === null) child.kill("SIGKILL");
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (_code, signal) => {
      if (signal !== "SIGKILL") reject(new Error(`the writer ended without being killed: ${stderr}`));
      else resolve({ committed, stderr });
    });
  });
}

/** A bot process holding a store open (the writer in mode `hold`). */
export interface HoldingProcess {
  readonly pid: number;
  /** Closes the store and ends, as a clean stop does; resolves when it is gone. */
  stop(): Promise<void>;
  /** kill -9; resolves when it is gone. */
  kill(): Promise<void>;
}

/** Starts a process that opens the store in `dir` and holds it; resolves once it has it open. */
export async function holdingProcess(dir: string, driver: string): Promise<HoldingProcess> {
  const child = spawn(process.execPath, [await writerBundle(), dir, driver, "hold"], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (chunk.includes("open")) resolve();
    });
    child.on("exit", () => reject(new Error(`the holder ended before it had the store open: ${stderr}`)));
  });
  return {
    pid: child.pid ?? -1,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
