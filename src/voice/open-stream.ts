import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

/** What the bot calls itself when it opens a station's stream. */
const USER_AGENT = "radio-panel-discord-bot (voice)";

/**
 * Opens a station's stream with an HTTP GET and returns its body as a Node stream. Rejects when the server does
 * not answer 200 with a body (a refused or missing mount), or when `fetch` refuses the address; aborting `signal`
 * closes the connection.
 */
export async function openHttpStream(
  url: string,
  signal: AbortSignal,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<Readable> {
  // No Icy-MetaData: the bot reads the song from the panel, and metadata blocks would have to be cut out. A
  // guarded fetch (a public bot's) refuses redirects whatever this asks.
  const response = await fetch(url, { signal, headers: { "user-agent": USER_AGENT }, redirect: "follow" });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`the stream at ${url} answered HTTP ${response.status}`);
  }
  return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
}
