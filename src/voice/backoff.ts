/** The longest wait between two attempts to reopen the station's stream. */
export const MAX_RECONNECT_DELAY_MS = 30_000;

/** How long to wait before reconnect attempt `attempt` (0 for the first): 1, 2, 4, 8, 16, then 30 s. Pure. */
export function reconnectDelayMs(attempt: number): number {
  const exponent = Math.max(0, Math.min(attempt, 30));
  return Math.min(MAX_RECONNECT_DELAY_MS, 1_000 * 2 ** exponent);
}
