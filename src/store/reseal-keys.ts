import type { KeySealer } from "../secrets/key-sealer.js";
import { notUnderstood } from "../settings/newer-settings.js";
import type { FleetSource } from "../settings/fleet.js";
import type { GuildSettings, SavedStation } from "../settings/guild-settings.js";

/** What the re-seal did: keys now bound to their rows, and keys it could not open (left as they were). */
export interface ResealReport {
  readonly resealed: number;
  readonly unopened: number;
}

/**
 * Seals again every stored API key that is not bound to its row or uses a previous SECRET_KEY: each is opened and
 * sealed for its server and station key, and the server's settings saved. Runs once at start, after the store is
 * open, with the sealer (a SQL migration cannot: it has no secret); it works through {@link FleetSource}, so
 * SQLite and PostgreSQL are the same to it, and running it again changes nothing. A key it cannot open is left for
 * the registry to report, as before.
 */
export async function resealStoredKeys(
  store: Pick<FleetSource, "fleet" | "saveGuildSettings">,
  sealer: KeySealer,
): Promise<ResealReport> {
  let resealed = 0;
  let unopened = 0;
  const { settings } = await store.fleet();
  for (const [guildId, saved] of settings) {
    let changed = false;
    const stations = (saved.stations ?? []).map((station): SavedStation => {
      if (!station.sealedKey || sealer.isCurrent(station.sealedKey)) return station;
      const row = { guildId, stationKey: station.key };
      let plain: string;
      try {
        plain = sealer.open(station.sealedKey, row);
      } catch {
        unopened++;
        return station;
      }
      changed = true;
      resealed++;
      return { ...station, sealedKey: sealer.seal(plain, row) };
    });
    // Stations a newer version saved, which this one does not understand, are left to that version to re-seal.
    if (changed && !notUnderstood(saved).includes("stations"))
      await store.saveGuildSettings(guildId, { ...saved, stations } satisfies GuildSettings);
  }
  return { resealed, unopened };
}
