import { ResponseTooLargeError } from "../net/guard/fetch-errors.js";

/**
 * The largest answer the panel client reads, whatever `fetch` it was given: 1 MB (1,048,576 bytes) after
 * decompression, as the guarded fetch. A page of 50 plays is about 30 KB; a panel that sends more is refused.
 */
export const MAX_ANSWER_BYTES = 1_048_576;

/** A panel answer's text and its size in bytes (as read, after decompression). */
export interface AnswerBody {
  readonly text: string;
  readonly bytes: number;
}

/** The part of a fetch response that {@link readAnswerBody} needs. */
export interface StreamedAnswer {
  readonly headers: { get(name: string): string | null };
  readonly body: ReadableStream<Uint8Array> | null;
}

/**
 * Reads an answer's body as UTF-8 text, but no more than `maxBytes` (else `ResponseTooLargeError`, the stream
 * cancelled, which closes the connection) and for no longer than `timeoutMs` (else a `TimeoutError`): a panel that
 * sends a huge answer or drips it byte by byte holds neither memory nor a request for long.
 */
export async function readAnswerBody(
  response: StreamedAnswer,
  maxBytes: number,
  timeoutMs: number,
): Promise<AnswerBody> {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes && !response.headers.get("content-encoding")) {
    await response.body?.cancel().catch(() => undefined);
    throw new ResponseTooLargeError(maxBytes);
  }
  if (!response.body) return { text: "", bytes: 0 };
  const reader = response.body.getReader();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void reader.cancel().catch(() => undefined);
  }, timeoutMs);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (timedOut) throw timeoutError(timeoutMs);
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new ResponseTooLargeError(maxBytes);
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  return { text: new TextDecoder().decode(Buffer.concat(chunks)), bytes };
}

function timeoutError(timeoutMs: number): Error {
  const error = new Error(`The panel's answer did not arrive within ${timeoutMs} ms.`);
  error.name = "TimeoutError";
  return error;
}
