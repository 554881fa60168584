import type { Client } from "discord.js";
import { observe } from "../announcer/observe.js";
import { type BaseSchedule, cronSchedule, type Timers } from "../announcer/schedule.js";
import type { Logger } from "../log.js";
import type { PanelClient } from "../panel/client.js";
import { PanelError } from "../panel/errors.js";
import type { Locale } from "../render/i18n.js";
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
 * Keeps the bot's status in step with the station. It takes the announcer's reads when the announcer runs
 * (`observed`); otherwise `ownReads` starts a light read of its own (the DJs and the track) on the announcer's
 * schedule. With `listeners`, each update also reads the channels (shared through the client's cache).
 */
export function createPresenceFeed(deps: PresenceFeedDeps) {
  const presence = createPresence(
    (p) => deps.client.user.setPresence({ status: p.status, activities: [p.activity] }),
    deps.timers,
    deps.log,
  );
  let base: BaseSchedule | null = null;

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

  async function read(): Promise<void> {
    try {
      await observed(await observe(deps.panel, {}, deps.timers.now(), { channels: false }));
    } catch (error) {
      if (!(error instanceof PanelError)) deps.log.error("status update failed", { error });
    }
  }

  return {
    observed,
    /** Reads the panel itself on `schedule` (node-cron), and once now. */
    ownReads(schedule: string): void {
      base = cronSchedule(schedule, deps.log);
      base.start(read);
      void read();
    },
    async stop(): Promise<void> {
      presence.stop();
      await base?.stop();
    },
  };
}
