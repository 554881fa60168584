import type { StationRegistry, StationSpec } from "./registry-api.js";
import { StationLimitError } from "./station-limits.js";

/** A station a server saved: its spec and the key the registry knows it by. */
export type SavedSpec = StationSpec & { readonly key: string };

/**
 * Opens a server's saved stations, as many as the station limit lets in (a public bot's stations are opened as
 * its servers arrive). Returns the keys left unread because a limit is reached.
 */
export function openSavedStations(
  registry: Pick<StationRegistry, "open">,
  saved: readonly SavedSpec[],
): string[] {
  const refused: string[] = [];
  for (const spec of saved) {
    // A station some server saved is counted already: only a new one is refused at the limit.
    try {
      registry.open(spec);
    } catch (error) {
      if (!(error instanceof StationLimitError)) throw error;
      refused.push(spec.key);
    }
  }
  return refused;
}
