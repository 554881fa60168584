import { createSocket, type RemoteInfo } from "node:dgram";
import { once } from "node:events";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import { voiceCertificate } from "./certificate.js";
import { FakeVoiceConnection, type VoiceIdentify } from "./connection.js";
import { DaveCall, type DaveMessage } from "./dave.js";
import { isRtp, openRtp, ssrcOf } from "./rtp.js";
import { FakeVoiceSession } from "./session.js";

/** How the fake voice server behaves. */
export interface VoiceServerOptions {
  /**
   * The highest DAVE protocol version it announces in SESSION DESCRIPTION (never above the client's): 0 (the
   * default) is the transitional path, 1 runs the MLS group with the fake's own listener and decrypts the audio.
   */
  readonly daveProtocolVersion?: number;
  /** Decode the Opus it receives (default true); off for benchmarks with many connections. */
  readonly decode?: boolean;
  /** The heartbeat interval it asks for in HELLO (default 13,750 ms, as Discord). */
  readonly heartbeatIntervalMs?: number;
}

/** What the fake gateway gave a bot in VOICE_STATE_UPDATE and VOICE_SERVER_UPDATE, which IDENTIFY must match. */
export interface VoiceGrant {
  readonly guildId: string;
  readonly userId: string;
  readonly sessionId: string;
  readonly token: string;
  /** The voice channel (DAVE's group id). */
  readonly channelId?: string;
}

/** The encryption modes offered in READY: the one the fake decrypts. */
const MODES = ["aead_aes256_gcm_rtpsize"];

/**
 * A Discord voice server on 127.0.0.1: the voice gateway v8 over TLS (`wss://`) and one UDP port. It answers
 * IDENTIFY (checked against what the gateway granted), IP discovery, SELECT PROTOCOL, heartbeats (with `seq_ack`),
 * speaking and RESUME; it opens every RTP packet (`aead_aes256_gcm_rtpsize`), decodes the Opus, and keeps it all
 * per guild in a {@link FakeVoiceSession}.
 */
export class FakeVoiceServer {
  private readonly https = createServer({ cert: voiceCertificate().cert, key: voiceCertificate().key });
  private readonly wss = new WebSocketServer({ server: this.https });
  private readonly udp = createSocket("udp4");
  private readonly sessions = new Map<string, FakeVoiceSession>();
  private readonly grants = new Map<string, VoiceGrant>();
  private readonly bySsrc = new Map<number, FakeVoiceConnection>();
  private readonly bySessionId = new Map<string, FakeVoiceConnection>();
  private nextSsrc = 1000 + Math.floor(Math.random() * 1000);
  private wsPort = 0;
  private udpPort = 0;

  constructor(private readonly options: VoiceServerOptions = {}) {
    this.wss.on("connection", (socket) => this.accept(socket));
    this.udp.on("message", (datagram, remote) => this.datagram(datagram, remote));
  }

  /** Starts listening (TLS WebSocket and UDP, both on 127.0.0.1, free ports). */
  async listen(): Promise<this> {
    this.https.listen(0, "127.0.0.1");
    this.udp.bind(0, "127.0.0.1");
    await Promise.all([once(this.https, "listening"), once(this.udp, "listening")]);
    this.wsPort = (this.https.address() as AddressInfo).port;
    this.udpPort = this.udp.address().port;
    return this;
  }

  /** What VOICE_SERVER_UPDATE carries as `endpoint`: `127.0.0.1:PORT` (the client adds `wss://` and `?v=8`). */
  get endpoint(): string {
    return `127.0.0.1:${this.wsPort}`;
  }

  /** The UDP port audio goes to. */
  get audioPort(): number {
    return this.udpPort;
  }

  /** Lets a bot identify with this grant (the fake gateway calls it as it sends VOICE_SERVER_UPDATE). */
  grant(grant: VoiceGrant): void {
    this.grants.set(grant.token, grant);
  }

  /**
   * Tells the bot's open voice connection in a guild that a user joined (opcode 11, clients connect) or left
   * (opcode 13, client disconnect) its channel, as Discord's voice gateway does; the fake gateway calls it.
   */
  userInChannel(guildId: string, channelId: string | null, userId: string, inChannel: boolean): void {
    const connection = this.sessions.get(guildId)?.connection;
    if (!connection?.ready || connection.closeCode !== null || connection.channelId !== channelId) return;
    if (inChannel) connection.send(11, { user_ids: [userId] });
    else connection.send(13, { user_id: userId });
  }

  /** The bot was moved to another channel of the guild: its connection now serves that one. */
  botMoved(guildId: string, channelId: string): void {
    const connection = this.sessions.get(guildId)?.connection;
    if (connection) connection.channelId = channelId;
  }

  /** Everything seen of a guild's voice; made on first ask, so a test can await it before the bot joins. */
  session(guildId: string): FakeVoiceSession {
    let session = this.sessions.get(guildId);
    if (!session) {
      session = new FakeVoiceSession(guildId, this.options.decode ?? true);
      this.sessions.set(guildId, session);
    }
    return session;
  }

  /** The guilds with a voice session so far. */
  get guildIds(): string[] {
    return [...this.sessions.keys()];
  }

  /** Open voice WebSockets now. */
  get openSockets(): number {
    return this.wss.clients.size;
  }

  async close(): Promise<void> {
    for (const socket of this.wss.clients) socket.terminate();
    for (const session of this.sessions.values()) session.dispose();
    this.wss.close();
    this.https.closeAllConnections();
    await Promise.all([
      new Promise<void>((resolve) => this.https.close(() => resolve())),
      new Promise<void>((resolve) => this.udp.close(() => resolve())),
    ]);
  }

  private accept(socket: WebSocket): void {
    let connection: FakeVoiceConnection | null = null;
    socket.send(
      JSON.stringify({ op: 8, d: { v: 8, heartbeat_interval: this.options.heartbeatIntervalMs ?? 13_750 } }),
    );
    socket.on("message", (data: Buffer, binary: boolean) => {
      if (binary) {
        if (connection) this.receiveBinary(connection, data.readUInt8(0), data.subarray(1));
        return;
      }
      const { op, d } = JSON.parse(data.toString("utf8")) as { op: number; d: Record<string, unknown> };
      if (op === 0) connection = this.identify(socket, d as unknown as VoiceIdentify);
      else if (op === 7) connection = this.resume(socket, d);
      else if (connection) this.receive(connection, op, d);
    });
    socket.on("close", (code: number) => {
      if (!connection || connection.socket !== socket) return;
      connection.closeCode = code;
      connection.socket = null;
      this.session(connection.guildId).touch();
    });
  }

  private identify(socket: WebSocket, identify: VoiceIdentify): FakeVoiceConnection | null {
    const grant = this.grants.get(identify.token);
    if (!grant || grant.guildId !== identify.server_id || grant.userId !== identify.user_id) {
      socket.close(4004, "Authentication failed");
      return null;
    }
    if (grant.sessionId !== identify.session_id) {
      socket.close(4006, "Session no longer valid");
      return null;
    }
    const connection = new FakeVoiceConnection(this.nextSsrc++, identify, socket, grant.channelId ?? null);
    this.bySsrc.set(connection.ssrc, connection);
    this.bySessionId.set(connection.sessionId, connection);
    this.session(connection.guildId).addConnection(connection);
    connection.send(2, {
      ssrc: connection.ssrc,
      ip: "127.0.0.1",
      port: this.udpPort,
      modes: MODES,
      heartbeat_interval: 1, // Deprecated field, kept as Discord still sends it.
    });
    return connection;
  }

  private resume(socket: WebSocket, d: Record<string, unknown>): FakeVoiceConnection | null {
    const connection = this.bySessionId.get(String(d.session_id));
    if (!connection || connection.token !== d.token || connection.guildId !== d.server_id) {
      socket.close(4006, "Session no longer valid");
      return null;
    }
    connection.socket = socket;
    connection.closeCode = null;
    connection.resumes++;
    connection.lastSeqAck = typeof d.seq_ack === "number" ? d.seq_ack : null;
    connection.send(9, null);
    this.session(connection.guildId).touch();
    return connection;
  }

  private receive(connection: FakeVoiceConnection, op: number, d: Record<string, unknown>): void {
    const session = this.session(connection.guildId);
    if (op === 3) {
      connection.heartbeats++;
      connection.lastSeqAck = typeof d.seq_ack === "number" ? d.seq_ack : null;
      connection.send(6, { t: d.t }, false);
    } else if (op === 1) {
      const data = d.data as { address: string; port: number; mode: string };
      if (!MODES.includes(data.mode)) {
        connection.close(4016, "Unknown encryption mode");
        return;
      }
      connection.selected = { address: data.address, port: data.port };
      connection.mode = data.mode;
      connection.daveProtocolVersion = Math.min(
        this.options.daveProtocolVersion ?? 0,
        connection.maxDaveProtocolVersion,
      );
      if (connection.daveProtocolVersion >= 1 && connection.channelId) {
        connection.dave = new DaveCall(connection.channelId, connection.userId);
      }
      connection.send(4, {
        mode: data.mode,
        secret_key: [...connection.secretKey],
        dave_protocol_version: connection.daveProtocolVersion,
      });
      session.touch();
    } else if (op === 5) {
      session.addSpeaking(Number(d.speaking) !== 0);
    } else if (op === 23 && connection.dave) {
      this.sendDave(connection, connection.dave.transitionReady(Number(d.transition_id)));
    } else if (op === 31) {
      connection.dave?.invalid();
      session.touch();
    }
  }

  /** DAVE's binary opcodes from the client: 26 key package, 28 commit and welcome. */
  private receiveBinary(connection: FakeVoiceConnection, op: number, payload: Buffer): void {
    const dave = connection.dave;
    if (!dave) return;
    if (op === 26) this.sendDave(connection, dave.keyPackage());
    else if (op === 28) this.sendDave(connection, dave.commitWelcome(payload));
    this.session(connection.guildId).touch();
  }

  private sendDave(connection: FakeVoiceConnection, messages: DaveMessage[]): void {
    for (const message of messages) {
      if ("json" in message) connection.send(message.json, message.d);
      else connection.sendBinary(message.binary, message.payload);
    }
  }

  private datagram(datagram: Buffer, remote: RemoteInfo): void {
    if (datagram.length === 74 && datagram.readUInt16BE(0) === 1) {
      const connection = this.bySsrc.get(datagram.readUInt32BE(4));
      if (!connection) return;
      connection.discovered = { address: remote.address, port: remote.port };
      const reply = Buffer.alloc(74);
      reply.writeUInt16BE(2, 0);
      reply.writeUInt16BE(70, 2);
      reply.writeUInt32BE(connection.ssrc, 4);
      reply.write(remote.address, 8, "utf8");
      reply.writeUInt16BE(remote.port, 72);
      this.udp.send(reply, remote.port, remote.address);
      return;
    }
    if (!isRtp(datagram)) return; // Keep-alives (8 bytes) need no answer.
    const connection = this.bySsrc.get(ssrcOf(datagram));
    if (!connection?.ready) return;
    const session = this.session(connection.guildId);
    try {
      const rtp = openRtp(datagram, connection.secretKey);
      const { sequence, timestamp, ssrc } = rtp;
      const e2ee = DaveCall.encrypted(rtp.opus);
      if (e2ee && !connection.dave) throw new Error("an end-to-end encrypted frame without DAVE");
      const opus = e2ee && connection.dave ? connection.dave.decrypt(rtp.opus) : rtp.opus;
      session.addPacket({ at: Date.now(), sequence, timestamp, ssrc, opusBytes: opus.length, e2ee }, opus);
    } catch {
      session.addBadPacket();
    }
  }
}
