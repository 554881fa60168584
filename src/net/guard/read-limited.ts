import { ResponseTooLargeError } from "./fetch-errors.js";

/** The part of a fetch response that {@link readLimited} needs. */
export interface ReadableAnswer {
  readonly headers: { get(name: string): string | null };
  readonly body: ReadableStream<Uint8Array> | null;
}

/**
 * Reads a whole answer body, but no more than `maxBytes`: an answer that declares a larger `content-length` is
 * refused unread, and one that grows past the limit is cut off there (the stream is cancelled, which closes the
 * connection). Counts decoded bytes, so a small compressed answer that inflates past the limit is cut off too.
 */
export async function readLimited(response: ReadableAnswer, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes && !response.headers.get("content-encoding")) {
    await response.body?.cancel();
    throw new ResponseTooLargeError(maxBytes);
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ResponseTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
