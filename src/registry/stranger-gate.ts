import { liveHeapShare } from "./live-heap.js";
import { createTurns } from "./turns.js";

/** How long a moderator waits between two `/setup check` runs. */
export const CHECK_USER_COOLDOWN_MS = 30_000;
/** How long a server waits between two `/setup check` runs, whoever runs them. */
export const CHECK_SERVER_COOLDOWN_MS = 10_000;
/** The share of the heap, live after a full collection, past which new previews and checks are refused. */
export const HEAP_HIGH_WATER = 0.8;

/** The gate in front of what a stranger's command makes the bot contact: its turns, and the memory it may use. */
export interface StrangerGate {
  /**
   * Takes a turn at `/setup check` for `userId` in `guildId`: one per moderator per {@link CHECK_USER_COOLDOWN_MS}
   * and one per server per {@link CHECK_SERVER_COOLDOWN_MS}. Refused: when the next turn comes (nothing is taken).
   */
  checkTurn(
    userId: string,
    guildId: string,
    now: number,
  ): { readonly ok: true } | { readonly ok: false; readonly until: number };
  /** Whether the heap is past its high-water mark: new previews and checks wait, everything else goes on. */
  underPressure(): boolean;
}

/** What the gate reads; each has a default. */
export interface StrangerGateOptions {
  readonly userCooldownMs?: number;
  readonly serverCooldownMs?: number;
  /** Default {@link HEAP_HIGH_WATER}. */
  readonly highWater?: number;
  /**
   * The heap the bot holds over its limit, 0 to 1 (default {@link liveHeapShare}: what survived the last full
   * collection, over `--max-old-space-size`, which `npm start` sets from `HEAP_MB`).
   */
  readonly heapShare?: () => number;
}

/** Creates the gate, one per bot. */
export function createStrangerGate(options: StrangerGateOptions = {}): StrangerGate {
  const users = createTurns(options.userCooldownMs ?? CHECK_USER_COOLDOWN_MS);
  const servers = createTurns(options.serverCooldownMs ?? CHECK_SERVER_COOLDOWN_MS);
  const heapShare = options.heapShare ?? liveHeapShare;
  const highWater = options.highWater ?? HEAP_HIGH_WATER;
  return {
    checkTurn(userId, guildId, now) {
      // Neither turn is spent when the other refuses.
      const waits = [users.until(userId, now), servers.until(guildId, now)].filter((at) => at !== null);
      if (waits.length > 0) return { ok: false, until: Math.max(...waits) };
      users.take(userId, now);
      servers.take(guildId, now);
      return { ok: true };
    },
    underPressure: () => heapShare() >= highWater,
  };
}
