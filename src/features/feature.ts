import type { Client } from "discord.js";
import type { ListenerCharts } from "../charts/listener-charts.js";
import type { StatsCharts } from "../charts/stats-charts.js";
import type { Timers } from "../clock.js";
import type { Config } from "../config.js";
import type { Command } from "../discord/command.js";
import type { ChannelCache } from "../discord/channel-cache.js";
import type { TargetIndex } from "../announcer/station-targets.js";
import type { Stoppable } from "../lifecycle.js";
import type { Logger } from "../log.js";
import type { Metrics } from "../ops/metrics.js";
import type { PanelClient } from "../panel/client.js";
import type { StationDirectory } from "../registry/directory.js";
import type { StationRegistry } from "../registry/registry.js";
import type { Station } from "../registry/station.js";
import type { VoiceOff } from "../render/radio.js";
import type { FleetView } from "../settings/fleet.js";
import type { ShardProcess } from "../shard/shard-process.js";
import type { AsyncBotStore } from "../store/async-store.js";
import type { StatsReading } from "../stats/stats-reading.js";
import type { StationVoice } from "../voice/station-voice.js";
import type { VoiceLib } from "../voice/voice-lib.js";

/** The parts `start()` builds before the features: each feature takes what it needs of them. */
export interface BotParts {
  readonly config: Config;
  readonly log: Logger;
  readonly now: () => number;
  readonly timers: Timers;
  /** This process's shard; null: the bot's only shard. */
  readonly shard: ShardProcess | null;
  /** Null without HEALTH_PORT: nothing is counted. */
  readonly metrics: Metrics | null;
  readonly store: AsyncBotStore;
  readonly fleet: FleetView;
  readonly registry: StationRegistry;
  /** The operator's stations' keys, in order; empty for a public bot. */
  readonly configured: readonly string[];
  /** The first configured station: the status line and the voice channels follow it. */
  readonly first: Station | undefined;
  /** The first station's panel (a public bot: one that says how to set a station). */
  readonly panel: PanelClient;
  readonly directory: StationDirectory;
  /** Each station's announce channels over every shard's servers. */
  readonly targets: TargetIndex;
  readonly client: Client;
  readonly channels: ChannelCache;
  /** Draws the `/listeners` and `/stats` charts, in a process of its own that ends when idle. */
  readonly charts: ListenerCharts & StatsCharts;
  /** What `/stats` and the weekly report read; null with `STATS=off`. */
  readonly stats: StatsReading | null;
  /** The commands this bot offers. */
  readonly commands: readonly Command[];
  /** Why voice is off (null: it is on, and `voiceLib` is loaded). */
  readonly voiceOff: VoiceOff | null;
  readonly voiceLib: VoiceLib | null;
}

/** The parts with the station's voice, once built (null where voice does not run). */
export interface VoicedParts extends BotParts {
  readonly voice: StationVoice | null;
}

/** The parts once the client is logged in. */
export interface ReadyParts extends VoicedParts {
  readonly client: Client<true>;
}

/**
 * A capability of the bot: started with the parts it needs, it returns what stops it, or null when it has nothing
 * to stop (or is not enabled). `start()` records each in its lifecycle, so the last started stops first.
 */
export type Feature<Parts, Started extends Stoppable = Stoppable> = (parts: Parts) => Promise<Started | null>;
