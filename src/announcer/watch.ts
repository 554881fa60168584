import type { Logger } from "../log.js";
import type { PanelClient } from "../panel/client.js";
import { PanelError } from "../panel/errors.js";
import { observe } from "./observe.js";
import type { RunReport } from "./run.js";

/**
 * A run that only looks: reads what is on air and reports it, never announces nor touches the announcer's state.
 * The bot's status and the voice channels' song follow it in a shard process that does not read that station
 * itself (another process of the fleet announces it). Scheduled like an announcer run.
 */
export function createWatch(panel: PanelClient, log: Logger): (now: number) => Promise<RunReport> {
  return async (now) => {
    try {
      // A cache answer a few seconds old is good enough to show, and spares the panel a second fresh read.
      const observation = await observe(panel, { maxAgeMs: 5_000 }, now, { channels: false });
      return { panelOk: true, observation, events: [], delivered: 0, retryLater: 0 };
    } catch (error) {
      if (!(error instanceof PanelError)) throw error;
      log.debug("status watch: panel read failed", { error: error.message });
      return { panelOk: false, observation: null, events: [], delivered: 0, retryLater: 0 };
    }
  };
}
