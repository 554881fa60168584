import { createFetch, type FetchResponse } from "ofetch";
import type { Logger } from "../log.js";
import { excerptOf, PanelError, PanelHttpError, PanelNotJsonError } from "./errors.js";
import { type AnswerBody, MAX_ANSWER_BYTES, readAnswerBody } from "./read-body.js";
import { retryAfterMs, toNetworkError } from "./request-errors.js";
import { type RetryPolicy, retryWait } from "./retry-wait.js";

/** How the panel is reached and how hard the client tries. */
export interface RequestOptions {
  /** The panel's address without `/api/v2`, e.g. `https://radio.example.com:8080`. */
  readonly baseUrl: string;
  readonly apiKey?: string | undefined;
  /** The fetch implementation; tests and the simulator pass their own. */
  readonly fetch?: typeof globalThis.fetch;
  /** Per attempt, the answer's body included. */
  readonly timeoutMs?: number;
  /** The largest answer body read (default {@link MAX_ANSWER_BYTES}); a larger one is refused, not retried. */
  readonly maxAnswerBytes?: number;
  /** Extra attempts after the first, for network errors, 429, 502, 503 and 504. */
  readonly retries?: number;
  /** First backoff delay; doubles each attempt, with jitter. */
  readonly retryBaseMs?: number;
  /** Upper bound on any wait between attempts, including a panel's `Retry-After`. */
  readonly maxRetryDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  readonly log?: Logger;
  /** Told about every answer the panel gives, with its `Date` header: the announcer learns the panel's clock. */
  readonly onResponse?: (response: DateSample) => void;
  /** The bot's clock, for timing requests (default Date.now). */
  readonly now?: () => number;
}

/** One exchange with the panel, timed by the bot: what the panel's `Date` header said. */
export interface DateSample {
  /** The `Date` response header (whole seconds), or null when the panel sent none. */
  readonly date: string | null;
  /** Bot clock when the request was sent and when the answer arrived. */
  readonly sentAt: number;
  readonly receivedAt: number;
}

/** A parsed JSON answer and the size of its body in bytes. */
export interface JsonAnswer {
  readonly json: unknown;
  readonly bytes: number;
}

/** GETs a JSON document from the panel API: returns the parsed JSON and its size, or throws a {@link PanelError}. */
export type GetJson = (
  path: string,
  query: Record<string, string | number>,
  signal?: AbortSignal,
) => Promise<JsonAnswer>;

/** POSTs JSON to the panel API once (a request is not safe to repeat): a 2xx or 4xx answer with its parsed body. */
export type PostJson = (
  path: string,
  body: Record<string, unknown>,
) => Promise<{ readonly status: number; readonly body: unknown }>;

/** Builds the one configured ofetch instance and the retrying, error-mapping GET on top of it. */
export function createGetJson(options: RequestOptions): GetJson {
  return createPanelRequests(options).getJson;
}

/** How a panel's GETs are retried: the options' overrides over two retries from 300 ms, at most 5 s apart. */
function retryPolicyOf(options: RequestOptions): RetryPolicy {
  return {
    retries: options.retries ?? 2,
    baseMs: options.retryBaseMs ?? 300,
    maxDelayMs: options.maxRetryDelayMs ?? 5_000,
    random: options.random ?? Math.random,
  };
}

/** A GET's answer as JSON; a status that is not 2xx, or a body that is not JSON, throws the error that says so. */
function jsonAnswerOf(panel: string, response: FetchResponse<unknown>, body: AnswerBody): JsonAnswer {
  if (!response.ok) {
    throw new PanelHttpError(
      panel,
      response.status,
      excerptOf(body.text, 100),
      retryAfterMs(response.headers),
    );
  }
  try {
    return { json: JSON.parse(body.text) as unknown, bytes: body.bytes };
  } catch {
    throw new PanelNotJsonError(panel, excerptOf(body.text, 60));
  }
}

/**
 * The panel's GET (retrying, error-mapping) and POST (once: a 4xx comes back with its body, for the panel's own
 * refusals; network errors, timeouts and 5xx throw a {@link PanelError}).
 */
export function createPanelRequests(options: RequestOptions): { getJson: GetJson; postJson: PostJson } {
  const panel = displayAddress(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 5_000;
  const policy = retryPolicyOf(options);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const $fetch = panelFetch(options, timeoutMs);
  const maxBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;

  const now = options.now ?? Date.now;

  /** One exchange: the answer's status, headers and body (at most `maxBytes`, within the attempt's timeout). */
  async function exchange(
    path: string,
    init: Parameters<typeof $fetch.raw>[1],
  ): Promise<{ response: FetchResponse<unknown>; body: AnswerBody }> {
    const sentAt = now();
    const started = performance.now();
    try {
      const response = await $fetch.raw(path, init);
      options.onResponse?.({ date: response.headers.get("date"), sentAt, receivedAt: now() });
      const stream = isStream(response._data) ? response._data : null;
      const left = Math.max(1, timeoutMs - (performance.now() - started));
      return {
        response,
        body: await readAnswerBody({ headers: response.headers, body: stream }, maxBytes, left),
      };
    } catch (error) {
      throw toNetworkError(panel, timeoutMs, error);
    }
  }

  async function attempt(
    path: string,
    query: Record<string, string | number>,
    signal: AbortSignal | undefined,
  ): Promise<JsonAnswer> {
    const { response, body } = await exchange(path, { query, ...(signal ? { signal } : {}) });
    return jsonAnswerOf(panel, response, body);
  }

  const postJson: PostJson = async (path, body) => {
    const answer = await exchange(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
    return postAnswer(panel, answer.response, answer.body.text);
  };

  const getJson: GetJson = async (path, query, signal) => {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt(path, query, signal);
      } catch (error) {
        const wait = signal?.aborted ? null : retryWait(error, tries, policy);
        if (wait === null) throw error;
        options.log?.debug("panel request failed; retrying", {
          path,
          attempt: tries + 1,
          waitMs: Math.round(wait),
          error: (error as PanelError).message,
        });
        await sleep(wait);
      }
    }
  };

  return { getJson, postJson };
}

/**
 * The ofetch instance for one panel: its API's base, its key, a timeout, the body as text, and no retries of its
 * own. ofetch 1.5's `retry` cannot say what {@link retryWait} says: it counts a failure with no answer as a 500, so
 * its `retryStatusCodes` either retries a refused connection and a timeout and a panel's own 500, or none of
 * them; it retries the bot's own refusals (a refused address, an open circuit); it waits with the process's
 * `setTimeout`; and with `timeout` set, every retry reuses the first attempt's signal, so a retried request has no
 * timeout at all (unjs/ofetch#621). Hence the loop in {@link createPanelRequests}.
 */
function panelFetch(options: RequestOptions, timeoutMs: number) {
  return createFetch({
    fetch: options.fetch ?? globalThis.fetch,
    defaults: {
      baseURL: `${options.baseUrl}/api/v2/`,
      headers: {
        accept: "application/json",
        "user-agent": "radio-panel-discord-bot",
        ...(options.apiKey ? { "SC-API-KEY": options.apiKey } : {}),
      },
      timeout: timeoutMs,
      retry: 0,
      // The body is read here, with a cap on its size and on its time (ofetch's timeout ends with the headers).
      responseType: "stream",
      ignoreResponseError: true,
    },
  });
}

/** A POST's answer: a 4xx comes back with its body (the panel's own refusals); 5xx, 1xx and 3xx throw. */
function postAnswer(
  panel: string,
  response: FetchResponse<unknown>,
  text: string,
): { status: number; body: unknown } {
  if (response.status >= 500 || response.status < 200 || (response.status >= 300 && response.status < 400)) {
    throw new PanelHttpError(panel, response.status, excerptOf(text, 100), retryAfterMs(response.headers));
  }
  let parsed: unknown = null;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    if (response.ok) parsed = null;
    else throw new PanelHttpError(panel, response.status, excerptOf(text, 100));
  }
  return { status: response.status, body: parsed };
}

/** The panel address shown in messages and logs: no credentials, no query string. */
export function displayAddress(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  } catch {
    return "the configured panel";
  }
}

function isStream(value: unknown): value is ReadableStream<Uint8Array> {
  return typeof (value as { getReader?: unknown } | null)?.getReader === "function";
}
