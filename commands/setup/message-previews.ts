import { createPendingClicks, type PendingClicks } from "../../src/discord/pending-clicks.js";
import type { MessageTemplate } from "../../src/templates/trigger.js";
import { PREVIEWS_PER_SERVER } from "./station-previews.js";

/** A `/setup message` preview waiting for its Save button: the template checked, for the server it was made in. */
export interface MessagePreviewWaiting {
  readonly guildId: string;
  readonly template: MessageTemplate;
  /** Where it applies, as the reply says it (see `whereOf`). */
  readonly where: string;
}

/** The custom id prefix of a message preview's Save button (`setup:message:<token>`). */
export const SAVE_MESSAGE_PREFIX = "setup:message:";

/** A bot's previews waiting for a click (in memory, 15 minutes, at most 500, and 5 per server). */
export function createMessagePreviews(): PendingClicks<MessagePreviewWaiting> {
  return createPendingClicks<MessagePreviewWaiting>({
    ttlMs: 15 * 60_000,
    cap: 500,
    capPerGroup: PREVIEWS_PER_SERVER,
  });
}
