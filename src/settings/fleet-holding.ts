import type { FleetServerChange, FleetSnapshot, FleetSource, FollowerQuery, ShardShare } from "./fleet.js";
import { followerTest, inShare } from "./fleet-share.js";

/** A process's shards, and the operator's stations once they are known (for the first station's followers). */
export interface FleetShareOptions extends ShardShare {
  /** The operator's stations' keys, in order (empty for a public bot, or before they are opened). */
  readonly configured: () => readonly string[];
}

/**
 * Which servers of the fleet a process's copy holds: all of them, or (a shard process) its share, that is its own
 * servers and the followers of the stations it reads.
 */
export interface FleetHolding {
  /** Whether the copy keeps a server, as it is now. */
  keeps(server: FleetServerChange): boolean;
  /** The copy's servers as the store has them now: at load, and when the store no longer knows what changed. */
  read(): Promise<FleetSnapshot>;
  /** Stations read here from now on: their followers as the store has them now (to be taken in). */
  follow(keys: readonly string[]): Promise<readonly FleetServerChange[]>;
  /** Stations no longer read here: their followers are kept only when something else keeps them. */
  unfollow(keys: readonly string[]): void;
}

/** Holds every server (one process, or a process not told its shards). */
export function wholeFleet(source: Pick<FleetSource, "fleet">): FleetHolding {
  return {
    keeps: () => true,
    read: () => source.fleet(),
    follow: async () => [],
    unfollow: () => undefined,
  };
}

/**
 * Holds a shard process's share: the servers `inShare` names (its shards', the `.env` channels' and gone shards'),
 * and those listed in the fleet whose settings may follow a station read here (`mayFollow`). Memory then grows with
 * the process's servers and stations, not with the fleet's.
 */
export function shareOfFleet(
  source: Pick<FleetSource, "fleetShare" | "followersOf">,
  share: FleetShareOptions,
): FleetHolding {
  const reading = new Set<string>();
  const queryOf = (keys: readonly string[]): FollowerQuery => {
    const configured = share.configured();
    const first = configured[0];
    return { keys, firstOf: first !== undefined && keys.includes(first) ? configured : null };
  };
  // Made again only when the stations read here change, not at every server looked at.
  let follows: ((server: FleetServerChange) => boolean) | null = null;
  const followsOne = () => {
    if (follows) return follows;
    const test = reading.size === 0 ? null : followerTest(queryOf([...reading]));
    follows = (server) =>
      test !== null && server.guild !== null && server.settings !== null && test(server.settings);
    return follows;
  };
  return {
    keeps: (server) => inShare(share, server.guildId, server.guild) || followsOne()(server),
    read: async () => {
      const own = await source.fleetShare(share);
      if (reading.size === 0) return own;
      // Its revision, the older of the two reads: the change feed brings anything newer in again.
      const { servers } = await source.followersOf(queryOf([...reading]));
      const guilds = new Map(own.guilds.map((g) => [g.guildId, g]));
      const settings = new Map(own.settings);
      for (const server of servers) {
        if (server.guild) guilds.set(server.guildId, server.guild);
        if (server.settings) settings.set(server.guildId, server.settings);
      }
      return { revision: own.revision, guilds: [...guilds.values()], settings };
    },
    follow: async (keys) => {
      const added = keys.filter((key) => !reading.has(key));
      if (added.length === 0) return [];
      for (const key of added) reading.add(key);
      follows = null;
      try {
        return (await source.followersOf(queryOf(added))).servers;
      } catch (error) {
        for (const key of added) reading.delete(key);
        follows = null;
        throw error;
      }
    },
    unfollow: (keys) => {
      for (const key of keys) reading.delete(key);
      follows = null;
    },
  };
}
