import { AsyncLocalStorage } from "node:async_hooks";
import { PanelBusyError } from "./gate-errors.js";
import { causesOf } from "../../causes.js";

/**
 * An announcer read in progress, as the panel gate sees it: its requests wait for a free slot behind every
 * person's request instead of being refused, until `skipAfter` aborts (the station's next run is due).
 */
export interface BackgroundRead {
  /** Aborts when the read is no longer worth waiting for: a request still waiting then is skipped. */
  readonly skipAfter: AbortSignal;
  /**
   * How many processes of the fleet read this station's panel now (from the reader locks; 1 with one process):
   * the gate keeps this process to its part of the panel's limit (see {@link panelShare}). 0 from a read that does
   * not count the fleet (a statistics backfill): the part the station's own reads set stands.
   */
  readonly readers: number;
  /** Told when one of its requests was skipped. */
  readonly onSkip?: () => void;
}

const current = new AsyncLocalStorage<BackgroundRead>();

/**
 * Runs `work` as a background read: every panel request it makes, however deep in the client, is one. The mark
 * travels with the async context, so the panel client and what calls it (the announcer's run) need no parameter.
 */
export function asBackgroundRead<T>(read: BackgroundRead, work: () => Promise<T>): Promise<T> {
  return current.run(read, work);
}

/** The background read the caller is part of, or undefined for a person's request. */
export function backgroundRead(): BackgroundRead | undefined {
  return current.getStore();
}

/**
 * A background read that found no free slot before it was due again: skipped, not failed (the panel was not
 * asked). A {@link PanelBusyError}, so whoever does not know of skips sees the panel as busy.
 */
export class ReadSkippedError extends PanelBusyError {
  constructor() {
    super("wait-timeout");
    this.name = "ReadSkippedError";
  }
}

/** Whether an error (or any of its causes: ofetch and the panel client wrap it) is a skipped background read. */
export function isSkippedRead(error: unknown): boolean {
  return causesOf(error).some((e) => e instanceof ReadSkippedError);
}

/**
 * This process's part of a panel's concurrency limit when `readers` processes of the fleet read it: an equal
 * share rounded down, at least 1 (so more processes than the limit may together exceed it by that rounding).
 */
export function panelShare(limit: number, readers: number): number {
  return Math.max(1, Math.floor(limit / Math.max(1, Math.floor(readers))));
}
