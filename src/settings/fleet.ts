import type { GuildSettings } from "./guild-settings.js";

/** A server the bot is in, as its shard saw it: which `.env` announce channels (ANNOUNCE_CHANNEL_IDS) are in it. */
export interface FleetGuild {
  readonly guildId: string;
  /** The shard whose gateway connection serves the server (0 for a bot without shards). */
  readonly shardId: number;
  /** The `.env` announce channels in this server, so a process that does not see the server can place them. */
  readonly envChannels: readonly string[];
}

/**
 * What every process of the bot shares about the servers: each shard's servers and every server's saved settings,
 * as of one `revision`. The revision grows with every change to either, so a process knows when its copy is old.
 */
export interface FleetSnapshot {
  readonly revision: number;
  readonly guilds: readonly FleetGuild[];
  readonly settings: ReadonlyMap<string, GuildSettings>;
}

/** One server as it is now, after a change: its row among the shards' servers and its settings (null: none). */
export interface FleetServerChange {
  readonly guildId: string;
  /** Null when no shard has the server now (the bot left it, or its shard published without it). */
  readonly guild: FleetGuild | null;
  readonly settings: GuildSettings | null;
}

/**
 * What changed since a revision: the servers changed since, each as it is now, as of `revision`; or `reload` when
 * the store no longer knows what changed that long ago (its record of changes was pruned): read the whole fleet.
 */
export type FleetChanges =
  | { readonly kind: "changes"; readonly revision: number; readonly servers: readonly FleetServerChange[] }
  | { readonly kind: "reload" };

/** The shards of one process of a sharded bot: which part of the fleet it holds (see `FleetSource.fleetShare`). */
export interface ShardShare {
  /** This process's shards. */
  readonly shardIds: readonly number[];
  /** Shards in the whole bot. */
  readonly shardCount: number;
}

/** The stations whose followers a process asks for (see `FleetSource.followersOf` and `mayFollow`). */
export interface FollowerQuery {
  /** The stations' keys. */
  readonly keys: readonly string[];
  /**
   * The operator's stations (one or a network), given when the first of them is among `keys`: a server whose
   * settings choose none of these (no `station`, or one no longer configured) follows the first. Null otherwise.
   */
  readonly firstOf: readonly string[] | null;
}

/** Where the fleet is kept (the store): read whole, or only its revision; every write bumps the revision. */
export interface FleetSource {
  /** The revision of the servers and settings, which every write to either bumps. */
  revision(): Promise<number>;
  /** Every shard's servers and every saved setting, as of one revision. */
  fleet(): Promise<FleetSnapshot>;
  /** The servers changed after `revision`, as they are now (see {@link FleetChanges}); a negative one: reload. */
  changesSince(revision: number): Promise<FleetChanges>;
  /**
   * The part of the fleet a process of these shards holds, as of one revision: the rows of its shards, of shards
   * that no longer exist (`shardId >= shardCount`) and of servers holding `.env` channels; and the settings of those
   * servers and of every server whose id puts it on one of these shards (`inShare`), listed or not.
   */
  fleetShare(share: ShardShare): Promise<FleetSnapshot>;
  /**
   * The servers the fleet lists (a row in `guilds`) whose saved settings may follow one of the stations
   * (`mayFollow`), each with its row and settings, as of `revision`, by server id.
   */
  followersOf(
    query: FollowerQuery,
  ): Promise<{ readonly revision: number; readonly servers: FleetServerChange[] }>;
  /**
   * Saves a server's settings, merged into its row (see `mergedSettings`): only the settings that differ from
   * `base` (what the writer read: null for none; absent, what the row holds now) are written, and the rest of the row,
   * a newer version's settings among it, stays. Rejects with `NewerSettingsError`, writing nothing, when it would
   * change a setting a newer version saved.
   */
  saveGuildSettings(guildId: string, settings: GuildSettings, base?: GuildSettings | null): Promise<void>;
  /** Replaces the servers of these shards with `guilds` (a shard's whole list, at its start). */
  publishGuilds(shardIds: readonly number[], guilds: readonly FleetGuild[]): Promise<void>;
  /** Adds or updates one server (the bot joined it). */
  joinGuild(guild: FleetGuild): Promise<void>;
  /** Forgets one server (the bot left it); its settings are kept, should it come back. */
  leaveGuild(guildId: string): Promise<void>;
}

/** What a change to the copy touched: these servers, or (null) any of them: the copy was read whole. */
export interface FleetChange {
  readonly guildIds: readonly string[] | null;
}

/**
 * This process's copy of the fleet (the servers and their settings), read synchronously by the station directory,
 * the commands, the announce targets and voice. A process holds every server, or (a shard process) its share: its
 * own servers, those with `.env` channels, and the followers of the stations it reads (`holdFollowersOf`); "every"
 * below means every server the copy holds. This process's writes show in the copy at once and go through to the
 * store; another process's changes come in server by server (`catchUp`, `refresh`), and the copy is read whole only
 * at `load()` or when the store no longer knows what changed since the copy's revision.
 */
export interface FleetView {
  guildSettings(guildId: string): GuildSettings | null;
  /**
   * Saves through to the store (bumping the revision there). The copy shows the new settings at once, as a
   * synchronous store would; should the store refuse them, the copy goes back and the Promise rejects.
   */
  saveGuildSettings(guildId: string, settings: GuildSettings): Promise<void>;
  /** Every server's home voice channel, by server id. */
  voiceHomes(): { readonly guildId: string; readonly channelId: string }[];
  /** Every shard's servers, by server id. */
  guilds(): readonly FleetGuild[];
  /** One server of the fleet, by id (undefined: no shard lists it). */
  guild(guildId: string): FleetGuild | undefined;
  /** The server a `.env` announce channel is in, as the shard serving it published. */
  guildOfEnvChannel(channelId: string): string | null;
  /** Loads the copy; at start, before anything reads it. */
  load(): Promise<void>;
  /**
   * Takes in what changed in the store when its revision moved since the copy's: the changed servers alone
   * (`changesSince`). The periodic check that catches a change whose notification was missed. Coalesced: callers
   * together share one check, and a check within a second of the last is skipped. Never rejects: a failure is
   * logged and the old copy stays in use.
   */
  refresh(): Promise<void>;
  /**
   * Takes in, now, what changed since the copy's revision (another process's change was notified at `seen`, or
   * the notifications resumed after a break: no `seen`). Nothing is asked when the copy is at `seen` already;
   * calls made while one is under way share one more. Never rejects, as `refresh`.
   */
  catchUp(seen?: number): Promise<void>;
  publishGuilds(shardIds: readonly number[], guilds: readonly FleetGuild[]): Promise<void>;
  joinGuild(guild: FleetGuild): Promise<void>;
  leaveGuild(guildId: string): Promise<void>;
  /**
   * The store's revision the copy holds (-1 before `load`): every process shows the same one once a change has
   * reached it. This process's own writes leave it as it was until the next check takes them back in.
   */
  revision(): number;
  /**
   * Stations read here from now on: a process holding its share takes in the servers that follow them (wherever
   * they are), and resolves once they are in the copy, so the stations' first reads announce in all of them.
   * Nothing to do for a copy of every server. Rejects when the store cannot be read (the stations are not read).
   */
  holdFollowersOf(keys: readonly string[]): Promise<void>;
  /** Stations no longer read here: their followers are dropped from a share unless it holds them for another reason. */
  letGoFollowersOf(keys: readonly string[]): Promise<void>;
  /** How many servers the copy holds: the fleet's, or this process's share. */
  held(): number;
  /** Called after every change to the copy (a reload, a change taken in, or a write of this process). */
  onChange(listener: (change: FleetChange) => void): void;
}
