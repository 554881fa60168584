const DISCORD_EPOCH = 1_420_070_400_000n;

/** A snowflake of a Unix ms time, `count` in its low bits (as Discord makes ids: time first, so ids sort by time). */
export function snowflake(ms: number, count: number): string {
  return String(((BigInt(Math.floor(ms)) - DISCORD_EPOCH) << 22n) | BigInt(count & 0x3f_ffff));
}

/**
 * `GET /channels/{id}/messages` as Discord answers it: newest first, at most `limit` (default 50, up to 100),
 * `before` or `after` an id (with `after`, the oldest ones after it). Discord keeps no nonce: listed messages have
 * none, whatever the post's answer said.
 */
export function listMessages(
  messages: Iterable<Record<string, unknown>>,
  query: URLSearchParams,
): Record<string, unknown>[] {
  const limit = Math.min(100, Math.max(1, Number(query.get("limit") ?? 50) || 50));
  const after = query.get("after");
  const before = query.get("before");
  const id = (m: Record<string, unknown>) => BigInt(String(m.id));
  let listed = [...messages].sort((a, b) => (id(a) < id(b) ? -1 : 1));
  if (after) listed = listed.filter((m) => id(m) > BigInt(after)).slice(0, limit);
  else {
    if (before) listed = listed.filter((m) => id(m) < BigInt(before));
    listed = listed.slice(-limit);
  }
  return listed.reverse().map(({ nonce: _nonce, ...message }) => message);
}
