import { RedirectRefusedError } from "../net/guard/fetch-errors.js";
import { AddressRefusedError } from "../net/guard/refusal.js";
import { causesOf } from "../causes.js";

/** The most of a stream the check reads: enough for a few frames of any codec, never the stream itself. */
export const STREAM_HEAD_BYTES = 16 * 1024;

/** What a stream's address answered. */
export type StreamHead =
  | { readonly kind: "answered"; readonly bytes: Uint8Array }
  | { readonly kind: "http"; readonly status: number }
  | { readonly kind: "refused" };

/** What the check says it is, so a server's logs tell it from a listener. */
const USER_AGENT = "radio-panel-discord-bot (check)";

/**
 * Reads the first bytes of a stream through `fetch` (on a public bot the registry's `streamFetch`, the address
 * guard) and closes it: up to `maxBytes`, or less once `enough` says so, or what arrived when `signal` aborts. An
 * address or redirect the guard refuses is "refused"; any other failure rejects.
 */
export async function readStreamHead(
  fetch: typeof globalThis.fetch,
  url: string,
  signal: AbortSignal,
  enough: (bytes: Uint8Array) => boolean = () => false,
  maxBytes = STREAM_HEAD_BYTES,
): Promise<StreamHead> {
  let response: Response;
  try {
    // As voice opens it: a guarded fetch (a public bot's) refuses redirects whatever this asks.
    response = await fetch(url, { signal, headers: { "user-agent": USER_AGENT }, redirect: "follow" });
  } catch (error) {
    if (refused(error)) return { kind: "refused" };
    throw error;
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: "http", status: response.status };
  }
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  // A gate may hand the body back detached from `signal` (its own deadline ended with the headers): the read is
  // bounded by cancelling it here, so a stream that sends headers and then nothing holds nothing past the check.
  const stop = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener("abort", stop, { once: true });
  const chunks: Uint8Array[] = [];
  let length = 0;
  const joined = () => {
    const bytes = new Uint8Array(Math.min(length, maxBytes));
    let at = 0;
    for (const chunk of chunks) {
      const part = chunk.subarray(0, bytes.length - at);
      bytes.set(part, at);
      at += part.length;
    }
    return bytes;
  };
  try {
    while (length < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
      if (enough(joined())) break;
    }
  } catch (error) {
    // Out of time mid-read: what arrived is the answer (a slow stream still shows what it is).
    if (!signal.aborted || length === 0) throw error;
  } finally {
    signal.removeEventListener("abort", stop);
    await reader.cancel().catch(() => undefined);
  }
  // Cut off before the first byte: no answer in time, not an answer of nothing.
  if (signal.aborted && length === 0) throw signal.reason;
  return { kind: "answered", bytes: joined() };
}

function refused(error: unknown): boolean {
  return causesOf(error).some((e) => e instanceof AddressRefusedError || e instanceof RedirectRefusedError);
}

/** The check's stream probe over `fetch`: reads until the first bytes tell what the stream is (`enough`). */
export function streamReader(
  fetch: typeof globalThis.fetch,
  enough: (bytes: Uint8Array) => boolean,
): (url: string, signal: AbortSignal) => Promise<StreamHead> {
  return (url, signal) => readStreamHead(fetch, url, signal, enough);
}
