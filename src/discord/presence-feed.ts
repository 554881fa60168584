import { type Client, Events } from "discord.js";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import type { PanelClient } from "../panel/client.js";
import { PanelError } from "../panel/errors.js";
import type { Locale } from "../locale.js";
import { type PresenceMode, presenceFor } from "../render/presence.js";
import type { Observation } from "../station/changes.js";
import { listenerTotals } from "../station/listeners.js";
import { createPresence } from "./presence.js";

/** What the status line needs. */
export interface PresenceFeedDeps {
  readonly client: Client<true>;
  readonly panel: PanelClient;
  readonly mode: Exclude<PresenceMode, "off">;
  readonly locale: Locale;
  readonly log: Logger;
  readonly timers: Timers;
}

/**
 * Keeps the bot's status in step with the station from the announcer's reads (`observed`), which go on even when
 * no channel wants announcements. With `listeners`, each update also reads the channels (through the cache).
 * When the gateway resumes or starts a new session, it sends the status again.
 */
export function createPresenceFeed(deps: PresenceFeedDeps) {
  const presence = createPresence(
    (p) => deps.client.user.setPresence({ status: p.status, activities: [p.activity] }),
    deps.timers,
    deps.log,
  );

  // A resumed session never sends a presence that was waiting for the connection; a new session shows none.
  const resend = () => presence.resend();
  deps.client.on(Events.ShardResume, resend);
  deps.client.on(Events.ShardReady, resend);

  async function observed(observation: Observation | null): Promise<void> {
    if (!observation) return;
    let listeners: number | null = null;
    if (deps.mode === "listeners") {
      try {
        listeners = listenerTotals(await deps.panel.channels()).current;
      } catch (error) {
        if (!(error instanceof PanelError)) throw error;
      }
    }
    presence.show(presenceFor(deps.mode, observation, listeners, presence.current, deps.locale));
  }

  return {
    observed,
    stop(): void {
      deps.client.off(Events.ShardResume, resend);
      deps.client.off(Events.ShardReady, resend);
      presence.stop();
    },
  };
}
