import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { PassThrough, type Readable, Transform, type TransformCallback } from "node:stream";
import prism from "prism-media";
import { transcodeArgs } from "./ffmpeg.js";
import { sniffInputFormat } from "./input-format.js";
import { isOggOpusStart, opusPacketMs } from "./opus-frames.js";

/** One open station stream turned into Opus packets: the packets, and how to end it all. */
export interface StreamSession {
  /** Object-mode stream of 20 ms Opus packets; it ends when the station's stream ends or fails. */
  readonly packets: Readable;
  /** "passthrough" for an Ogg/Opus stream played as it is, "transcode" when ffmpeg re-encodes it. */
  readonly mode: "passthrough" | "transcode";
  /** Closes the stream and kills ffmpeg (if any); safe to call twice. */
  close(): void;
  /** Bytes read from the station's stream so far. */
  bytesRead(): number;
}

/** Thrown on the packets when a passed-through Ogg/Opus stream has packets other than 20 ms. */
export class NotTwentyMsError extends Error {
  constructor(readonly packetMs: number | null) {
    super(`the Ogg/Opus stream has ${packetMs ?? "unreadable"} ms packets; Discord needs 20 ms, re-encoding`);
    this.name = "NotTwentyMsError";
  }
}

/** Checks the first audio packets of a passed-through stream are 20 ms, then lets everything through. */
function twentyMsCheck(): Transform {
  let checked = 0;
  return new Transform({
    objectMode: true,
    transform(packet: Buffer, _encoding, done: TransformCallback) {
      if (checked < 3) {
        checked++;
        const ms = opusPacketMs(packet);
        if (ms !== 20) return done(new NotTwentyMsError(ms));
      }
      done(null, packet);
    },
  });
}

/**
 * Turns an open HTTP body into Opus packets. An Ogg/Opus stream is demuxed as it is (no ffmpeg, almost no CPU)
 * unless `forceTranscode`; anything else goes through ffmpeg. `ffmpegPath` null with a stream that needs it throws.
 */
export async function openSession(
  body: Readable,
  ffmpegPath: string | null,
  forceTranscode: boolean,
): Promise<StreamSession> {
  // The first bytes tell Ogg/Opus from the rest; they are written on before the rest of the stream.
  const head = await firstBytesKeepingOpen(body, 512);
  let bytes = head.length;
  const bytesRead = () => bytes;
  const source = new PassThrough();
  source.write(head);
  // A short stream may have ended while its first bytes were read: then there is nothing left to pipe.
  if (body.readableEnded) source.end();
  else body.pipe(source);
  body.on("data", (chunk: Buffer) => (bytes += chunk.length));
  body.once("error", (error) => source.destroy(error));
  const demuxer = new prism.opus.OggDemuxer();
  if (isOggOpusStart(head) && !forceTranscode) {
    const check = twentyMsCheck();
    source.pipe(demuxer).pipe(check);
    demuxer.once("error", (error) => check.destroy(error));
    source.once("error", (error) => check.destroy(error));
    const close = () => closeAll([body, source, demuxer, check]);
    return { packets: check, mode: "passthrough", close, bytesRead };
  }
  if (!ffmpegPath) {
    closeAll([body, source]);
    throw new Error("this stream needs ffmpeg to be re-encoded, and none was found (set FFMPEG_PATH)");
  }
  const ffmpeg: ChildProcessWithoutNullStreams = spawn(ffmpegPath, transcodeArgs(sniffInputFormat(head)), {
    stdio: "pipe",
  });
  let stderr = "";
  ffmpeg.stderr.setEncoding("utf8").on("data", (text: string) => {
    stderr = (stderr + text).slice(-500);
  });
  // ffmpeg closing its input early (it died, or we killed it) is not an error of ours.
  ffmpeg.stdin.on("error", () => undefined);
  source.pipe(ffmpeg.stdin);
  ffmpeg.stdout.pipe(demuxer);
  ffmpeg.once("error", (error) => demuxer.destroy(error));
  ffmpeg.once("exit", (code, signal) => {
    if (code !== 0 && signal === null)
      demuxer.destroy(new Error(`ffmpeg exited with code ${code}: ${stderr.trim()}`));
  });
  const close = () => {
    closeAll([body, source, demuxer]);
    if (ffmpeg.exitCode === null && ffmpeg.signalCode === null) ffmpeg.kill("SIGKILL");
  };
  return { packets: demuxer, mode: "transcode", close, bytesRead };
}

/** Reads at least `want` bytes (fewer if the stream ends) from a paused stream, which stays usable. */
async function firstBytesKeepingOpen(body: Readable, want: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < want) {
    const chunk = await readChunk(body);
    if (chunk === null) break;
    chunks.push(chunk);
    length += chunk.length;
  }
  if (length === 0) throw new Error("the stream ended before any audio");
  return Buffer.concat(chunks);
}

/** The next chunk of a paused stream, or null at its end. */
function readChunk(body: Readable): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const chunk = body.read() as Buffer | string | null;
      if (chunk !== null) {
        cleanup();
        resolve(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      }
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      body.off("readable", attempt);
      body.off("end", onEnd);
      body.off("close", onEnd);
      body.off("error", onError);
    };
    body.on("readable", attempt);
    body.once("end", onEnd);
    body.once("close", onEnd);
    body.once("error", onError);
    attempt();
  });
}

function closeAll(streams: readonly Readable[]): void {
  for (const stream of streams) if (!stream.destroyed) stream.destroy();
}
