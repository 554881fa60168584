import { createPresenceFeed } from "../discord/presence-feed.js";
import type { Feature, ReadyParts } from "./feature.js";

/** The bot's status line, kept in step with the first station's reads. */
export type StatusLine = ReturnType<typeof createPresenceFeed>;

/**
 * The status line is the bot's own: it follows the first configured station (a public bot has none), unless
 * `PRESENCE=off`.
 */
export const statusLine: Feature<ReadyParts, StatusLine> = async ({ config, client, first, log, timers }) => {
  if (config.presence === "off" || !first) return null;
  return createPresenceFeed({
    client,
    panel: first.panel,
    mode: config.presence,
    locale: config.announce.locale,
    log,
    timers,
  });
};
