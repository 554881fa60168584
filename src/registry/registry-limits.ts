import type { RegistryOptions } from "./registry-api.js";
import { createAddLimiter, type StationRefusal, StationLimitError, totalRefusal } from "./station-limits.js";

/** The registry's limits: the bot's total of stations and each server's adds per hour. */
export interface RegistryLimits {
  /** Why server `guildId` may not add station `key` now; null: it may (see `StationRegistry.refusal`). */
  readonly refusal: (guildId: string | undefined, key: string) => StationRefusal | null;
  /** Whether the total is reached. */
  readonly full: () => boolean;
  /** Before opening `key` for `guildId`: throws `StationLimitError` past a limit, else counts a new add. */
  readonly admit: (guildId: string | undefined, key: string) => void;
}

/** Creates the limits over the stations open now (`open`) and those the servers follow. */
export function createRegistryLimits(
  options: Pick<RegistryOptions, "maxStations" | "addsPerHour" | "followed" | "now">,
  open: () => Iterable<string>,
): RegistryLimits {
  const now = options.now ?? Date.now;
  const max = options.maxStations ?? Number.POSITIVE_INFINITY;
  const limiter = createAddLimiter(options.addsPerHour);
  const inUse = () => new Set([...(options.followed?.all() ?? []), ...open()]);
  const refusal = (guildId: string | undefined, key: string) => {
    // No limit to count against (the operator's network): nothing to work out, however many stations open.
    if (max === Number.POSITIVE_INFINITY && (guildId === undefined || !options.followed)) return null;
    const total = totalRefusal(inUse(), key, max);
    if (total || guildId === undefined || !options.followed) return total;
    // Saving a station the server has already is no add.
    return options.followed.of(guildId).includes(key) ? null : limiter.refusal(guildId, now());
  };
  return {
    refusal,
    full: () => inUse().size >= max,
    admit(guildId, key) {
      const refused = refusal(guildId, key);
      if (refused) throw new StationLimitError(refused);
      // A station new to its server (a moderator's Save) is one of the server's adds this hour; a server's saved
      // stations, opened as it arrives, are not.
      if (guildId !== undefined && !options.followed?.of(guildId).includes(key))
        limiter.record(guildId, now());
    },
  };
}
