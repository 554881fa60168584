import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import { guildCreate } from "./guild-create.js";
import type { FakeGuild } from "./guilds.js";
import { VoiceGateway, type VoiceUpdatePayload } from "./voice-gateway.js";
import type { FakeVoiceServer } from "./voice/server.js";
import { memberOf } from "./voice-states.js";

export { LOCKED_CHANNEL, ROLE_OBJECTS, ROLES } from "./guilds.js";
export type { VoiceUpdateRequest } from "./voice-gateway.js";

/** What the gateway tells the client about itself and its guilds. */
export interface GatewayIdentity {
  readonly botUserId: string;
  readonly applicationId: string;
  readonly guilds: readonly FakeGuild[];
  readonly url: () => string;
  /** Where VOICE_SERVER_UPDATE sends the bot. */
  readonly voice: FakeVoiceServer;
  /** The live stage instances of a guild, for GUILD_CREATE. */
  readonly stageInstances?: (guildId: string) => unknown[];
}

/** An opcode 3 payload: the bot's status and activity. */
export interface PresenceUpdate {
  readonly status: string;
  readonly activities: { readonly name: string; readonly type: number; readonly state?: string }[];
}

/**
 * The fake gateway: HELLO, IDENTIFY → READY + a GUILD_CREATE per guild, heartbeat ACKs, RESUME; dispatches with
 * sequence numbers; and the voice side of {@link VoiceGateway} (opcode 4, listeners, moving the bot).
 */
export class FakeGateway extends VoiceGateway {
  /** Every presence update (opcode 3) the bot sent, oldest first, with when it arrived. */
  readonly presences: { at: number; d: PresenceUpdate }[] = [];
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Set<WebSocket>();
  private sequence = 0;
  identifies = 0;
  resumes = 0;

  constructor(private readonly identity: GatewayIdentity) {
    super(identity.guilds, identity.botUserId, identity.voice);
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

  close(): void {
    for (const socket of this.sockets) socket.terminate();
    this.wss.close();
  }

  private sendDispatch(socket: WebSocket, type: string, data: unknown): void {
    send(socket, { op: 0, t: type, s: ++this.sequence, d: data });
  }

  private receive(socket: WebSocket, payload: { op: number; d: unknown }): void {
    const { botUserId, applicationId, guilds } = this.identity;
    if (payload.op === 1) send(socket, { op: 11 });
    else if (payload.op === 3) {
      this.presences.push({ at: Date.now(), d: payload.d as PresenceUpdate });
      this.emit("presence", payload.d);
    } else if (payload.op === 4) {
      this.voiceUpdate(payload.d as VoiceUpdatePayload);
    } else if (payload.op === 6) {
      this.resumes++;
      this.sendDispatch(socket, "RESUMED", {});
    } else if (payload.op === 2) {
      this.identifies++;
      this.forgetBotVoice();
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
        const stages = this.identity.stageInstances?.(guild.id) ?? [];
        this.sendDispatch(
          socket,
          "GUILD_CREATE",
          guildCreate(guild, botUserId, this.voiceStates.list(guild.id), stages),
        );
      }
    }
  }
}

function send(socket: WebSocket, payload: unknown): void {
  socket.send(JSON.stringify(payload));
}
