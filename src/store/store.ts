import type { AnnouncerState } from "../station/changes.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import type { AddFollowResult, Follow } from "../follows/follow.js";
import type { StatsStore } from "./stats-store.js";
import type { SyncedEvent } from "../station/show-occurrences.js";
import type {
  FleetChanges,
  FleetGuild,
  FleetServerChange,
  FleetSnapshot,
  FollowerQuery,
  ShardShare,
} from "../settings/fleet.js";

/** How a delivery reaches its channel: a new message, or the channel's one now-playing message edited. */
export type DeliveryMode = "post" | "edit";

/** A message waiting to be delivered to one channel. */
export interface NewDelivery {
  readonly channelId: string;
  /** The event's stable id: the same event is never queued twice for a channel. */
  readonly eventId: string;
  readonly mode: DeliveryMode;
  readonly message: ReplyMessage;
}

/** A queued delivery, as stored. */
export interface Delivery extends NewDelivery {
  readonly id: number;
  readonly createdAt: number;
}

/** Where a shared step keeps its state, and the outbox its deliveries are queued in. */
export interface StepKeys {
  readonly state: string;
  readonly outbox: string;
}

/**
 * One step of a state several processes share: the saved state (null when none was saved yet), as JSON read back,
 * to the next state and the deliveries it decides; null to change nothing.
 */
export type SharedStep = (
  saved: unknown,
) => { readonly state: unknown; readonly deliveries: readonly NewDelivery[] } | null;

/**
 * What the announcer keeps across restarts, per panel and server (the key). An interface, so that a bot serving
 * many stations can move it to a shared database without touching the announcer.
 */
export interface AnnouncerStore {
  loadState(key: string): AnnouncerState | null;
  /** Saves the new state and queues its deliveries in one transaction: a crash loses neither or both. */
  commit(key: string, state: AnnouncerState, deliveries: readonly NewDelivery[], now: number): void;
  /**
   * Steps a state that several processes share and queues the deliveries the step decides, in one transaction that
   * holds the state: two processes stepping one key at once go one after the other, the second seeing what the first
   * saved. Returns how many deliveries were queued.
   */
  commitStep(keys: StepKeys, step: SharedStep, now: number): number;
  /** Queued deliveries, oldest first. */
  pending(key: string): Delivery[];
  /** Removes a delivery from the queue (delivered, or given up on). */
  done(id: number): void;
  /** The now-playing message of a channel in `edit` mode. */
  trackMessage(key: string, channelId: string): string | null;
  setTrackMessage(key: string, channelId: string, messageId: string | null): void;
  close(): void;
}

/** When each Discord user last had a song request accepted: the bot's own per-user cooldown survives restarts. */
export interface RequestCooldowns {
  /** Unix ms of the user's last accepted request, or null. */
  lastRequest(userId: string): number | null;
  recordRequest(userId: string, at: number): void;
}

/**
 * Listeners following DJs (src/follows/), matched by the DJ's folded name (`djKey`), and the users whose direct
 * messages are closed. PostgreSQL and SQLite keep the same rows; `AsyncBotStore` has the same methods, async.
 */
export interface DjFollowStore {
  /**
   * Adds a follow, or changes the reminder of the user's follow of that DJ on that station from that server
   * ("updated"); refuses a new one ("limit") when the user already has `maxPerUser` follows in that server. One
   * transaction: two adds at once never pass the limit together.
   */
  addFollow(follow: Follow, maxPerUser: number): AddFollowResult;
  /** Removes the user's follow of `dj` (any case and spacing) on `station` in that server; false when none. */
  removeFollow(guildId: string, userId: string, station: string, dj: string): boolean;
  /** The user's follows in a server, by the DJ's folded name. */
  followsOf(guildId: string, userId: string): Follow[];
  /** Everyone following `dj` (any case and spacing) on `station`, from every server, by server then user. */
  djFollowersOf(station: string, dj: string): Follow[];
  /** The follows of `station` with a reminder set, from every server, by the DJ's folded name, server, user. */
  remindedFollowsOf(station: string): Follow[];
  /** Every station anyone follows a DJ of. */
  followedStations(): string[];
  /** Removes every follow of the user, on every station and server, and the closed mark; answers the follows removed. */
  forgetUser(userId: string): number;
  /** Removes the user's follows made in one server (the user left it); answers how many. */
  dropFollowsInGuild(guildId: string, userId: string): number;
  /** The user's direct messages were found closed at `at` (Unix ms): they are not sent again until cleared. */
  markDirectMessagesClosed(userId: string, at: number): void;
  directMessagesClosed(userId: string): boolean;
  clearDirectMessagesClosed(userId: string): void;
}

/** The Discord scheduled events the bot made for the station's shows, per server: only those it ever touches. */
export interface ScheduledEventStore {
  syncedEvents(guildId: string): SyncedEvent[];
  saveEvent(guildId: string, event: SyncedEvent): void;
  forgetEvent(guildId: string, discordId: string): void;
}

/** Each server's `/setup` settings. */
export interface SettingsStore {
  guildSettings(guildId: string): GuildSettings | null;
  /** Merged into the server's row: what differs from `base` alone is written (see `FleetSource`). */
  saveGuildSettings(guildId: string, settings: GuildSettings, base?: GuildSettings | null): void;
  /** Every server's home voice channel (`/setup radio`), for the bot to join at start. */
  voiceHomes(): { readonly guildId: string; readonly channelId: string }[];
}

/**
 * The servers of every shard, and the revision that every change to them or to a server's settings bumps,
 * recording which servers it changed (see `FleetSource.changesSince`).
 */
export interface FleetStore {
  revision(): number;
  fleet(): FleetSnapshot;
  changesSince(revision: number): FleetChanges;
  /** The part of the fleet a process of these shards holds (see `FleetSource.fleetShare`). */
  fleetShare(share: ShardShare): FleetSnapshot;
  /** The listed servers whose settings may follow one of the stations (see `FleetSource.followersOf`). */
  followersOf(query: FollowerQuery): { readonly revision: number; readonly servers: FleetServerChange[] };
  /** Replaces the servers of these shards with `guilds`; `now` is when they were seen. */
  publishGuilds(shardIds: readonly number[], guilds: readonly FleetGuild[], now: number): void;
  joinGuild(guild: FleetGuild, now: number): void;
  leaveGuild(guildId: string): void;
}

/** What the health check and the metrics ask of the database. */
export interface StoreHealth {
  /** Announcements waiting in the outbox, over every panel. */
  outboxDepth(): number;
  /** Makes a small write that changes nothing; throws when the database cannot take writes. */
  checkWritable(): void;
}

/** Everything the bot keeps in its database, behind small interfaces. */
export interface BotStore
  extends
    AnnouncerStore,
    RequestCooldowns,
    ScheduledEventStore,
    SettingsStore,
    FleetStore,
    StoreHealth,
    DjFollowStore {
  /** The stations' statistics (asynchronous, as the store the bot opens serves them); absent in a store without them. */
  readonly stats?: StatsStore;
}
