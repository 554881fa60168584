import type { Channel } from "../panel/schemas.js";
import { httpUrl } from "../station/safe-url.js";
import type { Finding } from "./finding.js";
import type { Settled } from "./settle-within.js";
import { codecMatches, sniffAudio, statedCodec } from "./sniff-audio.js";
import type { StreamHead } from "./stream-head.js";

/** A channel on air, with the address the check reads (null: the panel gives none the bot may open). */
export interface OnAirMount {
  readonly mount: string;
  readonly format: string | null;
  readonly url: string | null;
}

/** The channels on air (state 2, not switched off), each with its http(s) stream address. Pure. */
export function onAirMounts(channels: readonly Channel[]): OnAirMount[] {
  return channels
    .filter((channel) => channel.state === 2 && channel.active !== false)
    .map((channel) => ({
      mount: channel.mount_point,
      format: channel.s_format ?? null,
      url: httpUrl(channel.stream_url) ?? httpUrl(channel.secure_stream_url),
    }));
}

/**
 * A stream's line from what its address answered. Pure. The codec the panel states: ✅; other audio: ⚠️ (it
 * plays, but not as the panel says); HTML, anything else, an HTTP error, a refused address, no answer in time: ❌.
 */
export function streamFinding(mount: OnAirMount, read: Settled<StreamHead> | null): Finding {
  const base = {
    kind: "stream",
    mount: mount.mount,
    format: mount.format,
    stated: statedCodec(mount.format),
  } as const;
  const fail = (problem: Exclude<Extract<Finding, { kind: "stream" }>["problem"], "none" | "codec">) =>
    ({ ...base, status: "fail", heard: null, problem }) as const;
  if (read === null) return fail("no-url");
  if (read.kind === "timeout") return fail("timeout");
  if (read.kind === "error") return fail("error");
  const head = read.value;
  if (head.kind === "refused") return fail("refused");
  if (head.kind === "http") return { ...fail("http"), httpStatus: head.status };
  const heard = sniffAudio(head.bytes);
  if (heard === "html") return { ...base, status: "fail", heard, problem: "html" };
  if (heard === "unknown") return { ...base, status: "fail", heard, problem: "not-audio" };
  return codecMatches(base.stated, heard)
    ? { ...base, status: "ok", heard, problem: "none" }
    : { ...base, status: "warn", heard, problem: "codec" };
}

/** Whether the bytes read so far tell what the stream is (the check then stops reading). */
export function heardEnough(bytes: Uint8Array): boolean {
  return sniffAudio(bytes) !== "unknown";
}
