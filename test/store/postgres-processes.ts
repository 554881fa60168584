import { spawn } from "node:child_process";
import pg from "pg";
import { afterEach } from "vitest";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import {
  openReaderLocks,
  type ReaderLocks,
  type SessionChecks,
} from "../../src/store/postgres-reader-locks.js";
import { openPostgresStore } from "../../src/store/postgres-store.js";

/** Ends a process's connection the way a crash does, as seen from the server: its session is gone. */
export async function killSession(adminUrl: string, applicationName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [
    applicationName,
  ]);
  await admin.end();
}

/** A URL that names its connections, so a test can find and kill them. */
export const named = (url: string, applicationName: string) => `${url}&application_name=${applicationName}`;

/**
 * Processes of the bot on one database, each played by a pool (or a child process) of its own, all closed after
 * each test, the last opened first (a pool ends only when its lock session has let go of its connection).
 */
export function processes(): {
  store(url: string): Promise<AsyncBotStore>;
  locks(url: string, checks?: SessionChecks): Promise<ReaderLocks>;
  holder(url: string, name: string): ReturnType<typeof spawn>;
} {
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  function pool(url: string): pg.Pool {
    const opened = new pg.Pool({ connectionString: url });
    // A pool whose session a test kills reports it here; the test awaits that through the lock session.
    opened.on("error", () => {});
    closers.push(() => opened.end());
    return opened;
  }
  return {
    store: async (url) => {
      const opened = await openPostgresStore({ url, onIdleError: () => {} });
      closers.push(() => opened.close());
      return opened;
    },
    locks: async (url, checks) => {
      const opened = await openReaderLocks(pool(url), checks);
      closers.push(() => opened.close());
      return opened;
    },
    holder: (url, name) => {
      const child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), HOLDER, url, name], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      closers.push(async () => void child.kill("SIGKILL"));
      return child;
    },
  };
}

const HOLDER = new URL("fixtures/hold-station.ts", import.meta.url).pathname;
