import type { AddFollowResult, Follow } from "../follows/follow.js";
import type { AnnouncerState } from "../station/changes.js";
import type { FleetSource } from "../settings/fleet.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import type { SyncedEvent } from "../station/show-occurrences.js";
import type { ReaderLocks } from "./reader-locks.js";
import type { StatsStore } from "./stats-store.js";
import type { Delivery, NewDelivery, SharedStep, StepKeys } from "./store.js";

/**
 * Works through the deliveries a claim hands over, oldest first. `done` removes one from the queue inside the
 * claim (delivered, or given up on); whatever is not marked done stays queued for the next claim. A delivery's
 * `done` must go through this function, not through the store's own `done`: the claim holds the rows, so the
 * store's `done` would wait for the claim that is waiting for it.
 */
export type DeliverClaimed = (
  deliveries: readonly Delivery[],
  done: (id: number) => Promise<void>,
) => Promise<void>;

/** Who hears of the fleet's changes as other processes commit them (see `AsyncBotStore.watchFleet`). */
export interface FleetWatcher {
  /** A change was committed at `revision` (null: a notification that could not be read; something changed). */
  notice(revision: number | null): void;
  /** Listening, from the start or again after a break: what changed while nobody listened is to be caught up. */
  listening(): void;
  /** The listening connection could not be opened or broke; it is opened again after a pause. */
  error(error: Error): void;
}

/** A watch on the fleet's changes, open until closed. */
export interface FleetWatch {
  close(): Promise<void>;
}

/**
 * Everything the bot keeps in its database, asynchronous: `BotStore` method for method, each answer a Promise,
 * so one interface serves both SQLite (through `asyncStore`) and PostgreSQL (`openPostgresStore`).
 */
export interface AsyncBotStore extends FleetSource {
  loadState(key: string): Promise<AnnouncerState | null>;
  /** Saves the new state and queues its deliveries in one transaction: a crash loses neither or both. */
  commit(key: string, state: AnnouncerState, deliveries: readonly NewDelivery[], now: number): Promise<void>;
  /**
   * Steps a state that several processes share (a station's dead air) and queues the deliveries the step decides,
   * in one transaction that holds the state (PostgreSQL: its row locked): two processes stepping one key at once
   * go one after the other, the second seeing what the first saved. Resolves to how many deliveries were queued.
   */
  commitStep(keys: StepKeys, step: SharedStep, now: number): Promise<number>;
  /** Queued deliveries, oldest first, including those a claim holds right now. */
  pending(key: string): Promise<Delivery[]>;
  /** Removes a delivery from the queue (delivered, or given up on). */
  done(id: number): Promise<void>;
  /**
   * Hands a key's queued deliveries to `deliver` when no other claim is working through that key: with several
   * processes on one database, each post is sent by one of them, in order. Resolves to how many deliveries were
   * handed over (0 when the queue is empty, without calling `deliver`), or null when another claim holds the
   * key's queue, which the caller leaves to that claim. When `deliver` throws, the deliveries it marked done stay
   * done and the error comes back. If the process dies during a claim, its claim ends with it and the next claim
   * takes the deliveries not yet marked done: with SQLite each `done` commits at once; with PostgreSQL the claim is
   * one transaction, so the deliveries it had marked done are handed over again too. Discord's nonce, and past its
   * memory a look at the channel's own posts (`channelLook`), guard against a post sent twice (docs/operations.md,
   * "What a kill -9 may lose").
   */
  claim(key: string, deliver: DeliverClaimed): Promise<number | null>;
  /** The now-playing message of a channel in `edit` mode. */
  trackMessage(key: string, channelId: string): Promise<string | null>;
  setTrackMessage(key: string, channelId: string, messageId: string | null): Promise<void>;
  /** Unix ms of the user's last accepted song request, or null. */
  lastRequest(userId: string): Promise<number | null>;
  recordRequest(userId: string, at: number): Promise<void>;
  /**
   * Adds a follow of a DJ, or changes the reminder of the same follow ("updated"); refuses a new one ("limit") when
   * the user already has `maxPerUser` follows in that server. One transaction: two adds at once (PostgreSQL: in any
   * processes) never pass the limit together.
   */
  addFollow(follow: Follow, maxPerUser: number): Promise<AddFollowResult>;
  /** Removes the user's follow of `dj` (any case and spacing) on `station` in that server; false when none. */
  removeFollow(guildId: string, userId: string, station: string, dj: string): Promise<boolean>;
  /** The user's follows in a server, by the DJ's folded name. */
  followsOf(guildId: string, userId: string): Promise<Follow[]>;
  /** Everyone following `dj` (any case and spacing) on `station`, from every server, by server then user. */
  djFollowersOf(station: string, dj: string): Promise<Follow[]>;
  /** The follows of `station` with a reminder set, from every server, by the DJ's folded name, server, user. */
  remindedFollowsOf(station: string): Promise<Follow[]>;
  /** Every station anyone follows a DJ of (its reader reads it even with no channel to announce in). */
  followedStations(): Promise<string[]>;
  /** Removes every follow of the user, on every station and server, and the closed mark; resolves to the follows removed. */
  forgetUser(userId: string): Promise<number>;
  /** Removes the user's follows made in one server (the user left it); resolves to how many. */
  dropFollowsInGuild(guildId: string, userId: string): Promise<number>;
  /** The user's direct messages were found closed at `at` (Unix ms): they are not sent again until cleared. */
  markDirectMessagesClosed(userId: string, at: number): Promise<void>;
  directMessagesClosed(userId: string): Promise<boolean>;
  clearDirectMessagesClosed(userId: string): Promise<void>;
  /** The Discord scheduled events the bot made for a server, soonest first. */
  syncedEvents(guildId: string): Promise<SyncedEvent[]>;
  saveEvent(guildId: string, event: SyncedEvent): Promise<void>;
  forgetEvent(guildId: string, discordId: string): Promise<void>;
  /** A server's `/setup` settings, or null when it never saved any. */
  guildSettings(guildId: string): Promise<GuildSettings | null>;
  /**
   * Saves a server's settings and bumps the fleet's revision, in one transaction (see `FleetSource`: merged into
   * the row, what differs from `base` alone).
   */
  saveGuildSettings(guildId: string, settings: GuildSettings, base?: GuildSettings | null): Promise<void>;
  /** Every server's home voice channel (`/setup radio`), for the bot to join at start. */
  voiceHomes(): Promise<{ readonly guildId: string; readonly channelId: string }[]>;
  /** Announcements waiting in the outbox, over every panel (for the metrics). */
  outboxDepth(): Promise<number>;
  /** Makes a small write that changes nothing; rejects when the database cannot take writes (for the health check). */
  checkWritable(): Promise<void>;
  /**
   * Opens a session of station reader locks (one process reads each station); null when this store serves one
   * process only (SQLite), where every station is this process's to read.
   */
  openReaderLocks(): Promise<ReaderLocks | null>;
  /**
   * Tells `watcher` of every change to the fleet as it commits, in any process (PostgreSQL `LISTEN` on a connection
   * of its own, opened again with back-off when it breaks). Resolves once the first attempt to listen is over,
   * listening or not. Null when the store has nothing to listen to (SQLite): `FleetView.refresh` is all there is.
   * Closed by `close()` of the watch, or of the store.
   */
  watchFleet(watcher: FleetWatcher): Promise<FleetWatch | null>;
  /** The stations' statistics, in the same database; absent in a store without them (a test's fake). */
  readonly stats?: StatsStore;
  close(): Promise<void>;
}
