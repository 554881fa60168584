/** One turn per key per cooldown: a user's previews, a moderator's or a server's checks. */
export interface Turns {
  /** When `key`'s next turn comes, if not at `now`; null: it may go now. Takes nothing. */
  until(key: string, now: number): number | null;
  /** Takes `key`'s turn at `now`, or says when its next turn is (and takes nothing). */
  take(key: string, now: number): { readonly ok: true } | { readonly ok: false; readonly until: number };
}

/** Keys remembered at once by default (the oldest is forgotten first; a forgotten key may go again at once). */
export const TURNS_KEPT = 10_000;

/**
 * Creates turns in memory, bounded in count (`kept`) and in age (a key past its cooldown is forgotten at the next
 * take): a restart forgets them, which costs a stranger at most one extra turn.
 */
export function createTurns(cooldownMs: number, kept = TURNS_KEPT): Turns {
  const last = new Map<string, number>();
  const until = (key: string, now: number) => {
    const at = last.get(key);
    return at !== undefined && now - at < cooldownMs ? at + cooldownMs : null;
  };
  return {
    until,
    take(key, now) {
      const next = until(key, now);
      if (next !== null) return { ok: false, until: next };
      // In the order taken: the oldest come first, so forgetting the expired stops at the first one still cooling.
      for (const [old, when] of last) {
        if (now - when < cooldownMs) break;
        last.delete(old);
      }
      last.delete(key);
      last.set(key, now);
      while (last.size > kept) last.delete(last.keys().next().value ?? "");
      return { ok: true };
    },
  };
}
