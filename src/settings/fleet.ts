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

/** Where the fleet is kept (the store): read whole, or only its revision; every write bumps the revision. */
export interface FleetSource {
  /** The revision of the servers and settings, which every write to either bumps. */
  revision(): Promise<number>;
  /** Every shard's servers and every saved setting, as of one revision. */
  fleet(): Promise<FleetSnapshot>;
  saveGuildSettings(guildId: string, settings: GuildSettings): Promise<void>;
  /** Replaces the servers of these shards with `guilds` (a shard's whole list, at its start). */
  publishGuilds(shardIds: readonly number[], guilds: readonly FleetGuild[]): Promise<void>;
  /** Adds or updates one server (the bot joined it). */
  joinGuild(guild: FleetGuild): Promise<void>;
  /** Forgets one server (the bot left it); its settings are kept, should it come back. */
  leaveGuild(guildId: string): Promise<void>;
}

/**
 * This process's copy of the fleet (every shard's servers, every server's settings), read synchronously by the
 * station directory, the commands, the announce targets and voice. This process's writes show in the copy at once
 * and go through to the store; `refresh()` reloads the copy when another process changed the fleet.
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
  /** Every shard's servers. */
  guilds(): readonly FleetGuild[];
  /** The server a `.env` announce channel is in, as the shard serving it published. */
  guildOfEnvChannel(channelId: string): string | null;
  /** Loads the copy; at start, before anything reads it. */
  load(): Promise<void>;
  /**
   * Reloads the copy when the store's revision moved since it was loaded. Coalesced: callers together share one
   * check, and a check within a second of the last is skipped. Never rejects: a failure is logged and the old
   * copy stays in use.
   */
  refresh(): Promise<void>;
  publishGuilds(shardIds: readonly number[], guilds: readonly FleetGuild[]): Promise<void>;
  joinGuild(guild: FleetGuild): Promise<void>;
  leaveGuild(guildId: string): Promise<void>;
  /** Called after every change to the copy (a reload, or a write of this process). */
  onChange(listener: () => void): void;
}
