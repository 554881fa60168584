import type { fetch as UndiciFetch } from "undici";
import { checkUrl } from "./address-guard.js";
import { RedirectRefusedError } from "./fetch-errors.js";
import { createGuardedAgent, type GuardedAgentOptions } from "./guarded-agent.js";
import { loadUndici } from "./load-undici.js";
import { readLimited } from "./read-limited.js";
import { AddressRefusedError } from "./refusal.js";
import { causeThat } from "../../causes.js";

/** The largest answer the guarded fetch reads: 1 MB (1,048,576 bytes), after decompression. */
export const MAX_RESPONSE_BYTES = 1_048_576;

/** How the guarded fetch judges addresses and how much it reads. */
export interface GuardedFetchOptions extends GuardedAgentOptions {
  /** Default {@link MAX_RESPONSE_BYTES}. */
  readonly maxResponseBytes?: number;
}

/** A `fetch` for addresses strangers typed, and the connection pool behind it. */
export interface GuardedFetch {
  /** Drop-in for the panel client's `fetch` option. */
  readonly fetch: typeof globalThis.fetch;
  /**
   * The same door for an endless body (a station's audio stream): the address judged as for `fetch`, redirects
   * refused, but the body left unread for the caller to stream, with no size cap.
   */
  readonly stream: typeof globalThis.fetch;
  /** Origins with a connection open now (each forgotten with its last connection). */
  origins(): number;
  /** Closes the pooled connections. */
  close(): Promise<void>;
}

type UndiciInit = NonNullable<Parameters<typeof UndiciFetch>[1]>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Statuses a Response must carry without a body (informational ones never reach here: undici handles them).
const NULL_BODY = new Set([204, 205, 304]);

/**
 * Creates a fetch that only reaches public addresses (unless `allowPrivate`): the address as typed is judged
 * before anything happens, and the address each socket connects to is judged again at connect time. A refused
 * address throws {@link AddressRefusedError} and nothing is sent. Redirects are not followed (a redirect throws
 * {@link RedirectRefusedError}); the body is read in full, and one over the limit throws `ResponseTooLargeError`.
 */
export function createGuardedFetch(options: GuardedFetchOptions = {}): GuardedFetch {
  const agent = createGuardedAgent(options);
  const fetchWith = loadUndici().fetch;
  const maxBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;

  const request = async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const verdict = checkUrl(url, options);
    if (!verdict.allowed) throw new AddressRefusedError(verdict);
    const fromRequest: RequestInit =
      input instanceof Request
        ? { method: input.method, headers: input.headers, body: input.body, signal: input.signal }
        : {};
    let response: Awaited<ReturnType<typeof UndiciFetch>>;
    try {
      response = await fetchWith(url, {
        // The global fetch's types are those of the undici inside Node (6 on Node 20 and 22); the shapes agree.
        ...(fromRequest as UndiciInit),
        ...(init as UndiciInit),
        ...(input instanceof Request && input.body ? { duplex: "half" } : {}),
        redirect: "manual",
        dispatcher: agent.dispatcher,
      });
    } catch (error) {
      throw refusalIn(error) ?? error;
    }
    if (REDIRECTS.has(response.status)) {
      await response.body?.cancel();
      throw new RedirectRefusedError(response.status, response.headers.get("location"));
    }
    return response;
  };
  const answer = (
    response: Awaited<ReturnType<typeof request>>,
    body: ConstructorParameters<typeof Response>[0],
  ) =>
    new Response(NULL_BODY.has(response.status) ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers([...response.headers]),
    });

  return {
    fetch: async (input, init) => {
      const response = await request(input, init);
      return answer(response, await readLimited(response, maxBytes));
    },
    stream: async (input, init) => {
      const response = await request(input, init);
      return answer(response, response.body as ReadableStream<Uint8Array> | null);
    },
    origins: () => agent.origins(),
    close: () => agent.close(),
  };
}

/** undici wraps a connector's error in `TypeError: fetch failed`; the refusal inside is what the caller wants. */
function refusalIn(error: unknown): AddressRefusedError | undefined {
  return causeThat(error, (e): e is AddressRefusedError => e instanceof AddressRefusedError);
}
