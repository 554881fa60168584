import type { Logger } from "../log.js";
import type { PanelClient } from "../panel/client.js";
import { PanelError } from "../panel/errors.js";

/**
 * The station's name for templates' `{station}`: the registry's (read at start for a network), else the panel's
 * `servers/` title, read only when a template needs it, and once for good (a failed read is tried again the next
 * time it is needed). Null when the panel gives none.
 */
export function stationNameReader(
  panel: PanelClient,
  known: (() => string | null) | undefined,
  log: Logger,
): (needed: boolean) => Promise<string | null> {
  let learned: string | null | undefined;
  return async (needed) => {
    const name = known?.() ?? learned ?? null;
    if (name !== null || !needed || learned !== undefined) return name;
    try {
      const servers = await panel.servers();
      learned = servers.find((server) => server.id === panel.serverId)?.title?.trim() || null;
    } catch (error) {
      if (!(error instanceof PanelError)) throw error;
      log.warn("announcer: could not read the station's name for {station}; posting without it", {
        error: error.message,
      });
    }
    return learned ?? null;
  };
}
