import type { Logger } from "../log.js";
import { createFleetCopy } from "./fleet-copy.js";
import { type FleetShareOptions, shareOfFleet, wholeFleet } from "./fleet-holding.js";
import type { FleetChange, FleetSource, FleetView } from "./fleet.js";
import { createFleetIntake } from "./fleet-intake.js";
import { driveFleetSync } from "./fleet-sync-driver.js";
import { fleetWrites } from "./fleet-writes.js";
import { storedSettingsCleaner } from "./stored-settings-cleaner.js";

/** What the view is built from. */
export interface FleetViewOptions {
  readonly source: FleetSource;
  readonly log: Logger;
  readonly now?: () => number;
  /**
   * A shard process's shards: the copy then holds only its share (its servers, and the followers of the stations
   * it reads, see `holdFollowersOf`). Absent or null: every server.
   */
  readonly share?: FleetShareOptions | null;
}

/** Runs jobs one after another, each after the last settled (whether it failed or not). */
function createTurns(): <T>(job: () => Promise<T>) => Promise<T> {
  let turn: Promise<unknown> = Promise.resolve();
  return (job) => {
    const result = turn.then(job);
    turn = result.catch(() => undefined);
    return result;
  };
}

/**
 * Creates this process's {@link FleetView}; call `load()` before reading it. When to read the store is decided by
 * `stepFleetSync` (driven by `driveFleetSync`); taking in is `createFleetIntake`'s, writing `fleetWrites`'.
 */
export function createFleetView(options: FleetViewOptions): FleetView {
  const { source, log } = options;
  const copy = createFleetCopy();
  const holding = options.share ? shareOfFleet(source, options.share) : wholeFleet(source);
  const listeners: ((change: FleetChange) => void)[] = [];
  const changed = (guildIds: readonly string[] | null) => {
    for (const listener of listeners) listener({ guildIds });
  };
  // Writes and reads of the store take turns, so the store sees this process's writes in the order they were made.
  const inTurn = createTurns();
  // Writes of this process the store has not confirmed yet: in the copy from the start, kept through reads that
  // began before they reached the store.
  const unsaved = new Set<() => void>();
  const sync = driveFleetSync({
    source,
    log,
    now: options.now ?? Date.now,
    inTurn,
    takeIn: () => intake.takeIn(),
  });
  const intake = createFleetIntake({
    source,
    holding,
    copy,
    clean: storedSettingsCleaner(log),
    unsaved,
    changed,
    revision: sync.revision,
    tookIn: sync.tookIn,
  });
  return {
    guildSettings: (guildId) => copy.settings(guildId) ?? null,
    voiceHomes: () =>
      [...copy.allSettings()]
        .flatMap(([guildId, s]) => (s.voiceChannelId ? [{ guildId, channelId: s.voiceChannelId }] : []))
        .sort((a, b) => (a.guildId < b.guildId ? -1 : a.guildId > b.guildId ? 1 : 0)),
    guilds: () => copy.guilds(),
    guild: (guildId) => copy.guild(guildId),
    guildOfEnvChannel: (channelId) => copy.envGuildOf(channelId),
    load: () => inTurn(async () => intake.replace(await holding.read())),
    holdFollowersOf: (keys) => inTurn(() => intake.follow(keys)),
    letGoFollowersOf: (keys) => {
      intake.letGo(keys);
      return inTurn(async () => intake.unfollow());
    },
    held: () => copy.size(),
    refresh: sync.refresh,
    catchUp: sync.catchUp,
    ...fleetWrites({
      source,
      copy,
      inTurn,
      unsaved,
      changed,
      refused: sync.refused,
    }),
    revision: sync.revision,
    onChange: (listener) => {
      listeners.push(listener);
    },
  };
}
