import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterEach } from "vitest";
import type { Poster } from "../../src/announcer/poster.js";
import { fixedZone } from "../../src/stats/time-zone.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { openAsyncStore } from "../../src/store/open-async-store.js";
import { KILL_KEY, keeperBatch } from "./fixtures/kill-batches.js";

const CHILD = new URL("fixtures/kill-during.ts", import.meta.url).pathname;
const ALL = { from: 0, to: Number.MAX_SAFE_INTEGER };
const folders: string[] = [];
const children: ChildProcess[] = [];
/** Stores a test opened, closed after it. */
export const stores: AsyncBotStore[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const store of stores.splice(0)) await store.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A data folder of its own, removed after the test. */
export function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "radio-bot-kill-"));
  folders.push(dir);
  return dir;
}

/** A process of the real store code, with the lines it prints as they come. */
export function child(mode: string, where: string, env: NodeJS.ProcessEnv = {}, driver = "auto") {
  const args = ["--import", import.meta.resolve("tsx"), CHILD, mode, where, driver];
  const spawned = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  children.push(spawned);
  const lines = createInterface({ input: spawned.stdout })[Symbol.asyncIterator]();
  return {
    /** The next line it prints. */
    line: async () => String((await lines.next()).value),
    /** `kill -9`, resolved once it is gone. */
    kill: async () => {
      const exited = once(spawned, "exit");
      spawned.kill("SIGKILL");
      await exited;
    },
  };
}

/** Everything a store keeps of the station's figures. */
export async function figures(store: AsyncBotStore) {
  const stats = store.stats!;
  return {
    samples: await stats.samples(KILL_KEY, ALL),
    hourly: await stats.buckets(KILL_KEY, "hour", ALL),
    daily: await stats.buckets(KILL_KEY, "day", ALL),
    plays: await stats.plays(KILL_KEY, ALL),
    tallies: await stats.tallies(KILL_KEY, ALL),
  };
}

/** The figures of the keeper's first batch alone, as a store that never saw the second keeps them. */
export async function firstBatchOnly() {
  const reference = await openAsyncStore({ dataDir: ":memory:" });
  stores.push(reference);
  await reference.stats!.record(KILL_KEY, keeperBatch(0), { zone: fixedZone(0) });
  return figures(reference);
}

/** Posts recorded, with their nonces, for the delivery after the restart. */
export function recordingPoster(): Poster & { posts: string[] } {
  const posts: string[] = [];
  return {
    posts,
    post: async (_channel, message, nonce) => {
      posts.push(`posted ${message.content?.slice("event ".length)} ${nonce}`);
      return { ok: true, messageId: String(posts.length) };
    },
    edit: async () => ({ ok: false, failure: "permanent", reason: "no edits here" }),
    describeChannel: (id) => id,
    ownPosts: async () => ({ ok: false as const, failure: "unreadable" as const, reason: "no history here" }),
  };
}
