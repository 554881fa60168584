import { setTimeout as sleep } from "node:timers/promises";
import { silentLogger, type Logger } from "../log.js";
import { StoreHeldError } from "./store-owner.js";

/** How long a start waits for another bot process to let go of the SQLite file, and how it hears of it. */
export interface StoreWait {
  /** The bound: past it the start is refused (30 s by default: a stopping bot finishes its stop well within). */
  readonly maxMs?: number;
  /** How often the file is tried again (100 ms by default). */
  readonly pollMs?: number;
  readonly log?: Logger;
  readonly now?: () => number;
}

/** The wait of a start when none is given: a bot stopping as the next one starts has 30 s to finish. */
export const STORE_WAIT_MS = 30_000;

/**
 * Opens the store with `open`; while another live bot process holds the file (`StoreHeldError`), tries again
 * every `pollMs`, logged once, for up to `maxMs`, then refuses the start with the holder's pid. Any other failure
 * is thrown at once.
 */
export async function openWhenFree<T>(open: () => T, wait: StoreWait = {}): Promise<T> {
  const { maxMs = STORE_WAIT_MS, pollMs = 100, log = silentLogger, now = Date.now } = wait;
  const started = now();
  let told = false;
  for (;;) {
    try {
      return open();
    } catch (error) {
      if (!(error instanceof StoreHeldError)) throw error;
      if (now() - started >= maxMs) {
        throw new StoreHeldError(error.file, error.owner, `waited ${Math.round(maxMs / 1000)} s`);
      }
      if (!told) {
        told = true;
        log.warn("waiting for the store: another bot process holds it", {
          file: error.file,
          pid: error.owner?.pid ?? null,
          waitSeconds: Math.round(maxMs / 1000),
        });
      }
    }
    await sleep(pollMs);
  }
}
