import { createPendingClicks } from "../../src/discord/pending-clicks.js";
import type { SavedStation } from "../../src/settings/guild-settings.js";

/** A `/setup station` preview waiting for its Save button: the station read, for the server it was read in. */
export interface StationPreviewWaiting {
  readonly guildId: string;
  readonly station: SavedStation;
}

/** The previews waiting for a click (in memory, 15 minutes, at most 500). */
export const stationPreviews = createPendingClicks<StationPreviewWaiting>({ ttlMs: 15 * 60_000, cap: 500 });
