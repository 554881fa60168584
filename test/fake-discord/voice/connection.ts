import { randomBytes } from "node:crypto";
import type { WebSocket } from "ws";
import type { DaveCall } from "./dave.js";

/** What a voice connection presented when it identified (voice gateway opcode 0). */
export interface VoiceIdentify {
  readonly server_id: string;
  readonly user_id: string;
  readonly session_id: string;
  readonly token: string;
  readonly max_dave_protocol_version?: number;
}

/**
 * One voice session on the fake voice server: from IDENTIFY to its close, across resumes. It holds the SSRC, the
 * secret key and what the client did (its UDP address after IP discovery, the mode it chose, heartbeats).
 */
export class FakeVoiceConnection {
  readonly guildId: string;
  readonly userId: string;
  readonly sessionId: string;
  readonly token: string;
  /** What the client said it supports (`max_dave_protocol_version`), 0 when it did not say. */
  readonly maxDaveProtocolVersion: number;
  readonly secretKey = new Uint8Array(randomBytes(32));
  /** Set by SELECT PROTOCOL: the encryption mode the client chose. */
  mode: string | null = null;
  /** The DAVE protocol version announced in SESSION DESCRIPTION. */
  daveProtocolVersion = 0;
  /** The DAVE version 1 call (MLS group with the fake's own listener), when that version was announced. */
  dave: DaveCall | null = null;
  /** The client's address as IP discovery saw it and as it then told in SELECT PROTOCOL. */
  discovered: { address: string; port: number } | null = null;
  selected: { address: string; port: number } | null = null;
  heartbeats = 0;
  /** The `seq_ack` of the client's last heartbeat or resume: the last sequence number it saw from the server. */
  lastSeqAck: number | null = null;
  /** The sequence number of the server's last message. */
  sequence = 0;
  resumes = 0;
  /** How the last WebSocket of this session closed (code), null while open. */
  closeCode: number | null = null;
  socket: WebSocket | null;
  readonly openedAt = Date.now();

  constructor(
    readonly ssrc: number,
    identify: VoiceIdentify,
    socket: WebSocket,
    /** The voice channel the gateway put the bot in (DAVE's group id), when known; follows moves. */
    public channelId: string | null = null,
  ) {
    this.guildId = identify.server_id;
    this.userId = identify.user_id;
    this.sessionId = identify.session_id;
    this.token = identify.token;
    this.maxDaveProtocolVersion = identify.max_dave_protocol_version ?? 0;
    this.socket = socket;
  }

  /** Whether the handshake is done: the session description (with the key) was sent. */
  get ready(): boolean {
    return this.mode !== null;
  }

  /** Sends a JSON message; with the next sequence number unless `sequenced` is false (heartbeat ACKs are not). */
  send(op: number, d: unknown, sequenced = true): void {
    this.socket?.send(JSON.stringify(sequenced ? { op, d, seq: ++this.sequence } : { op, d }));
  }

  /** Sends a binary message (DAVE's MLS opcodes): sequence number, opcode, payload. */
  sendBinary(op: number, payload: Buffer): void {
    const header = Buffer.alloc(3);
    header.writeUInt16BE(++this.sequence & 0xffff, 0);
    header.writeUInt8(op, 2);
    this.socket?.send(Buffer.concat([header, payload]));
  }

  /** Closes the WebSocket with a close code, as Discord does (4014 disconnected, 4006 session invalid…). */
  close(code: number, reason = ""): void {
    this.socket?.close(code, reason);
  }
}
