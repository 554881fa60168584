import type { KeySealer } from "../secrets/key-sealer.js";
import type { FleetSource } from "../settings/fleet.js";
import type { GuildSettings, SavedStation } from "../settings/guild-settings.js";
import { renamedStation } from "../settings/renamed-station.js";

/** What bringing the stored keys up to date did. */
export interface StoredKeysReport {
  /** Saved stations now known by their identity (a key saved under the address and server id alone, before). */
  readonly renamed: number;
  /** Keys sealed again for their row (unbound, or sealed with a previous SECRET_KEY). */
  readonly resealed: number;
  /** Keys that could not be opened: left as they were, read without a key (the registry says so). */
  readonly unopened: number;
}

/** Seals again the keys not bound to their row (the store's `resealStoredKeys`, passed in: the store is above). */
export type Reseal = (
  store: Pick<FleetSource, "fleet" | "saveGuildSettings">,
  sealer: KeySealer,
) => Promise<{ readonly resealed: number; readonly unopened: number }>;

/** The identity of a saved station, read with `apiKey` (see `StationRegistry.keyOf`). */
export type IdentityOf = (station: SavedStation, apiKey: string | undefined) => string;

/**
 * Whether a saved station may be known by another key than its identity: one saved with a key but no fingerprint
 * (older code), or without a key but with one. A current sealed key was sealed for its row by this code, so its
 * key is its identity: only the others are opened.
 */
function mayNeedRename(station: SavedStation, sealer: KeySealer): boolean {
  const marked = station.key.includes("~");
  if (!station.sealedKey) return marked;
  return !marked || !sealer.isCurrent(station.sealedKey);
}

/**
 * Moves every saved station to its identity (the migration for API keys in station identities): its key, the
 * server's station and the channels' lists follow, and its key is sealed for the new row; then seals again every
 * key not bound to its row (`reseal`). It needs SECRET_KEY, so it is code, not a SQL migration, and
 * works through {@link FleetSource}: the same over SQLite and PostgreSQL. Running it again changes nothing. The
 * announcer's memory under a renamed station's old key (its last track, an edit-mode message) is left behind.
 */
export async function settleStoredKeys(
  store: Pick<FleetSource, "fleet" | "saveGuildSettings">,
  sealer: KeySealer,
  identityOf: IdentityOf,
  reseal: Reseal,
): Promise<StoredKeysReport> {
  let renamed = 0;
  let unopened = 0;
  const { settings } = await store.fleet();
  for (const [guildId, saved] of settings) {
    let next: GuildSettings = saved;
    for (const station of saved.stations ?? []) {
      if (!mayNeedRename(station, sealer)) continue;
      let plain: string | undefined;
      try {
        plain = station.sealedKey
          ? sealer.open(station.sealedKey, { guildId, stationKey: station.key })
          : undefined;
      } catch {
        unopened++;
        continue;
      }
      const key = identityOf(station, plain);
      if (key === station.key) continue;
      const sealed = plain === undefined ? undefined : sealer.seal(plain, { guildId, stationKey: key });
      next = renamedStation(next, station.key, key, sealed);
      renamed++;
    }
    if (next !== saved) await store.saveGuildSettings(guildId, next);
  }
  const { resealed, unopened: unsealed } = await reseal(store, sealer);
  // A key neither pass could open was tried by both: counted once.
  return { renamed, resealed, unopened: Math.max(unopened, unsealed) };
}
