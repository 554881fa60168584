import { ChannelType, type Client } from "discord.js";
import type { AudioPlayer } from "@discordjs/voice";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import type { Observation } from "../station/changes.js";
import { type AudienceWatch, createAudienceWatch } from "./audience-watch.js";
import type { JoinOutcome, JoinRequest, LeaveOutcome, LeaveRequest, VoiceControl } from "./control.js";
import { type RoomEffect, type RoomEvent, type RoomReads, stepRoom } from "./room-step.js";
import { homeProblem } from "./home-problem.js";
import { createOnAirDisplays, type OnAirDisplays } from "./on-air-displays.js";
import type { Feed, StationFeeds } from "./station-feeds.js";
import { humansIn, voiceChannelOf } from "./voice-cache.js";
import { createVoiceConnections, type VoiceConnections } from "./voice-connections.js";
import type { VoiceEntry, VoiceHome } from "./voice-entry.js";
import type { VoiceLib } from "./voice-lib.js";
import type { VoiceStatusText } from "../render/radio.js";

/** A station's feed in the voice room: its pipeline and the one audio player every connection to it hears. */
export interface PlayerFeed extends Feed {
  readonly player: AudioPlayer;
}

/** The edges of the voice room, passed in. */
export interface VoiceRoomDeps {
  readonly client: Client;
  readonly lib: VoiceLib;
  /** One feed per station heard, made on first use, up to `VOICE_MAX_STATIONS`. */
  readonly feeds: StationFeeds<PlayerFeed>;
  /** This process's servers' home channels, each with the station it plays. */
  readonly homes: () => readonly VoiceHome[];
  /** A server's own station (a key), or null when it has none (a public bot's server before `/setup station`). */
  readonly stationOf: (guildId: string) => string | null;
  readonly idleMs: number;
  readonly leaveMs: number;
  readonly log: Logger;
  readonly timers: Timers;
  /** A server's words for off air and for a new stage's topic, in that server's announcement language. */
  readonly statusTextOf: (guildId: string) => VoiceStatusText;
}

/** What runs in voice now, for `/metrics`. */
export interface VoiceFigures {
  /** Station pipelines running (each one stream connection, at most one ffmpeg). */
  readonly pipelines: number;
  /** Voice connections, one per server the bot plays in. */
  readonly connections: number;
  /** People (bots aside) in the bot's voice channels. */
  readonly listeners: number;
}

/** The voice room as the rest of the bot sees it. */
export interface VoiceRoom extends VoiceControl {
  restoreHomes(): Promise<void>;
  /** What a station's panel showed: the channels playing it show the song. */
  stationObserved(station: string, observation: Observation | null): void;
  figures(): VoiceFigures;
  close(): Promise<void>;
}

/** The room's parts, as its driver uses them. */
interface Parts {
  readonly deps: VoiceRoomDeps;
  readonly entries: Map<string, VoiceEntry>;
  readonly connections: VoiceConnections;
  readonly audience: AudienceWatch;
  readonly displays: OnAirDisplays;
  readonly problemOf: (guildId: string, channelId: string) => ReturnType<VoiceControl["homeProblem"]>;
}

/** Asks the room's decisions (`room-step.ts`) what an event means for a server. */
function decide(parts: Parts, guildId: string, event: RoomEvent): readonly RoomEffect[] {
  const { feeds } = parts.deps;
  const reads: RoomReads = {
    problemOf: (channelId) => parts.problemOf(guildId, channelId),
    hasRoomFor: (key) => feeds.hasRoomFor(key),
    maxStations: feeds.maxStations,
  };
  return stepRoom(parts.entries.get(guildId) ?? null, event, reads);
}

/** Performs the effects that change the room (not a join's connect, nor a leave's answer). */
function perform(parts: Parts, guildId: string, effects: readonly RoomEffect[]): void {
  const { log } = parts.deps;
  const entry = parts.entries.get(guildId);
  for (const effect of effects) {
    if (effect.kind === "evaluate") parts.audience.evaluate();
    else if (effect.kind === "leave-or-go-home" && entry) parts.connections.leaveOrGoHome(entry);
    else if (effect.kind === "tune" && entry) parts.connections.tune(entry, effect.tuning);
    else if (effect.kind === "forget" && entry) {
      log.info(`voice: server ${guildId} has no station any more; leaving its voice channel`);
      parts.connections.forget(entry);
    } else if (effect.kind === "log-full")
      log.warn(`voice: server ${guildId} switched station, but ${effect.maxStations} stations play already`);
  }
}

async function join(parts: Parts, request: JoinRequest): Promise<JoinOutcome> {
  const { client, log } = parts.deps;
  const guild = client.guilds.cache.get(request.guildId);
  const own = guild?.voiceStates.cache.get(request.userId)?.channelId ?? null;
  const event: RoomEvent = {
    kind: "join",
    channelId: guild ? request.channelId : null,
    own,
    memberCanMove: request.memberCanMove,
    station: request.station,
    chosen: request.chosen,
  };
  const [decision] = decide(parts, request.guildId, event);
  if (decision?.kind === "refuse") return { ok: false, problem: decision.problem };
  if (decision?.kind !== "connect") throw new Error("a join decides to refuse or to connect");
  const { channelId, tuning } = decision;
  try {
    const entry = await parts.connections.connect(request.guildId, channelId, decision.home, tuning);
    const stage = voiceChannelOf(client, request.guildId, channelId)?.type === ChannelType.GuildStageVoice;
    const nowPlaying = parts.displays.current(tuning.key, request.guildId);
    return { ok: true, channelId, stage, requestedToSpeak: entry.requestedToSpeak, nowPlaying };
  } catch (error) {
    log.warn("voice: could not join", { channel: channelId, error: String(error) });
    const entry = parts.entries.get(request.guildId);
    if (entry && !entry.home) parts.connections.forget(entry);
    parts.audience.evaluate();
    return { ok: false, problem: { kind: "not-connected" } };
  }
}

function leave(parts: Parts, request: LeaveRequest): LeaveOutcome {
  const listening =
    parts.deps.client.guilds.cache.get(request.guildId)?.voiceStates.cache.get(request.userId)?.channelId ??
    null;
  const event: RoomEvent = {
    kind: "leave",
    listening,
    memberCanMove: request.memberCanMove,
    memberCanManage: request.memberCanManage,
  };
  const effects = decide(parts, request.guildId, event);
  perform(parts, request.guildId, effects);
  const answer = effects.find((e) => e.kind === "answer");
  return answer?.kind === "answer" ? answer.outcome : "not-in-voice";
}

async function restoreHomes(parts: Parts): Promise<void> {
  const { client, log } = parts.deps;
  for (const { guildId, channelId, station, followsServer } of parts.deps.homes()) {
    if (!client.guilds.cache.has(guildId)) continue;
    const problem = parts.problemOf(guildId, channelId);
    if (problem) {
      log.warn(`voice: cannot join the home channel ${channelId} of server ${guildId}`, {
        problem: problem.kind,
      });
      continue;
    }
    await parts.connections
      .connect(guildId, channelId, true, { key: station, followsServer })
      .catch((error: unknown) =>
        log.warn("voice: could not join a home channel", { channel: channelId, error: String(error) }),
      );
  }
  parts.audience.evaluate();
}

/**
 * The voice room: one feed (pipeline and player) per station heard, and every server's voice connection subscribed
 * to its station's. Its parts: the feeds (`station-feeds.ts`), the connections (`voice-connections.ts`), who listens
 * (`audience-watch.ts`), what the channels show (`on-air-displays.ts`) and what the commands mean (`room-step.ts`).
 */
export function createVoiceRoom(deps: VoiceRoomDeps): VoiceRoom {
  const { client, feeds } = deps;
  const entries = new Map<string, VoiceEntry>();
  const displays = createOnAirDisplays(deps, entries);
  const humansOf = (entry: VoiceEntry) => humansIn(client, entry.guildId, entry.channelId);
  // The audience decides when to leave, the connections when to look at the audience again: each asks the other.
  const audience = createAudienceWatch({
    ...deps,
    entries,
    humansOf,
    channelName: (entry) => voiceChannelOf(client, entry.guildId, entry.channelId)?.name ?? entry.channelId,
    leave: (entry) => connections.leaveOrGoHome(entry),
  });
  const connections: VoiceConnections = createVoiceConnections({
    ...deps,
    playerOf: (station) => feeds.acquire(station)?.player,
    entries,
    evaluate: () => audience.evaluate(),
    setUpDisplay: (entry) => displays.setUp(entry),
  });
  const problemOf = (guildId: string, channelId: string) => homeProblem(client, guildId, channelId);
  const parts: Parts = { deps, entries, connections, audience, displays, problemOf };

  return {
    join: (request) => join(parts, request),
    leave: async (request) => leave(parts, request),
    homeProblem: problemOf,
    async setHome(guildId, channelId, chosen = null) {
      const entry = entries.get(guildId);
      if (channelId === null) {
        if (entry?.home) connections.forget(entry);
        audience.evaluate();
        return;
      }
      const key = chosen ?? deps.stationOf(guildId);
      if (key === null) throw new Error(`server ${guildId} has no station to play`);
      await connections.connect(guildId, channelId, true, { key, followsServer: chosen === null });
    },
    async stationChanged(guildId) {
      const home = deps.homes().find((h) => h.guildId === guildId);
      const event: RoomEvent = { kind: "station-changed", home, own: deps.stationOf(guildId) };
      perform(parts, guildId, decide(parts, guildId, event));
    },
    restoreHomes: () => restoreHomes(parts),
    stationObserved: (station, observation) => displays.observed(station, observation),
    listenersOf: (station) =>
      [...entries.values()].reduce((sum, e) => sum + (e.station === station ? humansOf(e) : 0), 0),
    figures: () => ({
      pipelines: feeds.running(),
      connections: entries.size,
      listeners: [...entries.values()].reduce((sum, entry) => sum + humansOf(entry), 0),
    }),
    async close() {
      audience.close();
      connections.close();
      await feeds.close();
    },
  };
}
