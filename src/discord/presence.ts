import type { Logger } from "../log.js";
import { type PresenceData, samePresence } from "../render/presence.js";
import type { Timers } from "../clock.js";

/** Where a presence goes: discord.js's `client.user.setPresence`, or a fake. */
export type SetPresence = (presence: PresenceData) => void;

/** Discord allows a handful of presence updates a minute; the bot sends one every 15 s at most. */
export const PRESENCE_MIN_GAP_MS = 15_000;

/**
 * Sends the bot's presence when it changes, never more often than every 15 seconds: a change that comes sooner
 * waits, and only the newest waiting one is sent.
 */
export function createPresence(set: SetPresence, timers: Timers, log: Logger) {
  let shown: PresenceData | null = null;
  let shownAt = Number.NEGATIVE_INFINITY;
  let waiting: PresenceData | null = null;
  let timer: unknown = null;

  const send = (presence: PresenceData) => {
    try {
      set(presence);
      shown = presence;
      shownAt = timers.now();
    } catch (error) {
      log.warn("could not update the bot's status", { error });
    }
  };

  return {
    /** The presence the bot shows or is about to show (a change waiting out the 15 seconds counts). */
    get current(): PresenceData | null {
      return waiting ?? shown;
    },
    show(presence: PresenceData | null): void {
      if (!presence) return;
      if (samePresence(presence, waiting ?? shown)) return;
      const wait = shownAt + PRESENCE_MIN_GAP_MS - timers.now();
      if (wait <= 0 && timer === null) {
        send(presence);
        return;
      }
      waiting = presence;
      timer ??= timers.setTimeout(
        () => {
          timer = null;
          const next = waiting;
          waiting = null;
          if (next && !samePresence(next, shown)) send(next);
        },
        Math.max(0, wait),
      );
    },
    /**
     * Sends the newest presence again, at once. For when the gateway comes back: a presence sent while it was down
     * waits for a READY that a RESUME never sends, and a new session starts with no presence at all.
     */
    resend(): void {
      const latest = waiting ?? shown;
      if (!latest) return;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      waiting = null;
      send(latest);
    },
    stop(): void {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
