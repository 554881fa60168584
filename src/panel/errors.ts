import type { BusyReason } from "../net/gate/gate-errors.js";
import type { RefusalCode } from "../net/guard/refusal.js";

/**
 * Errors the panel client raises. Each carries a message that is safe to show a moderator (it names the panel
 * address and what it answered, never the API key) and that says what to check.
 */
export abstract class PanelError extends Error {
  /** The panel address as shown to people: origin and path, no credentials, no query. */
  readonly panel: string;

  protected constructor(panel: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.panel = panel;
    this.name = new.target.name;
  }
}

/** DNS failure, refused or reset connection: nothing answered. */
export class PanelUnreachableError extends PanelError {
  constructor(
    panel: string,
    readonly code: string | undefined,
    options?: ErrorOptions,
  ) {
    super(
      panel,
      `The radio panel at ${panel} could not be reached (${describeCode(code)}). Check that PANEL_URL is right and that the panel is online.`,
      options,
    );
  }
}

/** Why the bot did not ask the panel, or stopped reading its answer (see `src/net/`). */
export type PanelRefusal =
  | { readonly kind: "address"; readonly code: RefusalCode }
  | { readonly kind: "redirect"; readonly status: number; readonly target: string | null }
  | { readonly kind: "too-large"; readonly limitBytes: number }
  | { readonly kind: "circuit-open"; readonly retryAt: number }
  | { readonly kind: "busy"; readonly reason: BusyReason };

/**
 * The bot refused the request on purpose (a refused address or redirect, an answer too large, an open circuit, a
 * full queue): never retried, and its message is a plain reason of its own, without the panel's internals.
 */
export class PanelRefusedError extends PanelError {
  constructor(
    panel: string,
    readonly refusal: PanelRefusal,
    message: string,
    options?: ErrorOptions,
  ) {
    super(panel, message, options);
  }
}

/** The panel did not answer within the timeout. */
export class PanelTimeoutError extends PanelError {
  constructor(
    panel: string,
    readonly timeoutMs: number,
    options?: ErrorOptions,
  ) {
    super(
      panel,
      `The radio panel at ${panel} did not answer within ${formatSeconds(timeoutMs)}. It may be overloaded; try again in a minute.`,
      options,
    );
  }
}

/** The panel answered with a status other than 2xx. */
export class PanelHttpError extends PanelError {
  constructor(
    panel: string,
    readonly status: number,
    readonly excerpt: string,
    readonly retryAfterMs?: number,
  ) {
    const said = excerpt ? `: “${excerpt}”` : "";
    super(panel, `The radio panel at ${panel} answered HTTP ${status}${said}. ${adviceFor(status)}`);
  }
}

/** The panel answered 2xx with a body that is not JSON (an HTML error page, a truncated body). */
export class PanelNotJsonError extends PanelError {
  constructor(
    panel: string,
    readonly excerpt: string,
  ) {
    super(
      panel,
      `The radio panel at ${panel} answered with something that is not JSON${excerpt ? ` (it starts with “${excerpt}”)` : " (an empty body)"}. Check that PANEL_URL points at the panel itself, not at a web page in front of it.`,
    );
  }
}

/** The panel answered JSON that does not have the shape API v2 describes. */
export class PanelShapeError extends PanelError {
  constructor(
    panel: string,
    readonly endpoint: string,
    readonly problems: readonly string[],
  ) {
    super(
      panel,
      `The radio panel at ${panel} sent ${endpoint} data in an unexpected shape (${problems.join("; ")}). The panel may run a version this bot does not know yet.`,
    );
  }
}

function adviceFor(status: number): string {
  if (status === 401 || status === 403) return "Check PANEL_API_KEY: the panel refused the key or needs one.";
  if (status === 404)
    return "Check PANEL_URL and PANEL_SERVER_ID: the panel does not know this address or server.";
  if (status === 429) return "The panel is limiting requests; the bot will ask again later.";
  if (status >= 500) return "The panel has a problem of its own; try again in a minute.";
  return "Check PANEL_URL and PANEL_SERVER_ID.";
}

const CODES: Record<string, string> = {
  ENOTFOUND: "the host name was not found",
  EAI_AGAIN: "the host name could not be looked up",
  ECONNREFUSED: "connection refused",
  ECONNRESET: "the connection was reset",
  UND_ERR_SOCKET: "the connection was closed unexpectedly",
  EHOSTUNREACH: "no route to the host",
  ENETUNREACH: "the network is unreachable",
  CERT_HAS_EXPIRED: "its TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "its TLS certificate is self-signed",
};

function describeCode(code: string | undefined): string {
  return (code && CODES[code]) ?? (code ? `network error ${code}` : "network error");
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** Makes untrusted text short and printable for an error message: no control characters, one line. */
export function excerptOf(text: string, max = 120): string {
  const flat = text
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
