import { type Client, Events, type VoiceState } from "discord.js";
import type { AudioPlayer } from "@discordjs/voice";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import { reconnectDelayMs } from "./backoff.js";
import { botArrives } from "./voice-cache.js";
import { type Tuning, tuningOf, type VoiceEntry, type VoiceHome } from "./voice-entry.js";
import type { VoiceLib } from "./voice-lib.js";

/** What keeping the voice connections needs, passed in. */
export interface VoiceConnectionsDeps {
  readonly client: Client;
  readonly lib: VoiceLib;
  /** The audio player of a station's feed, made now if need be; undefined past the process's limit of stations. */
  readonly playerOf: (station: string) => AudioPlayer | undefined;
  readonly homes: () => readonly VoiceHome[];
  readonly log: Logger;
  readonly timers: Timers;
  /** The room's connections, one per server: these functions keep it. */
  readonly entries: Map<string, VoiceEntry>;
  /** Told whenever who is where may have changed. */
  readonly evaluate: () => void;
  /** Sets up a channel's stage or status once the bot is ready in it. */
  readonly setUpDisplay: (entry: VoiceEntry) => Promise<void>;
}

/** The voice connections of every server: joining, moving, rejoining a home channel, leaving. */
export interface VoiceConnections {
  /**
   * Joins (or moves to) a channel, playing a station whose feed is acquired, and waits until the connection is
   * ready. A connection already there changes station without a rejoin.
   */
  readonly connect: (
    guildId: string,
    channelId: string,
    home: boolean,
    station: Tuning,
  ) => Promise<VoiceEntry>;
  /** Plays another station on a connection (no rejoin); throws past the process's limit of stations. */
  readonly tune: (entry: VoiceEntry, station: Tuning) => void;
  /** Drops a connection (destroying it) and everything the room kept about it. */
  readonly forget: (entry: VoiceEntry) => void;
  /** Leaves a `/radio join` channel; in a server with a home channel, the bot goes back there instead. */
  readonly leaveOrGoHome: (entry: VoiceEntry) => void;
  /** Stops following voice states and drops every connection. */
  readonly close: () => void;
}

/** How long a join may take before `/radio join` says it failed. */
const READY_TIMEOUT_MS = 10_000;
/** Moved out of its home channel, the bot goes back after this long (a moderator's drag is rarely a mistake twice). */
const HOME_RETURN_MS = 2_000;

/** Keeps the voice room's connections, each subscribed to its station's one player. */
export function createVoiceConnections(deps: VoiceConnectionsDeps): VoiceConnections {
  const { client, lib, log, timers, entries, evaluate } = deps;
  let closed = false;

  function forget(entry: VoiceEntry): void {
    entries.delete(entry.guildId);
    if (entry.timer) timers.clearTimeout(entry.timer);
    entry.display?.close();
    if (entry.connection.state.status !== lib.VoiceConnectionStatus.Destroyed) entry.connection.destroy();
  }

  function leaveOrGoHome(entry: VoiceEntry): void {
    const home = deps.homes().find((h) => h.guildId === entry.guildId);
    if (home && home.channelId !== entry.channelId && !closed) {
      entry.home = true;
      void connect(entry.guildId, home.channelId, true, {
        key: home.station,
        followsServer: home.followsServer,
      }).catch((error: unknown) =>
        log.warn("voice: could not go back to the home channel", { error: String(error) }),
      );
      return;
    }
    forget(entry);
  }

  function rejoinLater(entry: VoiceEntry, ms: number): void {
    if (entry.timer) timers.clearTimeout(entry.timer);
    entry.timer = timers.setTimeout(() => {
      entry.timer = null;
      if (closed || entries.get(entry.guildId) !== entry) return;
      log.info(`voice: rejoining the home channel ${entry.channelId}`);
      if (!entry.connection.rejoin({ channelId: entry.channelId, selfDeaf: true, selfMute: false })) {
        forget(entry);
        void connect(entry.guildId, entry.channelId, true, tuningOf(entry)).catch(() => undefined);
      }
    }, ms);
  }

  async function onDisconnected(entry: VoiceEntry): Promise<void> {
    if (entry.home) {
      rejoinLater(entry, reconnectDelayMs(entry.attempts++));
      return;
    }
    // Moved to another channel: the library reconnects by itself within a moment. Otherwise the bot was removed.
    try {
      await Promise.race([
        lib.entersState(entry.connection, lib.VoiceConnectionStatus.Signalling, 5_000),
        lib.entersState(entry.connection, lib.VoiceConnectionStatus.Connecting, 5_000),
      ]);
    } catch {
      if (entries.get(entry.guildId) === entry) forget(entry);
      evaluate();
    }
  }

  /** The connection is ready (or in a new channel): reconnections start over, the channel's display is set up. */
  function onReady(entry: VoiceEntry): void {
    entry.attempts = 0;
    entry.readyWork = deps
      .setUpDisplay(entry)
      .catch((error: unknown) => log.warn("voice: stage or status setup failed", { error: String(error) }));
  }

  function tune(entry: VoiceEntry, station: Tuning): void {
    entry.followsServer = station.followsServer;
    if (entry.station === station.key) return;
    const player = deps.playerOf(station.key);
    if (!player) throw new Error(`too many stations in voice for ${station.key}`);
    entry.station = station.key;
    entry.connection.subscribe(player);
    if (entry.connection.state.status === lib.VoiceConnectionStatus.Ready) onReady(entry);
    evaluate();
  }

  async function connect(
    guildId: string,
    channelId: string,
    home: boolean,
    station: Tuning,
  ): Promise<VoiceEntry> {
    const guild = client.guilds.cache.get(guildId);
    if (!guild) throw new Error(`the bot is not in server ${guildId}`);
    const player = deps.playerOf(station.key);
    if (!player) throw new Error(`too many stations in voice for ${station.key}`);
    const existing = entries.get(guildId);
    const connection = lib.joinVoiceChannel({
      guildId,
      channelId,
      adapterCreator: guild.voiceAdapterCreator,
      selfDeaf: true,
      selfMute: false,
    });
    let entry = existing;
    if (!entry || entry.connection !== connection) {
      if (entry) forget(entry);
      const created: VoiceEntry = {
        guildId,
        channelId,
        home,
        station: station.key,
        followsServer: station.followsServer,
        connection,
        emptySince: null,
        attempts: 0,
        timer: null,
        display: null,
        requestedToSpeak: false,
        readyWork: Promise.resolve(),
      };
      entry = created;
      connection.subscribe(player);
      connection.on("stateChange", (before, after) => {
        if (entries.get(guildId) !== created) return;
        if (after.status === lib.VoiceConnectionStatus.Disconnected) void onDisconnected(created);
        if (after.status === lib.VoiceConnectionStatus.Destroyed) {
          // Destroyed by the library itself (it gave up): a home channel is joined afresh.
          forget(created);
          if (created.home && !closed)
            timers.setTimeout(
              () => void connect(guildId, created.channelId, true, tuningOf(created)).catch(() => undefined),
              1_000,
            );
          evaluate();
        }
        if (after.status === lib.VoiceConnectionStatus.Ready && before.status !== after.status)
          onReady(created);
      });
      connection.on("error", (error) => log.warn("voice connection error", { error: error.message }));
    }
    const retuned = entry.station !== station.key;
    if (retuned) {
      entry.station = station.key;
      connection.subscribe(player);
    }
    entry.followsServer = station.followsServer;
    const moving = existing === entry && existing.channelId !== channelId;
    const ready = connection.state.status === lib.VoiceConnectionStatus.Ready;
    // Another station in the same channel: no rejoin, but the channel shows the new station's song.
    if (retuned && existing === entry && !moving && ready) onReady(entry);
    // Still the home channel when the bot was there already; a move elsewhere makes it a /radio join channel.
    const stillHome = existing?.home === true && existing.channelId === channelId;
    entry.channelId = channelId;
    entry.home = home || stillHome;
    entries.set(guildId, entry);
    evaluate();
    if (moving) {
      // A ready connection moves without leaving Ready: the bot's own voice state says when it is there.
      await botArrives(client, timers, guildId, channelId, READY_TIMEOUT_MS);
      onReady(entry);
    }
    await lib.entersState(connection, lib.VoiceConnectionStatus.Ready, READY_TIMEOUT_MS);
    await entry.readyWork;
    return entry;
  }

  function onVoiceState(before: VoiceState, after: VoiceState): void {
    const entry = entries.get(after.guild.id);
    if (entry && after.id === client.user?.id && after.channelId && after.channelId !== entry.channelId) {
      if (entry.home) rejoinLater(entry, HOME_RETURN_MS);
      else {
        // Dragged to another channel by a moderator: play there, with that channel's stage or status.
        entry.channelId = after.channelId;
        onReady(entry);
      }
    }
    if (entry || before.channelId !== after.channelId) evaluate();
  }
  client.on(Events.VoiceStateUpdate, onVoiceState);

  return {
    connect,
    tune,
    forget,
    leaveOrGoHome,
    close() {
      closed = true;
      client.off(Events.VoiceStateUpdate, onVoiceState);
      for (const entry of [...entries.values()]) forget(entry);
    },
  };
}
