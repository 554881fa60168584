import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { channelObject } from "./guild-create.js";
import type { FakeChannel, FakeGuild } from "./guilds.js";
import type { FakeVoiceServer } from "./voice/server.js";
import { memberOf, type VoiceJoinOutcome, VoiceStates, voiceState } from "./voice-states.js";

/** An opcode 4 (voice state update) the bot sent, and what the fake did with it. */
export interface VoiceUpdateRequest {
  readonly at: number;
  readonly guildId: string;
  readonly channelId: string | null;
  readonly selfMute: boolean;
  readonly selfDeaf: boolean;
  /** `joined` (answered), `left`, or why Discord would silently ignore it. */
  readonly outcome: VoiceJoinOutcome;
}

/** The opcode 4 payload. */
export interface VoiceUpdatePayload {
  readonly guild_id: string;
  readonly channel_id: string | null;
  readonly self_mute?: boolean;
  readonly self_deaf?: boolean;
}

/**
 * The voice side of the fake gateway: opcode 4 answered with VOICE_STATE_UPDATE and VOICE_SERVER_UPDATE (pointing at
 * the fake voice server) when Discord would let the bot in, silence when it would not; and what tests do to voice
 * channels: listeners join, move and leave, a moderator moves or disconnects the bot, channel permissions change.
 */
export abstract class VoiceGateway extends EventEmitter {
  /** Every voice state update (opcode 4) the bot sent, oldest first. Emitted as `voiceUpdate` too. */
  readonly voiceUpdates: VoiceUpdateRequest[] = [];
  /** Who is in which voice channel, in every guild (the bot included). */
  readonly voiceStates: VoiceStates;

  constructor(
    protected readonly guilds: readonly FakeGuild[],
    protected readonly botUserId: string,
    protected readonly voice: FakeVoiceServer,
  ) {
    super();
    this.voiceStates = new VoiceStates(guilds);
    for (const guild of guilds) {
      for (const { userId, channelId } of guild.seated ?? []) {
        const session = `human-${userId}`;
        this.voiceStates.put(
          voiceState({ guild_id: guild.id, channel_id: channelId, user_id: userId, session_id: session }),
        );
      }
    }
  }

  /** Sends a dispatch to every connected client. */
  abstract dispatch(type: string, data: unknown): void;

  /** The voice session id the bot has now (its gateway session's). */
  abstract get botSessionId(): string;

  /** Puts a listener (a human, not a bot) in a voice channel, or moves them there: VOICE_STATE_UPDATE. */
  joinHuman(guildId: string, channelId: string, userId: string): void {
    const before = this.voiceStates.of(guildId, userId)?.channel_id ?? null;
    const stage = this.voiceStates.voiceChannel(guildId, channelId)?.type === 13;
    this.putState(guildId, userId, channelId, { suppress: stage, session_id: `human-${userId}` });
    if (before !== channelId) {
      this.voice.userInChannel(guildId, before, userId, false);
      this.voice.userInChannel(guildId, channelId, userId, true);
    }
  }

  /** Takes a listener out of voice in a guild: VOICE_STATE_UPDATE with a null channel. */
  leaveHuman(guildId: string, userId: string): void {
    const before = this.voiceStates.of(guildId, userId)?.channel_id ?? null;
    this.putState(guildId, userId, null, { session_id: `human-${userId}` });
    this.voice.userInChannel(guildId, before, userId, false);
  }

  /** Moves the bot to another voice channel of the guild, as a moderator dragging it would. */
  moveBot(guildId: string, channelId: string): void {
    const { self_mute = false, self_deaf = false } = this.voiceStates.of(guildId, this.botUserId) ?? {};
    const stage = this.voiceStates.voiceChannel(guildId, channelId)?.type === 13;
    this.putState(guildId, this.botUserId, channelId, { self_mute, self_deaf, suppress: stage });
    this.voice.botMoved(guildId, channelId);
  }

  /** Disconnects the bot as a moderator would: VOICE_STATE_UPDATE with no channel, voice socket closed with 4014. */
  kickBot(guildId: string): void {
    this.putState(guildId, this.botUserId, null);
    this.voice.session(guildId).close(4014);
  }

  /** Changes a channel (permission overwrites, user limit, name) and sends CHANNEL_UPDATE. */
  updateChannel(guildId: string, channelId: string, changes: Partial<FakeChannel>): void {
    const guild = this.guilds.find((g) => g.id === guildId);
    const index = guild?.channels.findIndex((c) => c.id === channelId) ?? -1;
    const channel = guild?.channels[index];
    if (!guild || !channel) throw new Error(`no channel ${channelId} in guild ${guildId}`);
    guild.channels[index] = { ...channel, ...changes };
    this.dispatch("CHANNEL_UPDATE", channelObject(guildId, guild.channels[index], index));
  }

  /** Answers the bot's opcode 4. */
  protected voiceUpdate(d: VoiceUpdatePayload): void {
    const flags = { self_mute: d.self_mute ?? false, self_deaf: d.self_deaf ?? false };
    const outcome: VoiceJoinOutcome =
      d.channel_id === null ? "left" : this.voiceStates.checkJoin(d.guild_id, d.channel_id, this.botUserId);
    const request: VoiceUpdateRequest = {
      at: Date.now(),
      guildId: d.guild_id,
      channelId: d.channel_id,
      selfMute: flags.self_mute,
      selfDeaf: flags.self_deaf,
      outcome,
    };
    this.voiceUpdates.push(request);
    if (outcome === "left") {
      if (this.voiceStates.of(d.guild_id, this.botUserId))
        this.putState(d.guild_id, this.botUserId, null, flags);
    } else if (outcome === "joined" && d.channel_id !== null) {
      // Everyone joins a stage in the audience; becoming a speaker is a separate request.
      const stage = this.voiceStates.voiceChannel(d.guild_id, d.channel_id)?.type === 13;
      this.putState(d.guild_id, this.botUserId, d.channel_id, { ...flags, suppress: stage });
      const token = randomBytes(8).toString("hex");
      const { botUserId: userId, botSessionId: sessionId } = this;
      this.voice.grant({ guildId: d.guild_id, userId, sessionId, token, channelId: d.channel_id });
      this.dispatch("VOICE_SERVER_UPDATE", { token, guild_id: d.guild_id, endpoint: this.voice.endpoint });
    }
    this.emit("voiceUpdate", request);
  }

  /** A new gateway session: Discord forgets the bot's voice states of the old one (in the guilds of its shard). */
  protected forgetBotVoice(inSession: (guildId: string) => boolean): void {
    for (const guild of this.guilds) {
      if (!inSession(guild.id)) continue;
      const state = voiceState({
        guild_id: guild.id,
        channel_id: null,
        user_id: this.botUserId,
        session_id: "",
      });
      this.voiceStates.put(state);
    }
  }

  private putState(
    guildId: string,
    userId: string,
    channelId: string | null,
    fields: { session_id?: string; suppress?: boolean; self_mute?: boolean; self_deaf?: boolean } = {},
  ): void {
    const bot = userId === this.botUserId;
    const guild = this.guilds.find((g) => g.id === guildId);
    const state = voiceState({
      guild_id: guildId,
      channel_id: channelId,
      user_id: userId,
      session_id: this.botSessionId,
      ...fields,
      member: memberOf(userId, bot, bot && guild ? [guild.botRoleId] : []),
    });
    this.voiceStates.put(state);
    this.dispatch("VOICE_STATE_UPDATE", state);
  }
}
