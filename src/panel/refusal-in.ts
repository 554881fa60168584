import { RedirectRefusedError, ResponseTooLargeError } from "../net/guard/fetch-errors.js";
import { CircuitOpenError, PanelBusyError } from "../net/gate/gate-errors.js";
import { AddressRefusedError } from "../net/guard/refusal.js";
import { type PanelRefusal, PanelRefusedError } from "./errors.js";
import { causesOf } from "../causes.js";

/**
 * Finds the guard's or the gate's refusal in a fetch error's causes (ofetch and undici wrap it) and turns it into
 * a {@link PanelRefusedError} that keeps the refusal's own plain message; undefined for any other error.
 */
export function refusalIn(panel: string, error: unknown): PanelRefusedError | undefined {
  for (const e of causesOf(error)) {
    const refusal = refusalOf(e);
    if (refusal && e instanceof Error)
      return new PanelRefusedError(panel, refusal, e.message, { cause: error });
  }
  return undefined;
}

function refusalOf(error: unknown): PanelRefusal | undefined {
  if (error instanceof AddressRefusedError) return { kind: "address", code: error.refusal.code };
  if (error instanceof RedirectRefusedError) {
    return { kind: "redirect", status: error.status, target: error.target };
  }
  if (error instanceof ResponseTooLargeError) return { kind: "too-large", limitBytes: error.limitBytes };
  if (error instanceof CircuitOpenError) return { kind: "circuit-open", retryAt: error.retryAt };
  if (error instanceof PanelBusyError) return { kind: "busy", reason: error.reason };
  return undefined;
}
