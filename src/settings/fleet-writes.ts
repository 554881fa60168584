import type { FleetCopy } from "./fleet-copy.js";
import type { FleetSource, FleetView } from "./fleet.js";

/** What the fleet view's writes go through. */
export interface FleetWriteDeps {
  readonly source: Pick<FleetSource, "saveGuildSettings" | "publishGuilds" | "joinGuild" | "leaveGuild">;
  readonly copy: FleetCopy;
  /** Runs a job in the store's turn (writes and reads of the store take turns). */
  readonly inTurn: <T>(job: () => Promise<T>) => Promise<T>;
  /** Writes of this process the store has not confirmed yet (see `FleetIntakeDeps.unsaved`). */
  readonly unsaved: Set<() => void>;
  readonly changed: (guildIds: readonly string[]) => void;
  /** A write was refused: the next check reads what the store holds. */
  readonly refused: () => void;
}

/** The fleet view's writes. */
export type FleetWrites = Pick<FleetView, "saveGuildSettings" | "publishGuilds" | "joinGuild" | "leaveGuild">;

/**
 * Applies a write to the copy at once and sends it to the store. It leaves the revision as it was, so the next
 * check takes the write back in with whatever other processes wrote meanwhile. A refused write is undone here,
 * and the next check reads what the store holds.
 */
function writeThrough(
  deps: FleetWriteDeps,
  guildIds: readonly string[],
  write: { readonly store: () => Promise<void>; readonly apply: () => void; readonly undo: () => void },
): Promise<void> {
  const { apply } = write;
  apply();
  deps.unsaved.add(apply);
  deps.changed(guildIds);
  return deps.inTurn(write.store).then(
    () => {
      deps.unsaved.delete(apply);
    },
    (error: unknown) => {
      deps.unsaved.delete(apply);
      write.undo();
      deps.refused();
      deps.changed(guildIds);
      throw error;
    },
  );
}

/** The fleet view's writes, each applied to the copy at once and sent to the store in turn. */
export function fleetWrites(deps: FleetWriteDeps): FleetWrites {
  const { source, copy } = deps;
  const write = (
    guildIds: readonly string[],
    store: () => Promise<void>,
    apply: () => void,
    undo: () => void,
  ) => writeThrough(deps, guildIds, { store, apply, undo });
  return {
    saveGuildSettings: (guildId, next) => {
      const before = copy.settings(guildId);
      return write(
        [guildId],
        // What the copy held is what the writer read: only what it changed is written over the row.
        () => source.saveGuildSettings(guildId, next, before ?? null),
        () => copy.setSettings(guildId, next),
        () => {
          if (copy.settings(guildId) === next) copy.setSettings(guildId, before ?? null);
        },
      );
    },
    publishGuilds: (shardIds, published) => {
      const before = copy.saveGuilds();
      const shards = new Set(shardIds);
      const ids = new Set(published.map((g) => g.guildId));
      const gone = copy.guilds().filter((g) => shards.has(g.shardId) && !ids.has(g.guildId));
      return write(
        [...ids, ...gone.map((g) => g.guildId)],
        () => source.publishGuilds(shardIds, published),
        () => {
          for (const g of copy.guilds()) if (shards.has(g.shardId)) copy.dropGuild(g.guildId);
          for (const g of published) copy.setGuild(g);
        },
        () => copy.restoreGuilds(before),
      );
    },
    joinGuild: (guild) => {
      const before = copy.guild(guild.guildId);
      return write(
        [guild.guildId],
        () => source.joinGuild(guild),
        () => copy.setGuild(guild),
        () => {
          if (copy.guild(guild.guildId) !== guild) return;
          if (before) copy.setGuild(before);
          else copy.dropGuild(guild.guildId);
        },
      );
    },
    leaveGuild: (guildId) => {
      const before = copy.guild(guildId);
      return write(
        [guildId],
        () => source.leaveGuild(guildId),
        () => copy.dropGuild(guildId),
        () => {
          if (before && !copy.guild(guildId)) copy.setGuild(before);
        },
      );
    },
  };
}
