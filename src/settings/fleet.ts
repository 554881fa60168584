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
