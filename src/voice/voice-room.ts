import { ChannelType, type Client } from "discord.js";
import type { AudioPlayer } from "@discordjs/voice";
import type { Timers } from "../clock.js";
import type { Logger } from "../log.js";
import type { Observation } from "../station/changes.js";
import { createAudienceWatch } from "./audience-watch.js";
import type { JoinOutcome, LeaveOutcome, VoiceControl } from "./control.js";
import { joinProblem } from "./join-problems.js";
import { createOnAirDisplays } from "./on-air-displays.js";
import type { StationPipeline } from "./station-pipeline.js";
import { voiceChannelOf, voiceStatesIn } from "./voice-cache.js";
import { createVoiceConnections, type VoiceConnections } from "./voice-connections.js";
import type { VoiceEntry } from "./voice-entry.js";
import type { VoiceLib } from "./voice-lib.js";

/** The edges of the voice room, passed in. */
export interface VoiceRoomDeps {
  readonly client: Client;
  readonly lib: VoiceLib;
  readonly pipeline: StationPipeline;
  readonly player: AudioPlayer;
  readonly homes: () => readonly { readonly guildId: string; readonly channelId: string }[];
  readonly idleMs: number;
  readonly leaveMs: number;
  readonly log: Logger;
  readonly timers: Timers;
  /** What a topic or status shows while the station is off air. */
  readonly offAirText: string;
  /** A new stage's topic before the bot has seen what is on air. */
  readonly stageFallback: string;
}

/**
 * The voice room: one pipeline and one player for the station, and every server's voice connection subscribed to it.
 * Its parts: the connections (`voice-connections.ts`), who listens (`audience-watch.ts`) and what the channels show
 * (`on-air-displays.ts`); this file answers the commands.
 */
export function createVoiceRoom(deps: VoiceRoomDeps): VoiceControl & {
  restoreHomes(): Promise<void>;
  observed(observation: Observation | null): void;
  close(): Promise<void>;
} {
  const { client, pipeline, player, log } = deps;
  const entries = new Map<string, VoiceEntry>();
  const displays = createOnAirDisplays(deps, entries);
  // The audience decides when to leave, the connections when to look at the audience again: each asks the other.
  const audience = createAudienceWatch({
    ...deps,
    entries,
    leave: (entry) => connections.leaveOrGoHome(entry),
  });
  const connections: VoiceConnections = createVoiceConnections({
    ...deps,
    entries,
    evaluate: () => audience.evaluate(),
    setUpDisplay: (entry) => displays.setUp(entry),
  });
  const { connect, forget } = connections;
  const statesIn = (guildId: string, channelId: string) => voiceStatesIn(client, guildId, channelId);

  return {
    async join(request): Promise<JoinOutcome> {
      const guild = client.guilds.cache.get(request.guildId);
      const own = guild?.voiceStates.cache.get(request.userId)?.channelId ?? null;
      const channelId = request.channelId ?? own;
      if (!guild || !channelId) return { ok: false, problem: { kind: "no-channel" } };
      if (channelId !== own && !request.memberCanMove) return { ok: false, problem: { kind: "need-move" } };
      const problem = this.homeProblem(request.guildId, channelId);
      if (problem) return { ok: false, problem };
      const home =
        entries.get(request.guildId)?.home === true && entries.get(request.guildId)?.channelId === channelId;
      try {
        const entry = await connect(request.guildId, channelId, home);
        const stage =
          voiceChannelOf(client, request.guildId, channelId)?.type === ChannelType.GuildStageVoice;
        return {
          ok: true,
          channelId,
          stage,
          requestedToSpeak: entry.requestedToSpeak,
          nowPlaying: displays.current(),
        };
      } catch (error) {
        log.warn("voice: could not join", { channel: channelId, error: String(error) });
        const entry = entries.get(request.guildId);
        if (entry && !entry.home) forget(entry);
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
    async setHome(guildId, channelId) {
      const entry = entries.get(guildId);
      if (channelId === null) {
        if (entry?.home) forget(entry);
        audience.evaluate();
        return;
      }
      await connect(guildId, channelId, true);
    },
    async restoreHomes() {
      for (const { guildId, channelId } of deps.homes()) {
        if (!client.guilds.cache.has(guildId)) continue;
        const problem = this.homeProblem(guildId, channelId);
        if (problem) {
          log.warn(`voice: cannot join the home channel ${channelId} of server ${guildId}`, {
            problem: problem.kind,
          });
          continue;
        }
        await connect(guildId, channelId, true).catch((error: unknown) =>
          log.warn("voice: could not join a home channel", { channel: channelId, error: String(error) }),
        );
      }
    },
    observed(observation) {
      displays.observed(observation);
    },
    async close() {
      audience.close();
      connections.close();
      player.stop(true);
      await pipeline.stop();
    },
  };
}
