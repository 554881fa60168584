import type { StationRegistry, StationSpec } from "./registry.js";
import { StationLimitError } from "./station-limits.js";

/** A station a server saved: its spec and the key the registry knows it by. */
export type SavedSpec = StationSpec & { readonly key: string };

/**
 * Whether a saved station may be read: one already open is always used again (it costs nothing more); a new one
 * only while the bot's station limit has room. Pure.
 */
export function admitsSaved(alreadyOpen: boolean, full: boolean): boolean {
  return alreadyOpen || !full;
}

/**
 * Opens a server's saved stations, as many as the station limit lets in (a public bot's stations are opened as
 * its servers arrive). Returns the keys left unread because a limit is reached.
 */
export function openSavedStations(
  registry: Pick<StationRegistry, "get" | "full" | "open">,
  saved: readonly SavedSpec[],
): string[] {
  const refused: string[] = [];
  for (const spec of saved) {
    if (!admitsSaved(registry.get(spec.key) !== undefined, registry.full())) {
      refused.push(spec.key);
      continue;
    }
    try {
      registry.open(spec);
    } catch (error) {
      if (!(error instanceof StationLimitError)) throw error;
      refused.push(spec.key);
    }
  }
  return refused;
}
