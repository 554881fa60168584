/**
 * Ways the simulated panel can misbehave. A test switches one on, optionally for a number of requests only.
 * - `status`: answers that HTTP status with a short JSON error body;
 * - `rate-limit`: 429 with `Retry-After` (seconds);
 * - `html`: 200 with an HTML error page; `invalid-json`: 200 with broken JSON; `truncated`: a body cut short;
 * - `reset`: the connection is destroyed without an answer; `hang`: never answers;
 * - `wrong-types`, `missing-fields`: a used field has the wrong type or is missing;
 * - `extra-fields`: unknown fields everywhere and nulls in optional fields (must still parse);
 * - `hostile`: every string is replaced by markdown, mentions, 5,000-character text, bidi and bad URLs.
 */
export type Fault =
  | { readonly kind: "status"; readonly status: number }
  | { readonly kind: "rate-limit"; readonly retryAfterS: number }
  | {
      readonly kind:
        | "html"
        | "invalid-json"
        | "truncated"
        | "reset"
        | "hang"
        | "wrong-types"
        | "missing-fields"
        | "extra-fields"
        | "hostile";
    };

/** The endpoints the simulated panel serves. */
export type Endpoint = "djs" | "history" | "channels" | "grid" | "music" | "track_requests" | "servers";

/** A fault switched on, with what it applies to. */
export interface ActiveFault {
  readonly fault: Fault;
  /** Only these endpoints (default: all). */
  readonly endpoints?: readonly Endpoint[];
  /** Only the next N matching requests (default: until cleared). */
  times?: number;
}
