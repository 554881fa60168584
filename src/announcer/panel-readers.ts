import type { Logger } from "../log.js";
import type { ReaderLocks } from "../store/reader-locks.js";

/** How many processes of the fleet read each panel: what each process's part of a panel's limit is taken from. */
export interface PanelReaders {
  /** The processes reading the panel at `address` now, at least 1 (1 until first counted, and with one process). */
  of(address: string): number;
  /** The lock session, such that every lock round (its `sessions()`) also recounts the panels' readers. */
  follow(locks: ReaderLocks): ReaderLocks;
}

/** A panel's identity: its address's origin (every station on one panel shares its gate); null when unreadable. */
export function panelOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** The stations' keys grouped by their panel; pure. */
export function stationsByPanel(
  stations: readonly { readonly key: string; readonly address: string }[],
): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const station of stations) {
    const panel = panelOf(station.address);
    if (panel === null) continue;
    const group = groups.get(panel) ?? [];
    group.push(station.key);
    groups.set(panel, group);
  }
  return groups;
}

/**
 * Counts each panel's readers from the fleet's reader locks once per lock round, not per request: the schedules
 * ask {@link PanelReaders.of} at each run, which costs a map lookup.
 */
export function createPanelReaders(
  registry: { list(): readonly { readonly key: string; readonly address: string }[] },
  log: Logger,
): PanelReaders {
  let counts = new Map<string, number>();
  const recount = async (locks: ReaderLocks) => {
    try {
      counts = await locks.readersOf(stationsByPanel(registry.list()));
    } catch (error) {
      // The last counts stand: a round that failed here fails (and is retried) in the lock round's own queries.
      log.debug("station locks: could not count the panels' readers", { error });
    }
  };
  return {
    of: (address) => {
      const panel = panelOf(address);
      return Math.max(1, (panel === null ? undefined : counts.get(panel)) ?? 1);
    },
    follow: (locks) => ({
      ...locks,
      sessions: async () => {
        const sessions = await locks.sessions();
        await recount(locks);
        return sessions;
      },
    }),
  };
}
