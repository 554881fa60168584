import { createCipheriv } from "node:crypto";
import { createSocket, type Socket } from "node:dgram";
import { once } from "node:events";
import OpusScript from "opusscript";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { FakeVoiceServer } from "./server.js";
import { dominantFrequency } from "./tone.js";

const GRANT = {
  channelId: "620000000000000001",
  guildId: "800000000000000001",
  userId: "900000000000000001",
  sessionId: "session-1",
  token: "t0k",
};

/** A hand-written voice client, speaking the protocol as @discordjs/voice does, on any Node. */
class RawVoiceClient {
  readonly messages: { op: number; d: Record<string, unknown>; seq?: number }[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data: Buffer) => this.messages.push(JSON.parse(data.toString("utf8"))));
  }

  static async open(endpoint: string): Promise<RawVoiceClient> {
    const ws = new WebSocket(`wss://${endpoint}?v=8`);
    const client = new RawVoiceClient(ws);
    await once(ws, "open");
    return client;
  }

  send(op: number, d: unknown): void {
    this.ws.send(JSON.stringify({ op, d }));
  }

  async next(op: number): Promise<Record<string, unknown>> {
    for (;;) {
      const found = this.messages.find((m) => m.op === op);
      if (found) return found.d;
      await once(this.ws, "message");
    }
  }
}

function sealRtp(opus: Buffer, key: Buffer, sequence: number, counter: number, ssrc: number): Buffer {
  const header = Buffer.alloc(12);
  header[0] = 0x80;
  header[1] = 0x78;
  header.writeUInt16BE(sequence, 2);
  header.writeUInt32BE(sequence * 960, 4);
  header.writeUInt32BE(ssrc, 8);
  const nonce = Buffer.alloc(12);
  nonce.writeUInt32BE(counter, 0);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(header);
  const sealed = Buffer.concat([cipher.update(opus), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([header, sealed, nonce.subarray(0, 4)]);
}

function sineFrames(hz: number, count: number): Buffer[] {
  const encoder = new OpusScript(48_000, 2, OpusScript.Application.AUDIO);
  const frames: Buffer[] = [];
  for (let f = 0; f < count; f++) {
    const pcm = Buffer.alloc(960 * 4);
    for (let i = 0; i < 960; i++) {
      const sample = Math.round(8000 * Math.sin((2 * Math.PI * hz * (f * 960 + i)) / 48_000));
      pcm.writeInt16LE(sample, i * 4);
      pcm.writeInt16LE(sample, i * 4 + 2);
    }
    frames.push(Buffer.from(encoder.encode(pcm, 960)));
  }
  encoder.delete();
  return frames;
}

describe("the fake voice server, spoken to by hand", () => {
  let server: FakeVoiceServer;
  let udp: Socket;

  beforeEach(async () => {
    server = await new FakeVoiceServer({ heartbeatIntervalMs: 1_000 }).listen();
    server.grant(GRANT);
    udp = createSocket("udp4");
    udp.bind(0, "127.0.0.1");
    await once(udp, "listening");
  });

  afterEach(async () => {
    udp.close();
    await server.close();
  });

  async function handshake() {
    const client = await RawVoiceClient.open(server.endpoint);
    expect(await client.next(8)).toMatchObject({ heartbeat_interval: 1_000 });
    client.send(0, {
      server_id: GRANT.guildId,
      user_id: GRANT.userId,
      session_id: GRANT.sessionId,
      token: GRANT.token,
      max_dave_protocol_version: 1,
    });
    const ready = (await client.next(2)) as { ssrc: number; ip: string; port: number; modes: string[] };
    expect(ready).toMatchObject({
      ip: "127.0.0.1",
      port: server.audioPort,
      modes: ["aead_aes256_gcm_rtpsize"],
    });
    const discovery = Buffer.alloc(74);
    discovery.writeUInt16BE(1, 0);
    discovery.writeUInt16BE(70, 2);
    discovery.writeUInt32BE(ready.ssrc, 4);
    udp.send(discovery, ready.port, ready.ip);
    const [reply] = (await once(udp, "message")) as [Buffer];
    const ip = reply.subarray(8, reply.indexOf(0, 8)).toString("utf8");
    const port = reply.readUInt16BE(72);
    expect({ type: reply.readUInt16BE(0), ip, port }).toEqual({
      type: 2,
      ip: "127.0.0.1",
      port: udp.address().port,
    });
    client.send(1, { protocol: "udp", data: { address: ip, port, mode: "aead_aes256_gcm_rtpsize" } });
    const description = (await client.next(4)) as { secret_key: number[]; dave_protocol_version: number };
    return { client, ssrc: ready.ssrc, key: Buffer.from(description.secret_key), description };
  }

  it("hands out a key through the handshake, then opens, decodes and measures the audio sent with it", async () => {
    const { client, ssrc, key, description } = await handshake();
    expect(description.dave_protocol_version).toBe(0);
    client.send(5, { speaking: 1, delay: 0, ssrc });
    const session = server.session(GRANT.guildId);
    await session.waitForSpeaking(true);
    const frames = sineFrames(500, 50);
    frames.forEach((frame, i) =>
      udp.send(sealRtp(frame, key, 100 + i + (i >= 25 ? 1 : 0), i + 1, ssrc), server.audioPort, "127.0.0.1"),
    );
    const packets = await session.waitForPackets(50);
    expect(packets[0]).toMatchObject({ sequence: 100, ssrc, decodedMs: 20 });
    const stats = session.stats();
    expect(stats).toMatchObject({ packets: 50, decodedMs: 1_000, missingSequences: 1 });
    expect(session.frequency(500)).toBeCloseTo(500, 0);
    expect(session.badPackets).toBe(0);
  });

  it("counts a packet sealed with another key as bad, and decodes nothing from it", async () => {
    const { ssrc } = await handshake();
    udp.send(sealRtp(sineFrames(500, 1)[0]!, Buffer.alloc(32, 7), 1, 1, ssrc), server.audioPort, "127.0.0.1");
    const session = server.session(GRANT.guildId);
    await session.until(() => session.badPackets === 1, "a bad packet");
    expect(session.packets).toHaveLength(0);
  });

  it("acknowledges heartbeats with their nonce and keeps the client's seq_ack", async () => {
    const { client } = await handshake();
    client.send(3, { t: 1234, seq_ack: 2 });
    expect(await client.next(6)).toEqual({ t: 1234 });
    expect(server.session(GRANT.guildId).connection).toMatchObject({
      heartbeats: 1,
      lastSeqAck: 2,
      sequence: 2,
    });
  });

  it("closes with 4004 for a token it never granted, 4006 for another session, and the code a test asks for", async () => {
    const stranger = await RawVoiceClient.open(server.endpoint);
    stranger.send(0, {
      server_id: GRANT.guildId,
      user_id: GRANT.userId,
      session_id: GRANT.sessionId,
      token: "nope",
    });
    expect(((await once(stranger.ws, "close")) as [number])[0]).toBe(4004);
    const other = await RawVoiceClient.open(server.endpoint);
    other.send(0, {
      server_id: GRANT.guildId,
      user_id: GRANT.userId,
      session_id: "other",
      token: GRANT.token,
    });
    expect(((await once(other.ws, "close")) as [number])[0]).toBe(4006);
    const { client } = await handshake();
    const closed = once(client.ws, "close");
    server.session(GRANT.guildId).close(4014);
    expect(((await closed) as [number])[0]).toBe(4014);
    expect(await server.session(GRANT.guildId).waitForClose()).toBe(4014);
  });

  it("tells the connection who joins (op 11) and leaves (op 13) its channel, and nothing of other channels", async () => {
    const { client } = await handshake();
    server.userInChannel(GRANT.guildId, "620000000000000002", "100000000000000101", true);
    server.userInChannel(GRANT.guildId, GRANT.channelId, "100000000000000102", true);
    expect(await client.next(11)).toEqual({ user_ids: ["100000000000000102"] });
    server.userInChannel(GRANT.guildId, GRANT.channelId, "100000000000000102", false);
    expect(await client.next(13)).toEqual({ user_id: "100000000000000102" });
    expect(client.messages.filter((m) => m.op === 11)).toHaveLength(1);
  });

  it("resumes a session on a new socket with op 7 and answers op 9", async () => {
    const { client } = await handshake();
    client.ws.close(4015);
    const again = await RawVoiceClient.open(server.endpoint);
    again.send(7, { server_id: GRANT.guildId, session_id: GRANT.sessionId, token: GRANT.token, seq_ack: 2 });
    expect(await again.next(9)).toBeNull();
    expect(server.session(GRANT.guildId).connection).toMatchObject({
      resumes: 1,
      closeCode: null,
      lastSeqAck: 2,
    });
  });
});

describe("dominantFrequency", () => {
  it("finds a pure tone to a hundredth of a hertz, and nothing in silence", () => {
    const pcm = Int16Array.from({ length: 24_000 }, (_, i) =>
      Math.round(9000 * Math.sin((2 * Math.PI * 437.5 * i) / 48_000)),
    );
    expect(dominantFrequency(pcm, 1, 48_000)).toBeCloseTo(437.5, 2);
    expect(dominantFrequency(new Int16Array(24_000), 1, 48_000)).toBeNull();
  });
});
