import type { FleetGuild, FollowerQuery, ShardShare } from "./fleet.js";
import type { AnnounceChannel, GuildSettings, SavedStation } from "./guild-settings.js";

/** A Discord snowflake as text (a server id); anything else has no shard. */
const SNOWFLAKE = /^[0-9]{1,20}$/;

/**
 * The shard Discord puts a server on: `(id >> 22) % shardCount`; null for an id that is not a snowflake. Pure.
 */
export function shardOfGuild(guildId: string, shardCount: number): number | null {
  if (!SNOWFLAKE.test(guildId) || shardCount < 1) return null;
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/**
 * Whether a process of these shards holds a server whatever stations it reads: the fleet lists it under one of its
 * shards or under a shard that no longer exists (so its publish can clear it), or with `.env` channels in it (a
 * handful, placed for every process); or its id puts it on one of these shards (its settings, before its shard
 * published it or after the bot left it). Pure.
 */
export function inShare(share: ShardShare, guildId: string, guild: FleetGuild | null | undefined): boolean {
  if (guild) {
    if (share.shardIds.includes(guild.shardId) || guild.shardId >= share.shardCount) return true;
    if (guild.envChannels.length > 0) return true;
  }
  const shard = shardOfGuild(guildId, share.shardCount);
  return shard !== null && share.shardIds.includes(shard);
}

/**
 * Whether a server's saved settings may make it follow one of the stations: its chosen station, a channel's own
 * stations or a station it added (a public bot) is among the keys; or, with `firstOf`, it chose none of the
 * operator's stations, so it follows the first. Errs towards yes (a channel that follows stations of its own makes
 * the server match its `station` too): the holder works out the exact targets. Pure; the stores' queries match it.
 */
export function mayFollow(settings: GuildSettings, query: FollowerQuery): boolean {
  return followerTest(query)(settings);
}

/** {@link mayFollow} for one query and many servers: the keys are looked up in sets made once. Pure. */
export function followerTest(query: FollowerQuery): (settings: GuildSettings) => boolean {
  const keys = new Set(query.keys);
  const first = query.firstOf === null ? null : new Set(query.firstOf);
  return (settings) => {
    const station = typeof settings.station === "string" ? settings.station : undefined;
    if (station !== undefined && keys.has(station)) return true;
    if (first !== null && (station === undefined || !first.has(station))) return true;
    const channels: unknown = settings.channels;
    if (
      Array.isArray(channels) &&
      channels.some((c: unknown) => anyKeyIn(keys, (c as AnnounceChannel | null)?.stations))
    )
      return true;
    const added: unknown = settings.stations;
    return Array.isArray(added) && added.some((s: unknown) => hasKey(keys, (s as SavedStation | null)?.key));
  };
}

function anyKeyIn(keys: ReadonlySet<string>, list: unknown): boolean {
  return Array.isArray(list) && list.some((key: unknown) => hasKey(keys, key));
}

function hasKey(keys: ReadonlySet<string>, key: unknown): boolean {
  return typeof key === "string" && keys.has(key);
}
