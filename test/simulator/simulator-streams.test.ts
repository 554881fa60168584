import { spawn } from "node:child_process";
import { get, type IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { simulatorFfmpeg } from "../../src/simulator/ffmpeg.js";
import { MOUNTS } from "../../src/simulator/mounts.js";
import { isHeaderPage, OggPages } from "../../src/simulator/ogg-pages.js";
import { dominantFrequency } from "../fake-discord/voice/tone.js";
import { simulatedPanel } from "../support/simulator.js";

const ffmpeg = simulatorFfmpeg();
if (!ffmpeg)
  console.warn("NOTICE: no ffmpeg (FFMPEG_PATH or @ffmpeg-installer/linux-x64): stream audio tests skipped");

function open(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get(url, resolve).on("error", reject));
}

/** Reads a stream until `bytes` have come, then closes it. */
async function take(response: IncomingMessage, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= bytes) break;
  }
  response.destroy();
  return Buffer.concat(chunks);
}

/** Decodes audio bytes with ffmpeg to 48 kHz mono 16-bit PCM. */
function decode(audio: Buffer): Promise<Int16Array> {
  const child = spawn(ffmpeg ?? "ffmpeg", [
    "-loglevel",
    "error",
    "-i",
    "pipe:0",
    "-f",
    "s16le",
    "-ac",
    "1",
    "-ar",
    "48000",
    "pipe:1",
  ]);
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stdin.end(audio);
  return new Promise((resolve) =>
    child.on("close", () => {
      const pcm = Buffer.concat(chunks);
      resolve(new Int16Array(pcm.buffer, pcm.byteOffset, pcm.byteLength >> 1));
    }),
  );
}

describe.skipIf(!ffmpeg)("the simulated station's streams", () => {
  it.each(MOUNTS.map((m) => [m.mount, m] as const))(
    "serves %s as its channel's own tone",
    async (_, mount) => {
      const panel = await simulatedPanel();
      const channels = (await (await fetch(`${panel.url}/api/v2/channels/`)).json()) as {
        id: number;
        stream_url: string;
      }[];
      const streamUrl = channels.find((c) => c.id === mount.id)?.stream_url;
      expect(streamUrl).toBe(`${panel.url}${mount.mount}`);
      const response = await open(String(streamUrl));
      expect(response.statusCode).toBe(200);
      const audio = await take(response, (Number(mount.bitrate) * 1000) / 8); // About a second.
      const frequency = dominantFrequency(await decode(audio), 1, 48_000);
      expect(frequency).toBeGreaterThan(mount.toneHz * 0.99);
      expect(frequency).toBeLessThan(mount.toneHz * 1.01);
    },
  );

  it("paces a stream in real time, half a second ahead, as Icecast's burst on connect", async () => {
    const panel = await simulatedPanel();
    const response = await open(`${panel.url}/stream`);
    const started = Date.now();
    await take(response, (128_000 / 8) * 2); // Two seconds at 128 kbit/s.
    expect(Date.now() - started).toBeGreaterThan(1_300);
  });

  it("gives a late listener the Ogg headers first, on one ffmpeg, and stops it when the last one leaves", async () => {
    const panel = await simulatedPanel();
    const keep = await open(`${panel.url}/stream-opus`);
    await new Promise((resolve) => keep.once("data", resolve));
    const late = await open(`${panel.url}/stream-opus`);
    const pages = new OggPages().push(await take(late, 4_000));
    expect(pages.slice(0, 2).map((p) => p.subarray(28, 36).toString("latin1"))).toEqual([
      "OpusHead",
      "OpusTags",
    ]);
    expect(pages.slice(2).some((p) => isHeaderPage(p))).toBe(false);
    expect(await panel.streams.waitFor("/stream-opus", (c) => c.open === 1)).toEqual({ open: 1, opened: 2 });
    expect(panel.streams.encoding("/stream-opus")).toBe(true);
    keep.destroy();
    await panel.streams.waitFor("/stream-opus", (c) => c.open === 0);
    expect(panel.streams.encoding("/stream-opus")).toBe(false);
  });

  it("drops every stream on demand, refuses new ones while told to, and serves no channel that is off air", async () => {
    const panel = await simulatedPanel();
    const listening = await open(`${panel.url}/stream`);
    const ended = new Promise((resolve) => listening.on("close", resolve));
    await panel.streams.waitFor("/stream", (c) => c.open === 1);
    panel.streams.dropAll();
    await ended;
    panel.streams.refuse(true);
    expect((await open(`${panel.url}/stream`)).statusCode).toBe(503);
    panel.streams.refuse(false);
    const again = await open(`${panel.url}/stream`);
    expect(again.statusCode).toBe(200);
    const cut = new Promise((resolve) => again.on("close", resolve));
    panel.station.setChannelState(0, 0);
    await cut;
    expect((await open(`${panel.url}/stream`)).statusCode).toBe(404);
    expect(panel.streams.count("/stream")).toEqual({ open: 0, opened: 2 });
  });
});

describe("the simulated station without an ffmpeg", () => {
  it("answers 503 on its stream addresses and everything else as usual", async () => {
    const panel = await simulatedPanel({ ffmpegPath: null });
    expect((await open(`${panel.url}/stream-opus`)).statusCode).toBe(503);
    expect((await fetch(`${panel.url}/api/v2/channels/`)).status).toBe(200);
  });
});
