import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import { guildCreate } from "./guild-create.js";
import type { FakeGuild } from "./guilds.js";
import { identifiedShard, ownsGuild, receivesDispatch, ShardSessions, type ShardTuple } from "./shards.js";
import { VoiceGateway, type VoiceUpdatePayload } from "./voice-gateway.js";
import type { FakeVoiceServer } from "./voice/server.js";
import { memberOf } from "./voice-states.js";

export { LOCKED_CHANNEL, ROLE_OBJECTS, ROLES } from "./guilds.js";
export type { VoiceUpdateRequest } from "./voice-gateway.js";

/** What the gateway tells the client about itself and its guilds. */
export interface GatewayIdentity {
  readonly botUserId: string;
  readonly applicationId: string;
  readonly guilds: FakeGuild[];
  readonly url: () => string;
  /** Where VOICE_SERVER_UPDATE sends the bot. */
  readonly voice: FakeVoiceServer;
  /** The live stage instances of a guild, for GUILD_CREATE. */
  readonly stageInstances?: (guildId: string) => unknown[];
  /** The shard count IDENTIFY must give (undefined: any, as for a bot Discord does not require to shard). */
  readonly shards?: number;
}

/** An opcode 3 payload: the bot's status and activity. */
export interface PresenceUpdate {
  readonly status: string;
  readonly activities: { readonly name: string; readonly type: number; readonly state?: string }[];
}

/**
 * The fake gateway: HELLO, IDENTIFY → READY + a GUILD_CREATE per guild, heartbeat ACKs, RESUME → RESUMED;
 * dispatches with sequence numbers; the voice side of {@link VoiceGateway} (opcode 4, listeners, moving the bot).
 * It can drop connections and hold RESUMEs, so tests see what the bot does across a reconnect.
 */
export class FakeGateway extends VoiceGateway {
  /** Every presence update (opcode 3) the bot sent, oldest first, with when it arrived and from which shard. */
  readonly presences: { at: number; d: PresenceUpdate; shard: number }[] = [];
  /** Which shard each connection identified as: dispatches of a guild go only to the shard that owns it. */
  readonly shards = new ShardSessions<WebSocket>();
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Set<WebSocket>();
  private sequence = 0;
  /** RESUMEs waiting for their answer while resumes are held: the bot is between connections until then. */
  private heldResumes: WebSocket[] | null = null;
  private down = false;
  identifies = 0;
  resumes = 0;

  constructor(private readonly identity: GatewayIdentity) {
    super(identity.guilds, identity.botUserId, identity.voice);
    this.wss.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => {
        this.sockets.delete(socket);
        this.shards.closed(socket);
      });
      socket.on("message", (data: Buffer) => {
        this.receive(socket, JSON.parse(data.toString("utf8")) as { op: number; d: unknown });
      });
      send(socket, { op: 10, d: { heartbeat_interval: 41_250 } });
    });
  }

  /** Hands an HTTP upgrade on the gateway path to the WebSocket server (refused during an outage). */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (this.down) {
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.wss.emit("connection", ws, request));
  }

  /**
   * Sends a dispatch (op 0) to every connected client that receives it: a guild's events go only to the shard that
   * owns the guild, events of no guild to shard 0, and everything to a connection not sharded or not identified yet.
   */
  dispatch(type: string, data: unknown): void {
    for (const socket of this.sockets) {
      if (receivesDispatch(this.shards.of(socket), type, data)) this.sendDispatch(socket, type, data);
    }
  }

  /** The bot joins a guild: it becomes one of the fake's guilds and its shard gets GUILD_CREATE. */
  joinGuild(guild: FakeGuild): void {
    this.identity.guilds.push(guild);
    this.dispatch("GUILD_CREATE", this.guildCreateOf(guild));
  }

  /** The bot leaves a guild (kicked or the guild deleted): GUILD_DELETE to its shard. */
  leaveGuild(guildId: string): void {
    const index = this.identity.guilds.findIndex((g) => g.id === guildId);
    if (index >= 0) this.identity.guilds.splice(index, 1);
    this.dispatch("GUILD_DELETE", { id: guildId, unavailable: false });
  }

  /**
   * Closes every connection as Discord does when something goes wrong: with 4000 (unknown error) the client
   * resumes its session; with 4007 (invalid sequence) it identifies anew. Emits `resume` when a RESUME arrives.
   */
  drop(code = 4000): void {
    for (const socket of this.sockets) socket.close(code, "dropped by the fake");
  }

  /** Leaves RESUMEs unanswered until {@link releaseResumes}, so a test can act while the bot is reconnecting. */
  holdResumes(): void {
    this.heldResumes ??= [];
  }

  /** Answers the held RESUMEs with RESUMED (emitting `resumed`) and stops holding. */
  releaseResumes(): void {
    const held = this.heldResumes ?? [];
    this.heldResumes = null;
    for (const socket of held) this.resumed(socket);
  }

  get connected(): number {
    return this.sockets.size;
  }

  /** The voice session id the bot has now (the gateway session's, as Discord gives). */
  get botSessionId(): string {
    return `session-${this.identifies}`;
  }

  /** An outage: drops every connection and refuses new ones until `outage(false)`. */
  outage(down: boolean): void {
    this.down = down;
    if (down) for (const socket of this.sockets) socket.terminate();
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
    this.wss.close();
  }

  private resumed(socket: WebSocket): void {
    this.sendDispatch(socket, "RESUMED", {});
    this.emit("resumed");
  }

  private sendDispatch(socket: WebSocket, type: string, data: unknown): void {
    send(socket, { op: 0, t: type, s: ++this.sequence, d: data });
  }

  private receive(socket: WebSocket, payload: { op: number; d: unknown }): void {
    if (payload.op === 1) send(socket, { op: 11 });
    else if (payload.op === 3) {
      const shard = this.shards.of(socket)?.[0] ?? 0;
      this.presences.push({ at: Date.now(), d: payload.d as PresenceUpdate, shard });
      this.emit("presence", payload.d);
    } else if (payload.op === 4) {
      this.voiceUpdate(payload.d as VoiceUpdatePayload);
    } else if (payload.op === 6) {
      this.resumes++;
      this.shards.resumed(socket, (payload.d as { session_id?: unknown }).session_id);
      this.emit("resume");
      if (this.heldResumes) this.heldResumes.push(socket);
      else this.resumed(socket);
    } else if (payload.op === 2) {
      this.identify(socket, payload.d as { shard?: unknown });
    }
  }

  /** IDENTIFY: READY and a GUILD_CREATE for each guild of the session's shard, or Discord's close for a bad shard. */
  private identify(socket: WebSocket, d: { shard?: unknown }): void {
    const shard = identifiedShard(d.shard, this.identity.shards);
    if (typeof shard === "number") {
      socket.close(shard, shard === 4011 ? "Sharding required." : "Invalid shard.");
      return;
    }
    this.identifies++;
    this.shards.identified(socket, this.botSessionId, shard);
    this.emit("identify", shard);
    this.forgetBotVoice((guildId) => ownsGuild(shard, guildId));
    const guilds = this.identity.guilds.filter((g) => ownsGuild(shard, g.id));
    this.sendDispatch(socket, "READY", {
      v: 10,
      user: memberOf(this.identity.botUserId, true).user,
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: this.botSessionId,
      resume_gateway_url: this.identity.url(),
      application: { id: this.identity.applicationId, flags: 0 },
      shard: [...shard] satisfies ShardTuple,
    });
    for (const guild of guilds) this.sendDispatch(socket, "GUILD_CREATE", this.guildCreateOf(guild));
  }

  private guildCreateOf(guild: FakeGuild): Record<string, unknown> {
    const stages = this.identity.stageInstances?.(guild.id) ?? [];
    return guildCreate(guild, this.identity.botUserId, this.voiceStates.list(guild.id), stages);
  }
}

function send(socket: WebSocket, payload: unknown): void {
  socket.send(JSON.stringify(payload));
}
