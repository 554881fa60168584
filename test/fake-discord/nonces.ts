/** How long Discord remembers a nonce for `enforce_nonce` ("a few minutes"). */
export const NONCE_MEMORY_MS = 5 * 60_000;

/**
 * The nonces of channel messages sent with `enforce_nonce: true`: a second post with a nonce already used in that
 * channel within {@link NONCE_MEMORY_MS} is answered with the first message and creates none (Discord's guard
 * against double posts).
 */
export class NonceLedger {
  /** How many posts were answered with an existing message instead of creating one. */
  duplicates = 0;
  private readonly seen = new Map<string, { messageId: string; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * The message an enforced nonce already made in the channel (looked up with `find`, as it may have been deleted
   * since), counted as a duplicate; undefined when the post must create a message.
   */
  replay<T>(channelId: string, body: unknown, find: (messageId: string) => T | undefined): T | undefined {
    const key = enforcedKey(channelId, body);
    const entry = key === null ? undefined : this.seen.get(key);
    if (!entry || this.now() - entry.at > NONCE_MEMORY_MS) return undefined;
    const message = find(entry.messageId);
    if (message !== undefined) this.duplicates++;
    return message;
  }

  /** Remembers the message a post with an enforced nonce created. */
  created(channelId: string, body: unknown, messageId: string): void {
    const key = enforcedKey(channelId, body);
    if (key !== null) this.seen.set(key, { messageId, at: this.now() });
  }
}

function enforcedKey(channelId: string, body: unknown): string | null {
  const { nonce, enforce_nonce: enforce } = (body ?? {}) as { nonce?: unknown; enforce_nonce?: unknown };
  if (enforce !== true || (typeof nonce !== "string" && typeof nonce !== "number")) return null;
  return `${channelId}:${String(nonce)}`;
}
