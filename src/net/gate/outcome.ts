import type { Outcome } from "./breaker-policy.js";
import { causesOf } from "../../causes.js";

/** Errors that mean the bot chose not to ask, or stopped reading: they say nothing about the panel being down. */
const NOT_THE_PANEL = new Set(["AddressRefusedError", "RedirectRefusedError", "ResponseTooLargeError"]);

/**
 * What an answer says about a panel's health: a 5xx is a failure; any other answer (4xx and 429 included: the
 * panel is up and speaking) is a success.
 */
export function outcomeOfResponse(status: number): Outcome {
  return status >= 500 ? "failure" : "success";
}

/**
 * What a thrown error says about a panel's health. Network errors and timeouts are failures; a refused address,
 * a refused redirect, an answer too large, or a caller that cancelled (`AbortError`) are neutral.
 */
export function outcomeOfError(error: unknown): Outcome {
  const names = causeNames(error);
  if (names.some((name) => NOT_THE_PANEL.has(name))) return "neutral";
  if (names.includes("TimeoutError")) return "failure";
  if (names.includes("AbortError")) return "neutral";
  return "failure";
}

function causeNames(error: unknown): string[] {
  return causesOf(error).map((e) => (e instanceof Error || e instanceof DOMException ? e.name : ""));
}
