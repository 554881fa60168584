import { ChannelType, type Client } from "discord.js";
import type { AudioPlayer } from "@discordjs/voice";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import type { Observation } from "../station/changes.js";
import { createAudienceWatch } from "./audience-watch.js";
import type { JoinOutcome, LeaveOutcome, VoiceControl } from "./control.js";
import { joinProblem } from "./join-problems.js";
import { createOnAirDisplays } from "./on-air-displays.js";
import type { Feed, StationFeeds } from "./station-feeds.js";
import { humansIn, voiceChannelOf, voiceStatesIn } from "./voice-cache.js";
import { createVoiceConnections, type VoiceConnections } from "./voice-connections.js";
import { tuningOf, type VoiceEntry, type VoiceHome } from "./voice-entry.js";
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

/**
 * The voice room: one feed (pipeline and player) per station heard, and every server's voice connection subscribed
 * to its station's. Its parts: the feeds (`station-feeds.ts`), the connections (`voice-connections.ts`), who listens
 * (`audience-watch.ts`) and what the channels show (`on-air-displays.ts`); this file answers the commands.
 */
export function createVoiceRoom(deps: VoiceRoomDeps): VoiceRoom {
  const { client, feeds, log } = deps;
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
  const { connect, forget } = connections;
  const statesIn = (guildId: string, channelId: string) => voiceStatesIn(client, guildId, channelId);
  const tooMany = { ok: false, problem: { kind: "too-many-stations", max: feeds.maxStations } } as const;

  const room: VoiceRoom = {
    async join(request): Promise<JoinOutcome> {
      const guild = client.guilds.cache.get(request.guildId);
      const own = guild?.voiceStates.cache.get(request.userId)?.channelId ?? null;
      const channelId = request.channelId ?? own;
      if (!guild || !channelId) return { ok: false, problem: { kind: "no-channel" } };
      if (channelId !== own && !request.memberCanMove) return { ok: false, problem: { kind: "need-move" } };
      const problem = room.homeProblem(request.guildId, channelId);
      if (problem) return { ok: false, problem };
      const there = entries.get(request.guildId);
      const here = there?.channelId === channelId ? there : undefined;
      // Called to the channel it plays in, with no station named: it plays on what it plays.
      const station =
        here && !request.chosen ? tuningOf(here) : { key: request.station, followsServer: !request.chosen };
      // Past the limit, another station is refused and what plays keeps playing.
      if (!feeds.hasRoomFor(station.key)) return tooMany;
      try {
        const entry = await connect(request.guildId, channelId, here?.home === true, station);
        const stage =
          voiceChannelOf(client, request.guildId, channelId)?.type === ChannelType.GuildStageVoice;
        return {
          ok: true,
          channelId,
          stage,
          requestedToSpeak: entry.requestedToSpeak,
          nowPlaying: displays.current(station.key, request.guildId),
        };
      } catch (error) {
        log.warn("voice: could not join", { channel: channelId, error: String(error) });
        const entry = entries.get(request.guildId);
        if (entry && !entry.home) forget(entry);
        audience.evaluate();
        return { ok: false, problem: { kind: "not-connected" } };
      }
    },
    async leave(request): Promise<LeaveOutcome> {
      const entry = entries.get(request.guildId);
      if (!entry) return "not-in-voice";
      if (entry.home) return "home";
      const listening = client.guilds.cache
        .get(request.guildId)
        ?.voiceStates.cache.get(request.userId)?.channelId;
      if (listening !== entry.channelId && !request.memberCanMove && !request.memberCanManage)
        return "not-allowed";
      connections.leaveOrGoHome(entry);
      audience.evaluate();
      return "left";
    },
    homeProblem(guildId, channelId) {
      const channel = voiceChannelOf(client, guildId, channelId);
      const me = client.guilds.cache.get(guildId)?.members.me;
      if (!channel || !me) return { kind: "unknown-channel" };
      return joinProblem({
        type: channel.type === ChannelType.GuildStageVoice ? "stage" : "voice",
        permissions: channel.permissionsFor(me).bitfield,
        userLimit: channel.userLimit,
        members: statesIn(guildId, channelId)?.size ?? 0,
        botInside: statesIn(guildId, channelId)?.has(me.id) ?? false,
      });
    },
    async setHome(guildId, channelId, chosen = null) {
      const entry = entries.get(guildId);
      if (channelId === null) {
        if (entry?.home) forget(entry);
        audience.evaluate();
        return;
      }
      const key = chosen ?? deps.stationOf(guildId);
      if (key === null) throw new Error(`server ${guildId} has no station to play`);
      await connect(guildId, channelId, true, { key, followsServer: chosen === null });
    },
    async stationChanged(guildId) {
      const entry = entries.get(guildId);
      // A home plays what the homes say (its chosen station while the server may use it, else the server's).
      const home = entry?.home ? deps.homes().find((h) => h.guildId === guildId) : undefined;
      if (!entry || (!home && !entry.followsServer)) return;
      const key = home ? home.station : deps.stationOf(guildId);
      const followsServer = home ? home.followsServer : true;
      if (key === entry.station) return;
      if (key === null) {
        log.info(`voice: server ${guildId} has no station any more; leaving its voice channel`);
        forget(entry);
      } else if (!feeds.hasRoomFor(key)) {
        log.warn(`voice: server ${guildId} switched station, but ${feeds.maxStations} stations play already`);
      } else {
        connections.tune(entry, { key, followsServer });
      }
      audience.evaluate();
    },
    async restoreHomes() {
      for (const { guildId, channelId, station, followsServer } of deps.homes()) {
        if (!client.guilds.cache.has(guildId)) continue;
        const problem = room.homeProblem(guildId, channelId);
        if (problem) {
          log.warn(`voice: cannot join the home channel ${channelId} of server ${guildId}`, {
            problem: problem.kind,
          });
          continue;
        }
        await connect(guildId, channelId, true, { key: station, followsServer }).catch((error: unknown) =>
          log.warn("voice: could not join a home channel", { channel: channelId, error: String(error) }),
        );
      }
      audience.evaluate();
    },
    stationObserved(station, observation) {
      displays.observed(station, observation);
    },
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
  return room;
}
