import type { AnnounceTarget } from "../settings/announce-targets.js";
import type { StationMode } from "../settings/guild-stations.js";

/** How long a computed set of targets is trusted without an invalidation (a channel's guild seen late, say). */
const MAX_AGE_MS = 30_000;

/** Each station's announce channels, computed once for all stations and kept until something changes. */
export interface TargetIndex {
  /** The channels following a station. */
  targetsOf(stationKey: string): readonly AnnounceTarget[];
  /** Forget the computed targets (settings saved, a server joined or left). */
  invalidate(): void;
  /**
   * Places a `.env` channel in its server as Discord told (a channel of another shard's server, not yet published),
   * until the fleet places it: its server's station then gets its announcements from whichever process reads it.
   */
  place?(channelId: string, guildId: string): void;
}

/**
 * The station every announce target follows, when the bot has exactly one station set by its operator (`.env`):
 * then no target needs to name it. A network or a public bot: null (each target names its stations). Pure.
 */
export function soleStation(configured: readonly string[], mode: StationMode): string | null {
  return configured.length === 1 && mode !== "public" ? (configured[0] ?? null) : null;
}

/**
 * Indexes `compute()` (every target across every server) by station: a thousand stations' runs cost one pass over
 * the servers, not a thousand. With `only` (a bot with one station), every target is that station's.
 */
export function createTargetIndex(
  compute: () => readonly AnnounceTarget[],
  only: string | null,
  now: () => number = Date.now,
): TargetIndex {
  let index: { byStation: Map<string, AnnounceTarget[]>; all: readonly AnnounceTarget[]; at: number } | null =
    null;
  const build = () => {
    const all = compute();
    const byStation = new Map<string, AnnounceTarget[]>();
    for (const target of all) {
      for (const key of target.stations ?? []) {
        const list = byStation.get(key) ?? [];
        list.push(target);
        byStation.set(key, list);
      }
    }
    return { byStation, all, at: now() };
  };
  return {
    targetsOf(stationKey) {
      if (!index || now() - index.at > MAX_AGE_MS) index = build();
      if (only !== null) return stationKey === only ? index.all : [];
      return index.byStation.get(stationKey) ?? [];
    },
    invalidate() {
      index = null;
    },
  };
}
