/** How long a user waits between two previews that make the bot look up or contact an address. */
export const PREVIEW_COOLDOWN_MS = 10_000;
/** Users remembered at once (the oldest is forgotten first; a forgotten user may preview at once). */
const USERS_KEPT = 10_000;

/** One turn at previewing per user per {@link PREVIEW_COOLDOWN_MS}. */
export interface PreviewCooldown {
  /** Takes `userId`'s turn at `now`, or says when their next turn is (and takes nothing). */
  take(userId: string, now: number): { readonly ok: true } | { readonly ok: false; readonly until: number };
}

/** Creates a cooldown in memory: a restart forgets it, which costs a stranger at most one extra preview. */
export function createPreviewCooldown(cooldownMs = PREVIEW_COOLDOWN_MS): PreviewCooldown {
  const last = new Map<string, number>();
  return {
    take(userId, now) {
      const at = last.get(userId);
      if (at !== undefined && now - at < cooldownMs) return { ok: false, until: at + cooldownMs };
      for (const [user, when] of last) if (now - when >= cooldownMs) last.delete(user);
      last.delete(userId);
      last.set(userId, now);
      while (last.size > USERS_KEPT) last.delete(last.keys().next().value ?? "");
      return { ok: true };
    },
  };
}
