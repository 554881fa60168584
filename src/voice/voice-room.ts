import { ChannelType, type Client, Events, type VoiceBasedChannel, type VoiceState } from "discord.js";
import type { AudioPlayer, VoiceConnection } from "@discordjs/voice";
import type { Logger } from "../log.js";
import type { Observation } from "../station/changes.js";
import { nextDecisionAt, pipelineWanted, shouldLeave } from "./audience.js";
import { reconnectDelayMs } from "./backoff.js";
import { channelDisplay, type ChannelDisplay, takeTheStage } from "./channel-display.js";
import type { JoinOutcome, LeaveOutcome, VoiceControl } from "./control.js";
import { joinProblem } from "./join-problems.js";
import { onAirText, STAGE_TOPIC_MAX, VOICE_STATUS_MAX } from "./on-air-text.js";
import type { Timers } from "../clock.js";
import type { StationPipeline } from "./station-pipeline.js";
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

interface Entry {
  readonly guildId: string;
  channelId: string;
  home: boolean;
  readonly connection: VoiceConnection;
  emptySince: number | null;
  attempts: number;
  timer: unknown;
  display: ChannelDisplay | null;
  requestedToSpeak: boolean;
  /** The stage and status set-up after the latest Ready. */
  readyWork: Promise<void>;
}

/** How long a join may take before `/radio join` says it failed. */
const READY_TIMEOUT_MS = 10_000;
/** Moved out of its home channel, the bot goes back after this long (a moderator's drag is rarely a mistake twice). */
const HOME_RETURN_MS = 2_000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The voice room: one pipeline and one player for the station, and every server's voice connection subscribed to it. */
export function createVoiceRoom(deps: VoiceRoomDeps): VoiceControl & {
  restoreHomes(): Promise<void>;
  observed(observation: Observation | null): void;
  close(): Promise<void>;
} {
  const { client, lib, pipeline, player, log, timers } = deps;
  const entries = new Map<string, Entry>();
  let running = false;
  let lastHumanAt: number | null = null;
  let humansBefore = 0;
  let decisionTimer: unknown = null;
  let onAir: string | null = null;
  let closed = false;
  const told = new Set<string>();

  const channelOf = (guildId: string, channelId: string): VoiceBasedChannel | null => {
    const channel = client.guilds.cache.get(guildId)?.channels.cache.get(channelId);
    return channel?.isVoiceBased() ? channel : null;
  };
  /** Voice states in a channel, from the gateway's cache (members may not be cached; their states are). */
  const statesIn = (guildId: string, channelId: string) =>
    client.guilds.cache.get(guildId)?.voiceStates.cache.filter((state) => state.channelId === channelId);
  // Bots do not count; a member the cache does not know is counted as a person.
  const humansIn = (entry: Entry) =>
    statesIn(entry.guildId, entry.channelId)?.filter(
      (state) => state.id !== client.user?.id && state.member?.user.bot !== true,
    ).size ?? 0;

  function evaluate(): void {
    if (closed) return;
    const now = timers.now();
    let humans = 0;
    for (const entry of entries.values()) {
      const here = humansIn(entry);
      humans += here;
      entry.emptySince = here > 0 ? null : (entry.emptySince ?? now);
    }
    if (humans > 0 || humansBefore > 0) lastHumanAt = now;
    humansBefore = humans;
    for (const entry of [...entries.values()]) {
      if (shouldLeave({ ...entry, humans: humansIn(entry) }, now, deps.leaveMs)) {
        log.info(
          `voice: nobody listened in ${channelOf(entry.guildId, entry.channelId)?.name ?? entry.channelId}; leaving`,
        );
        leaveOrGoHome(entry);
      }
    }
    const wanted = pipelineWanted(humans, lastHumanAt, now, deps.idleMs);
    if (wanted && !running) {
      running = true;
      log.info("voice: someone is listening; opening the station's stream");
      pipeline.start();
    } else if (!wanted && running) {
      running = false;
      lastHumanAt = null;
      log.info("voice: nobody is listening; the stream is closed until someone joins");
      void pipeline.stop();
    }
    if (decisionTimer) timers.clearTimeout(decisionTimer);
    decisionTimer = null;
    const audiences = [...entries.values()].map((e) => ({
      home: e.home,
      humans: humansIn(e),
      emptySince: e.emptySince,
    }));
    const at = nextDecisionAt(audiences, lastHumanAt, running, deps.idleMs, deps.leaveMs);
    if (at !== null) decisionTimer = timers.setTimeout(evaluate, Math.max(0, at - now) + 5);
  }

  function forget(entry: Entry): void {
    entries.delete(entry.guildId);
    if (entry.timer) timers.clearTimeout(entry.timer);
    entry.display?.close();
    if (entry.connection.state.status !== lib.VoiceConnectionStatus.Destroyed) entry.connection.destroy();
  }

  /** Leaves a `/radio join` channel; in a server with a home channel, the bot goes back there instead. */
  function leaveOrGoHome(entry: Entry): void {
    const home = deps.homes().find((h) => h.guildId === entry.guildId);
    if (home && home.channelId !== entry.channelId && !closed) {
      entry.home = true;
      void connect(entry.guildId, home.channelId, true).catch((error: unknown) =>
        log.warn("voice: could not go back to the home channel", { error: String(error) }),
      );
      return;
    }
    forget(entry);
  }

  function rejoinLater(entry: Entry, ms: number): void {
    if (entry.timer) timers.clearTimeout(entry.timer);
    entry.timer = timers.setTimeout(() => {
      entry.timer = null;
      if (closed || entries.get(entry.guildId) !== entry) return;
      log.info(`voice: rejoining the home channel ${entry.channelId}`);
      if (!entry.connection.rejoin({ channelId: entry.channelId, selfDeaf: true, selfMute: false })) {
        forget(entry);
        void connect(entry.guildId, entry.channelId, true).catch(() => undefined);
      }
    }, ms);
  }

  async function onDisconnected(entry: Entry): Promise<void> {
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

  async function onReady(entry: Entry): Promise<void> {
    entry.attempts = 0;
    const channel = channelOf(entry.guildId, entry.channelId);
    if (!channel) return;
    entry.display?.close();
    let shown: string | null = null;
    if (channel.type === ChannelType.GuildStageVoice) {
      const topic = clip(onAir ?? deps.stageFallback, STAGE_TOPIC_MAX);
      const stage = await takeTheStage(client, channel, topic, log);
      entry.requestedToSpeak = stage.requestedToSpeak;
      if (stage.opened) shown = topic;
    }
    entry.display = channelDisplay(client, channel, timers, log, shown, told);
    if (onAir)
      entry.display.show(channel.type === ChannelType.GuildStageVoice ? clip(onAir, STAGE_TOPIC_MAX) : onAir);
  }

  /** Joins (or moves to) a channel and waits until the connection is ready. */
  async function connect(guildId: string, channelId: string, home: boolean): Promise<Entry> {
    const guild = client.guilds.cache.get(guildId);
    if (!guild) throw new Error(`the bot is not in server ${guildId}`);
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
      const created: Entry = {
        guildId,
        channelId,
        home,
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
              () => void connect(guildId, created.channelId, true).catch(() => undefined),
              1_000,
            );
          evaluate();
        }
        if (after.status === lib.VoiceConnectionStatus.Ready && before.status !== after.status)
          created.readyWork = onReady(created).catch((error: unknown) =>
            log.warn("voice: stage or status setup failed", { error: String(error) }),
          );
      });
      connection.on("error", (error) => log.warn("voice connection error", { error: error.message }));
    }
    const moving = existing === entry && existing.channelId !== channelId;
    // Still the home channel when the bot was there already; a move elsewhere makes it a /radio join channel.
    const stillHome = existing?.home === true && existing.channelId === channelId;
    entry.channelId = channelId;
    entry.home = home || stillHome;
    entries.set(guildId, entry);
    evaluate();
    if (moving) {
      // A ready connection moves without leaving Ready: the bot's own voice state says when it is there.
      await botArrives(guildId, channelId);
      const moved = entry;
      moved.readyWork = onReady(moved).catch((error: unknown) =>
        log.warn("voice: stage or status setup failed", { error: String(error) }),
      );
    }
    await lib.entersState(connection, lib.VoiceConnectionStatus.Ready, READY_TIMEOUT_MS);
    await entry.readyWork;
    return entry;
  }

  /** Resolves when the gateway shows the bot in a channel (rejects after the join timeout). */
  function botArrives(guildId: string, channelId: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const there = () =>
        client.guilds.cache.get(guildId)?.voiceStates.cache.get(client.user?.id ?? "")?.channelId;
      if (there() === channelId) return resolve();
      const check = () => {
        if (there() !== channelId) return;
        done();
        resolve();
      };
      const timer = timers.setTimeout(() => {
        done();
        reject(new Error(`the bot did not arrive in ${channelId}`));
      }, READY_TIMEOUT_MS);
      const done = () => {
        timers.clearTimeout(timer);
        client.off(Events.VoiceStateUpdate, check);
      };
      client.on(Events.VoiceStateUpdate, check);
    });
  }

  function onVoiceState(before: VoiceState, after: VoiceState): void {
    const entry = entries.get(after.guild.id);
    if (entry && after.id === client.user?.id && after.channelId && after.channelId !== entry.channelId) {
      if (entry.home) rejoinLater(entry, HOME_RETURN_MS);
      else {
        // Dragged to another channel by a moderator: play there, with that channel's stage or status.
        entry.channelId = after.channelId;
        entry.readyWork = onReady(entry).catch((error: unknown) =>
          log.warn("voice: stage or status setup failed", { error: String(error) }),
        );
      }
    }
    if (entry || before.channelId !== after.channelId) evaluate();
  }
  client.on(Events.VoiceStateUpdate, onVoiceState);

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
        const stage = channelOf(request.guildId, channelId)?.type === ChannelType.GuildStageVoice;
        return { ok: true, channelId, stage, requestedToSpeak: entry.requestedToSpeak, nowPlaying: onAir };
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
      leaveOrGoHome(entry);
      evaluate();
      return "left";
    },
    homeProblem(guildId, channelId) {
      const channel = channelOf(guildId, channelId);
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
        evaluate();
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
      if (!observation) return;
      const text = onAirText(observation, onAir, VOICE_STATUS_MAX, deps.offAirText);
      if (text === null || text === onAir) return;
      onAir = text;
      const topic = clip(text, STAGE_TOPIC_MAX);
      for (const entry of entries.values()) {
        const stage = channelOf(entry.guildId, entry.channelId)?.type === ChannelType.GuildStageVoice;
        entry.display?.show(stage ? topic : text);
      }
    },
    async close() {
      closed = true;
      client.off(Events.VoiceStateUpdate, onVoiceState);
      if (decisionTimer) timers.clearTimeout(decisionTimer);
      for (const entry of [...entries.values()]) forget(entry);
      player.stop(true);
      await pipeline.stop();
    },
  };
}
