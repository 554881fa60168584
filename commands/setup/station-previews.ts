import { createPendingClicks, type PendingClicks } from "../../src/discord/pending-clicks.js";
import type { SavedStation } from "../../src/settings/guild-settings.js";

/** A `/setup station` preview waiting for its Save button: the station read, for the server it was read in. */
export interface StationPreviewWaiting {
  readonly guildId: string;
  readonly station: SavedStation;
}

/** Previews one server keeps waiting: its moderators' flood forgets its own oldest, never another server's. */
export const PREVIEWS_PER_SERVER = 5;

/** A bot's previews waiting for a click (in memory, 15 minutes, at most 500, and 5 per server). */
export function createStationPreviews(): PendingClicks<StationPreviewWaiting> {
  return createPendingClicks<StationPreviewWaiting>({
    ttlMs: 15 * 60_000,
    cap: 500,
    capPerGroup: PREVIEWS_PER_SERVER,
  });
}
