import pg from "pg";
import { z } from "zod";
import type { FleetWatch, FleetWatcher } from "./async-store.js";
import { parseNotice } from "./fleet-changes.js";
import { FLEET_CHANNEL } from "./postgres-fleet.js";

/** Waits out the pause after the `failures`-th failure in a row (1, 2, …) before listening again. */
export type ReconnectWait = (failures: number) => Promise<void>;

/** The pause before listening again: doubling from a quarter second to 30 s, with jitter so processes spread out. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 250 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.5 + random() / 2));
}

const sleep: ReconnectWait = (attempt) =>
  new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(attempt)).unref());

/** Server-side keepalives, as the lock session has: a listener whose peer vanished is noticed within seconds. */
const KEEPALIVES =
  "SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 2; SET tcp_keepalives_count = 3";

/** The answer naming the channel a change is notified on. */
const CHANNEL_ROW = z.object({ channel: z.string() }).transform((row) => row.channel);

/** An identifier quoted for SQL: LISTEN takes a name, not a parameter. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Opens one listening connection. `ended` settles when it closes; a break after it listened goes to
 * `watcher.error` unless the watch is closed (`isClosed`).
 */
async function openListener(
  url: string,
  watcher: FleetWatcher,
  isClosed: () => boolean,
): Promise<{ client: pg.Client; ended: Promise<void> }> {
  const opened = new pg.Client({
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
  });
  let failed: Error | null = null;
  let live = false;
  // Heard before `connect`: an error event without a listener would end the process.
  opened.on("error", (error) => {
    failed ??= error;
  });
  // A connection that breaks before it listens fails `connect` below, and that error is the one reported.
  const ended = new Promise<void>((resolve) => opened.once("end", resolve)).then(() => {
    if (live && !isClosed()) watcher.error(failed ?? new Error("the fleet's listening connection ended"));
  });
  try {
    await opened.connect();
    await opened.query(KEEPALIVES);
    const channel = CHANNEL_ROW.parse((await opened.query(`SELECT ${FLEET_CHANNEL} AS channel`)).rows[0]);
    opened.on("notification", (message) => {
      if (message.channel === channel) watcher.notice(parseNotice(message.payload)?.revision ?? null);
    });
    await opened.query(`LISTEN ${quoted(channel)}`);
    live = true;
  } catch (error) {
    await opened.end().catch(() => undefined);
    throw error;
  }
  return { client: opened, ended };
}

/**
 * Listens for the fleet's change notifications on a connection of its own (a pooled one would be handed to other
 * queries, and a LISTEN lives as long as its session). When the connection cannot be opened or breaks, the error
 * goes to `watcher.error` and it is opened again after `wait` (back-off); each time it listens, from the first on,
 * `watcher.listening` is told, so the caller catches up on what it missed meanwhile. Resolves once the first
 * attempt is over, listening or not.
 */
export async function listenForFleetChanges(
  url: string,
  watcher: FleetWatcher,
  wait: ReconnectWait = sleep,
): Promise<FleetWatch> {
  let closed = false;
  let stop: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  let client: pg.Client | null = null;
  let first: () => void = () => {};
  const firstAttempt = new Promise<void>((resolve) => (first = resolve));

  const connect = () => openListener(url, watcher, () => closed);

  const run = async () => {
    let failures = 0;
    while (!closed) {
      try {
        const session = await connect();
        client = session.client;
        if (closed) break;
        failures = 0;
        watcher.listening();
        first();
        await session.ended;
        client = null;
      } catch (error) {
        if (closed) break;
        watcher.error(error instanceof Error ? error : new Error(String(error)));
        first();
      }
      failures++;
      if (!closed) await Promise.race([wait(failures), stopped]);
    }
    await client?.end().catch(() => undefined);
    client = null;
  };
  const running = run();
  await Promise.race([firstAttempt, stopped]);

  return {
    close: async () => {
      if (closed) return;
      closed = true;
      stop();
      await client?.end().catch(() => undefined);
      await running;
    },
  };
}
