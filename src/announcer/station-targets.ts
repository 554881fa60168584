import type { AnnounceTarget } from "../settings/announce-targets.js";
import type { StationMode } from "../settings/guild-stations.js";

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
