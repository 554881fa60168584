import { randomBytes } from "node:crypto";

/** What a pending click was found to be: gone (never there, used, or expired), or there and whether it is the user's. */
export type PendingLookup<T> =
  { readonly found: false } | { readonly found: true; readonly value: T; readonly mine: boolean };

/** How long a pending click waits, how many may wait, and how its token is drawn. */
export interface PendingClicksOptions {
  readonly ttlMs: number;
  /** The most clicks kept waiting: adding one more forgets the oldest. */
  readonly cap: number;
  /** The most clicks one group (a server) keeps waiting: one group's flood forgets its own oldest, not others'. */
  readonly capPerGroup?: number;
  /** Random bytes in a token (base64url: 4 characters for 3 bytes); custom ids must stay within 100. */
  readonly tokenBytes?: number;
  /** Draws a token (tests pass their own); default: random bytes. */
  readonly token?: () => string;
}

/** Actions waiting for a button click (a pick list, a preview's Save), by a random token, for one user. */
export interface PendingClicks<T> {
  /**
   * Keeps `value` for `userId` from `now` on and returns the token to put in the button's custom id; `group` (a
   * server's id) is what `capPerGroup` counts.
   */
  add(userId: string, value: T, now: number, group?: string): string;
  /** The action behind a token at `now`, and whether `userId` may click it; it stays until {@link remove}. */
  find(token: string, userId: string, now: number): PendingLookup<T>;
  /** Forgets an action (once it is done). */
  remove(token: string): void;
  /** How many are waiting (expired ones included until the next add). */
  readonly size: number;
}

interface Waiting<T> {
  readonly userId: string;
  readonly value: T;
  readonly at: number;
  readonly group: string | undefined;
}

/**
 * Creates the memory of pending clicks: in memory only (a restart forgets them), expired after `ttlMs`, at most
 * `cap` at once (and `capPerGroup` per group), and only the user who started an action may finish it. The clock
 * is the caller's `now`.
 */
export function createPendingClicks<T>(options: PendingClicksOptions): PendingClicks<T> {
  const waiting = new Map<string, Waiting<T>>();
  const draw = options.token ?? (() => randomBytes(options.tokenBytes ?? 9).toString("base64url"));
  const expired = (entry: Waiting<T>, now: number) => now - entry.at > options.ttlMs;

  return {
    add(userId, value, now, group) {
      for (const [token, entry] of waiting) if (expired(entry, now)) waiting.delete(token);
      if (group !== undefined && options.capPerGroup !== undefined) {
        const own = [...waiting].filter(([, entry]) => entry.group === group).map(([token]) => token);
        for (const token of own.slice(0, Math.max(0, own.length - options.capPerGroup + 1)))
          waiting.delete(token);
      }
      const token = draw();
      waiting.set(token, { userId, value, at: now, group });
      // A Map iterates in insertion order: the first key is the oldest.
      while (waiting.size > options.cap) waiting.delete(waiting.keys().next().value ?? "");
      return token;
    },
    find(token, userId, now) {
      const entry = waiting.get(token);
      if (!entry || expired(entry, now)) return { found: false };
      return { found: true, value: entry.value, mine: entry.userId === userId };
    },
    remove(token) {
      waiting.delete(token);
    },
    get size() {
      return waiting.size;
    },
  };
}
