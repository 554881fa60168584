import { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";

/** What the gateway tells the client about itself and its one guild. */
export interface GatewayIdentity {
  readonly botUserId: string;
  readonly applicationId: string;
  readonly guildId: string;
  readonly channels: readonly { readonly id: string; readonly name: string }[];
  readonly url: () => string;
}

/** An opcode 3 payload: the bot's status and activity. */
export interface PresenceUpdate {
  readonly status: string;
  readonly activities: { readonly name: string; readonly type: number; readonly state?: string }[];
}

/** The fake gateway: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeat ACKs, RESUME; dispatches with sequence numbers. */
export class FakeGateway extends EventEmitter {
  /** Every presence update (opcode 3) the bot sent, oldest first, with when it arrived. */
  readonly presences: { at: number; d: PresenceUpdate }[] = [];
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sockets = new Set<WebSocket>();
  private sequence = 0;
  private down = false;
  identifies = 0;
  resumes = 0;

  constructor(private readonly identity: GatewayIdentity) {
    super();
    this.wss.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
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

  /** Sends a dispatch (op 0) to every connected client. */
  dispatch(type: string, data: unknown): void {
    for (const socket of this.sockets) this.sendDispatch(socket, type, data);
  }

  get connected(): number {
    return this.sockets.size;
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

  private sendDispatch(socket: WebSocket, type: string, data: unknown): void {
    send(socket, { op: 0, t: type, s: ++this.sequence, d: data });
  }

  private receive(socket: WebSocket, payload: { op: number; d: unknown }): void {
    const { botUserId, applicationId, guildId, channels } = this.identity;
    if (payload.op === 1) send(socket, { op: 11 });
    else if (payload.op === 3) {
      this.presences.push({ at: Date.now(), d: payload.d as PresenceUpdate });
      this.emit("presence", payload.d);
    } else if (payload.op === 6) {
      this.resumes++;
      this.sendDispatch(socket, "RESUMED", {});
    } else if (payload.op === 2) {
      this.identifies++;
      this.sendDispatch(socket, "READY", {
        v: 10,
        user: {
          id: botUserId,
          username: "RadioBot",
          discriminator: "0",
          global_name: null,
          avatar: null,
          bot: true,
        },
        guilds: [{ id: guildId, unavailable: true }],
        session_id: `session-${this.identifies}`,
        resume_gateway_url: this.identity.url(),
        application: { id: applicationId, flags: 0 },
        shard: [0, 1],
      });
      this.sendDispatch(socket, "GUILD_CREATE", guildCreate(guildId, channels, botUserId));
    }
  }
}

function send(socket: WebSocket, payload: unknown): void {
  socket.send(JSON.stringify(payload));
}

/** The server's roles besides @everyone, for /setup's tests: the bot's own, one mentionable and one not. */
export const ROLES = {
  bot: "800000000000000010",
  mentionable: "800000000000000011",
  quiet: "800000000000000012",
} as const;

/** The roles as Discord sends them, in GUILD_CREATE and in an interaction's resolved data alike. */
export const ROLE_OBJECTS = [
  { id: ROLES.bot, name: "RadioBot", mentionable: false, managed: true },
  { id: ROLES.mentionable, name: "DJ Fans", mentionable: true, managed: false },
  { id: ROLES.quiet, name: "Listeners", mentionable: false, managed: false },
].map((role, i) => ({ ...role, permissions: "0", position: i + 1, color: 0, hoist: false, flags: 0 }));

/** A channel where @everyone (the bot included) may not view: announcing there must be refused. */
export const LOCKED_CHANNEL = { id: "610000000000000009", name: "staff-only" } as const;

function guildCreate(guildId: string, channels: GatewayIdentity["channels"], botUserId: string) {
  return {
    id: guildId,
    name: "Radio Fans",
    icon: null,
    owner_id: "100000000000000001",
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: [
      {
        id: guildId,
        name: "@everyone",
        permissions: "19456",
        position: 0,
        color: 0,
        hoist: false,
        managed: false,
        mentionable: false,
        flags: 0,
      },
      ...ROLE_OBJECTS,
    ],
    emojis: [],
    features: [],
    mfa_level: 0,
    system_channel_flags: 0,
    premium_tier: 0,
    preferred_locale: "en-US",
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
    joined_at: new Date().toISOString(),
    large: false,
    unavailable: false,
    member_count: 2,
    voice_states: [],
    members: [
      {
        user: {
          id: botUserId,
          username: "RadioBot",
          discriminator: "0",
          global_name: null,
          avatar: null,
          bot: true,
        },
        roles: [ROLES.bot],
        joined_at: new Date().toISOString(),
        deaf: false,
        mute: false,
        flags: 0,
      },
    ],
    channels: [...channels, LOCKED_CHANNEL].map((c, position) => ({
      id: c.id,
      type: 0,
      name: c.name,
      guild_id: guildId,
      position,
      // The locked channel denies View Channel to @everyone.
      permission_overwrites:
        c.id === LOCKED_CHANNEL.id ? [{ id: guildId, type: 0, allow: "0", deny: "1024" }] : [],
    })),
    threads: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    stickers: [],
    soundboard_sounds: [],
  };
}
