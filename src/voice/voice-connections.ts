import { type Client, Events, type VoiceState } from "discord.js";
import type { AudioPlayer } from "@discordjs/voice";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import { connect, type Driver, forget, step } from "./connection-driver.js";
import type { Tuning, VoiceEntry, VoiceHome } from "./voice-entry.js";
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

/** Keeps the voice room's connections, each subscribed to its station's one player. */
export function createVoiceConnections(deps: VoiceConnectionsDeps): VoiceConnections {
  const { client, entries } = deps;
  const driver: Driver = { deps, closed: false };

  function onVoiceState(before: VoiceState, after: VoiceState): void {
    const entry = entries.get(after.guild.id);
    if (entry && after.id === client.user?.id && after.channelId)
      void step(driver, entry, { kind: "moved", channelId: after.channelId });
    if (entry || before.channelId !== after.channelId) deps.evaluate();
  }
  client.on(Events.VoiceStateUpdate, onVoiceState);

  return {
    connect: (guildId, channelId, home, station) => connect(driver, guildId, channelId, home, station),
    tune: (entry, station) => void step(driver, entry, { kind: "tune", tuning: station }),
    forget: (entry) => forget(driver, entry),
    leaveOrGoHome: (entry) => {
      const homeChannel = deps.homes().find((h) => h.guildId === entry.guildId);
      void step(driver, entry, { kind: "leave", homeChannel, closed: driver.closed });
    },
    close() {
      driver.closed = true;
      client.off(Events.VoiceStateUpdate, onVoiceState);
      for (const entry of [...entries.values()]) forget(driver, entry);
    },
  };
}
