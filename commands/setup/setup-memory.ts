import type { PendingClicks } from "../../src/discord/pending-clicks.js";
import { createMessagePreviews, type MessagePreviewWaiting } from "./message-previews.js";
import { createPreviewCooldown, type PreviewCooldown } from "./preview-cooldown.js";
import { createStationPreviews, type StationPreviewWaiting } from "./station-previews.js";

/**
 * What one bot's `/setup` holds between interactions: the station and message previews waiting for Save and the
 * turns at previewing. Built per bot (see `createSetup`), so two bots in one process (shards, tests) never share it.
 */
export interface SetupMemory {
  readonly stationPreviews: PendingClicks<StationPreviewWaiting>;
  readonly messagePreviews: PendingClicks<MessagePreviewWaiting>;
  readonly previewCooldown: PreviewCooldown;
}

/** A bot's `/setup` memory, empty. */
export function createSetupMemory(): SetupMemory {
  return {
    stationPreviews: createStationPreviews(),
    messagePreviews: createMessagePreviews(),
    previewCooldown: createPreviewCooldown(),
  };
}
