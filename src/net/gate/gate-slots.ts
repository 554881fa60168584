import { type BackgroundRead, ReadSkippedError } from "./background-read.js";
import { type ConcurrencyLimit, type Priority, type Release, SlotRefusedError } from "./concurrency-limit.js";
import { startDeadline } from "./deadline.js";
import { PanelBusyError } from "./gate-errors.js";

/** How a panel's gate takes its slots: at this panel, then in the total. */
export interface GateSlots {
  /** Both slots at once when free and nobody waits (the common case needs no timer); else undefined. */
  now(total?: ConcurrencyLimit): Release | undefined;
  /** A person's request: waits in order up to the gate's timeout; a full queue or the timeout is `PanelBusyError`. */
  acquire(signal: AbortSignal | null | undefined, total?: ConcurrencyLimit): Promise<Release>;
  /** A background read waits behind people's requests until it is due again, then is skipped (`ReadSkippedError`). */
  background(read: BackgroundRead): Promise<Release>;
  /** Requests waiting for a slot now. */
  waiting(): number;
}

/** Creates a gate's slots over this panel's limit `own` and the limit shared by every panel (`defaultTotal`). */
export function createGateSlots(
  own: ConcurrencyLimit,
  defaultTotal: ConcurrencyLimit | undefined,
  timeoutMs: number,
): GateSlots {
  let waiting = 0;

  /** The common case, free slots at once, needs no timer. */
  function slotsNow(total = defaultTotal): Release | undefined {
    const releaseOwn = own.tryAcquire();
    if (!releaseOwn) return undefined;
    if (!total) return releaseOwn;
    const releaseTotal = total.tryAcquire();
    if (releaseTotal) {
      return () => {
        releaseTotal();
        releaseOwn();
      };
    }
    releaseOwn();
    return undefined;
  }

  /** A slot at this panel, then one in `total`, waited for in that order; the first is given back if the second fails. */
  async function bothSlots(signal: AbortSignal, priority: Priority, total = defaultTotal): Promise<Release> {
    const releaseOwn = await own.acquire(signal, priority);
    try {
      const releaseTotal = await total?.acquire(signal, priority);
      return () => {
        releaseTotal?.();
        releaseOwn();
      };
    } catch (error) {
      releaseOwn();
      throw error;
    }
  }

  async function acquireSlots(
    signal: AbortSignal | null | undefined,
    total = defaultTotal,
  ): Promise<Release> {
    const wait = startDeadline(timeoutMs, signal);
    waiting++;
    try {
      return await bothSlots(wait.signal, "urgent", total);
    } catch (error) {
      if (!(error instanceof SlotRefusedError)) throw error;
      if (error.refusal === "queue-full") throw new PanelBusyError("queue-full");
      if (!wait.expired && signal?.aborted && !isTimeout(signal.reason)) throw signal.reason;
      throw new PanelBusyError("wait-timeout");
    } finally {
      waiting--;
      wait.dispose();
    }
  }

  /** A background read waits, behind people's requests, until it is due again; then it is skipped. */
  async function backgroundSlots(read: BackgroundRead): Promise<Release> {
    waiting++;
    try {
      return await bothSlots(read.skipAfter, "background");
    } catch (error) {
      if (!(error instanceof SlotRefusedError)) throw error;
      read.onSkip?.();
      throw new ReadSkippedError();
    } finally {
      waiting--;
    }
  }

  return {
    now: slotsNow,
    acquire: acquireSlots,
    background: backgroundSlots,
    waiting: () => waiting,
  };
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof Error && reason.name === "TimeoutError";
}
