import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import { guildCreate } from "./guild-create.js";
import type { FakeGuild } from "./guilds.js";
import type { FakeVoiceServer } from "./voice/server.js";
import { memberOf, type VoiceJoinOutcome, VoiceStates, voiceState } from "./voice-states.js";

export { LOCKED_CHANNEL, ROLE_OBJECTS, ROLES } from "./guilds.js";

/** What the gateway tells the client about itself and its guilds. */
export interface GatewayIdentity {
  readonly botUserId: string;
  readonly applicationId: string;
  readonly guilds: readonly FakeGuild[];
  readonly url: () => string;
  /** Where VOICE_SERVER_UPDATE sends the bot. */
  readonly voice: FakeVoiceServer;
}

/** An opcode 3 payload: the bot's status and activity. */
export interface PresenceUpdate {
  readonly status: string;
  readonly activities: { readonly name: string; readonly type: number; readonly state?: string }[];
}

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

/**
 * The fake gateway: HELLO, IDENTIFY → READY + a GUILD_CREATE per guild, heartbeat ACKs, RESUME; dispatches with
 * sequence numbers. Voice: opcode 4 is answered with VOICE_STATE_UPDATE and VOICE_SERVER_UPDATE (pointing at the
 * fake voice server), and tests move listeners and the bot in and out of voice channels.
 */
export class FakeGateway extends EventEmitter {
  /** Every presence update (opcode 3) the bot sent, oldest first, with when it arrived. */
  readonly presences: { at: number; d: PresenceUpdate }[] = [];
  /** Every voice state update (opcode 4) the bot sent, oldest first. Emitted as `voiceUpdate` too. */
  readonly voiceUpdates: VoiceUpdateRequest[] = [];
  /** Who is in which voice channel, in every guild (the bot included). */
  readonly voiceStates: VoiceStates;
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Set<WebSocket>();
  private sequence = 0;
  identifies = 0;
  resumes = 0;

  constructor(private readonly identity: GatewayIdentity) {
    super();
    this.voiceStates = new VoiceStates(identity.guilds);
    this.wss.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
      socket.on("message", (data: Buffer) => {
        this.receive(socket, JSON.parse(data.toString("utf8")) as { op: number; d: unknown });
      });
      send(socket, { op: 10, d: { heartbeat_interval: 41_250 } });
    });
  }

  /** Hands an HTTP upgrade on the gateway path to the WebSocket server. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => this.wss.emit("connection", ws, request));
  }

  /** Sends a dispatch (op 0) to every connected client. */
  dispatch(type: string, data: unknown): void {
    for (const socket of this.sockets) this.sendDispatch(socket, type, data);
  }

  get connected(): number {
    return this.sockets.size;
  }

  /** The voice session id the bot has now (the gateway session's, as Discord gives). */
  get botSessionId(): string {
    return `session-${this.identifies}`;
  }

  /** Puts a listener (a human, not a bot) in a voice channel, or moves them there: VOICE_STATE_UPDATE. */
  joinHuman(guildId: string, channelId: string, userId: string): void {
    const state = voiceState({
      guild_id: guildId,
      channel_id: channelId,
      user_id: userId,
      session_id: `human-${userId}`,
      suppress: this.voiceStates.voiceChannel(guildId, channelId)?.type === 13,
      member: memberOf(userId),
    });
    this.voiceStates.put(state);
    this.dispatch("VOICE_STATE_UPDATE", state);
  }

  /** Takes a listener out of voice in a guild: VOICE_STATE_UPDATE with a null channel. */
  leaveHuman(guildId: string, userId: string): void {
    const state = voiceState({
      guild_id: guildId,
      channel_id: null,
      user_id: userId,
      session_id: `human-${userId}`,
      member: memberOf(userId),
    });
    this.voiceStates.put(state);
    this.dispatch("VOICE_STATE_UPDATE", state);
  }

  /** Moves the bot to another voice channel of the guild, as a moderator would drag it. */
  moveBot(guildId: string, channelId: string): void {
    const before = this.voiceStates.of(guildId, this.identity.botUserId);
    this.putBotState(guildId, channelId, {
      self_mute: before?.self_mute ?? false,
      self_deaf: before?.self_deaf ?? false,
    });
  }

  /**
   * Disconnects the bot from voice in a guild, as a moderator would: VOICE_STATE_UPDATE with a null channel, and
   * the voice WebSocket closed with 4014 (disconnected).
   */
  kickBot(guildId: string): void {
    this.putBotState(guildId, null);
    this.identity.voice.session(guildId).close(4014);
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
    this.wss.close();
  }

  private sendDispatch(socket: WebSocket, type: string, data: unknown): void {
    send(socket, { op: 0, t: type, s: ++this.sequence, d: data });
  }

  private putBotState(
    guildId: string,
    channelId: string | null,
    flags: { self_mute?: boolean; self_deaf?: boolean } = {},
  ): void {
    const { botUserId, guilds } = this.identity;
    const guild = guilds.find((g) => g.id === guildId);
    const state = voiceState({
      guild_id: guildId,
      channel_id: channelId,
      user_id: botUserId,
      session_id: this.botSessionId,
      ...flags,
      // Everyone joins a stage in the audience; becoming a speaker is a separate request.
      suppress: channelId !== null && this.voiceStates.voiceChannel(guildId, channelId)?.type === 13,
      member: memberOf(botUserId, true, guild ? [guild.botRoleId] : []),
    });
    this.voiceStates.put(state);
    this.dispatch("VOICE_STATE_UPDATE", state);
  }

  private voiceUpdate(d: {
    guild_id: string;
    channel_id: string | null;
    self_mute?: boolean;
    self_deaf?: boolean;
  }) {
    const { botUserId, voice } = this.identity;
    const flags = { self_mute: d.self_mute ?? false, self_deaf: d.self_deaf ?? false };
    const outcome: VoiceJoinOutcome =
      d.channel_id === null ? "left" : this.voiceStates.checkJoin(d.guild_id, d.channel_id, botUserId);
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
      if (this.voiceStates.of(d.guild_id, botUserId)) this.putBotState(d.guild_id, null, flags);
    } else if (outcome === "joined") {
      this.putBotState(d.guild_id, d.channel_id, flags);
      const token = randomBytes(8).toString("hex");
      voice.grant({ guildId: d.guild_id, userId: botUserId, sessionId: this.botSessionId, token });
      this.dispatch("VOICE_SERVER_UPDATE", { token, guild_id: d.guild_id, endpoint: voice.endpoint });
    }
    this.emit("voiceUpdate", request);
  }

  private receive(socket: WebSocket, payload: { op: number; d: unknown }): void {
    const { botUserId, applicationId, guilds } = this.identity;
    if (payload.op === 1) send(socket, { op: 11 });
    else if (payload.op === 3) {
      this.presences.push({ at: Date.now(), d: payload.d as PresenceUpdate });
      this.emit("presence", payload.d);
    } else if (payload.op === 4) {
      this.voiceUpdate(payload.d as Parameters<FakeGateway["voiceUpdate"]>[0]);
    } else if (payload.op === 6) {
      this.resumes++;
      this.sendDispatch(socket, "RESUMED", {});
    } else if (payload.op === 2) {
      this.identifies++;
      // A new gateway session: Discord forgets the bot's voice states of the old one.
      for (const guild of guilds)
        this.voiceStates.put(
          voiceState({ guild_id: guild.id, channel_id: null, user_id: botUserId, session_id: "" }),
        );
      this.sendDispatch(socket, "READY", {
        v: 10,
        user: memberOf(botUserId, true).user,
        guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
        session_id: this.botSessionId,
        resume_gateway_url: this.identity.url(),
        application: { id: applicationId, flags: 0 },
        shard: [0, 1],
      });
      for (const guild of guilds) {
        this.sendDispatch(
          socket,
          "GUILD_CREATE",
          guildCreate(guild, botUserId, this.voiceStates.list(guild.id)),
        );
      }
    }
  }
}

function send(socket: WebSocket, payload: unknown): void {
  socket.send(JSON.stringify(payload));
}
