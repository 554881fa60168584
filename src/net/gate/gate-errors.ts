/**
 * Errors the panel gate raises instead of asking a panel. Their messages are plain English for a listener or a
 * moderator: no addresses, no internals.
 */

/** The panel's circuit is open: it failed several times in a row, so the gate does not ask it until `retryAt`. */
export class CircuitOpenError extends Error {
  /** Unix ms: when the gate lets the next request (a probe) through. */
  readonly retryAt: number;

  constructor(retryAt: number) {
    super(
      `The station's panel failed several times in a row; the bot will try it again <t:${Math.ceil(retryAt / 1000)}:R>.`,
    );
    this.name = "CircuitOpenError";
    this.retryAt = retryAt;
  }
}

/** Why a request was turned away before it reached the panel: too many waiting, or it waited too long. */
export type BusyReason = "queue-full" | "wait-timeout";

/** Too many requests were already waiting for this panel (or for all panels), so this one was not queued. */
export class PanelBusyError extends Error {
  readonly reason: BusyReason;

  constructor(reason: BusyReason) {
    super(
      reason === "queue-full"
        ? "The station's panel is slow to answer and too many requests are already waiting for it. Try again in a minute."
        : "The station's panel is slow to answer, and this request waited too long for its turn. Try again in a minute.",
    );
    this.name = "PanelBusyError";
    this.reason = reason;
  }
}
