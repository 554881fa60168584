import {
  PanelHttpError,
  PanelNotJsonError,
  PanelRefusedError,
  PanelShapeError,
  PanelTimeoutError,
} from "../panel/errors.js";
import type { Finding } from "./finding.js";
import type { Settled } from "./settle-within.js";

/** A clock further off than this is worth a look: times in announcements and track ends drift by it. */
export const CLOCK_WARN_MS = 5_000;

/**
 * The panel's line from how its first read went: answered (with how fast, and the key), refused the key (401/403),
 * or down, with why. Pure.
 */
export function panelFinding(
  read: Settled<unknown>,
  ms: number,
  keyGiven: boolean | null,
  deadlineMs: number,
): Finding {
  if (read.kind === "value") return { kind: "panel", status: "ok", ms, keyGiven };
  if (read.kind === "timeout")
    return { kind: "panel-down", status: "fail", reason: "timeout", ms: deadlineMs };
  const error = read.error;
  if (error instanceof PanelHttpError && (error.status === 401 || error.status === 403))
    return { kind: "panel-key", status: "fail", httpStatus: error.status };
  if (error instanceof PanelHttpError)
    return { kind: "panel-down", status: "fail", reason: "http", httpStatus: error.status };
  if (error instanceof PanelTimeoutError)
    return { kind: "panel-down", status: "fail", reason: "timeout", ms: error.timeoutMs };
  if (error instanceof PanelRefusedError) return { kind: "panel-down", status: "fail", reason: "refused" };
  if (error instanceof PanelNotJsonError) return { kind: "panel-down", status: "fail", reason: "not-json" };
  if (error instanceof PanelShapeError) return { kind: "panel-down", status: "fail", reason: "shape" };
  return { kind: "panel-down", status: "fail", reason: "unreachable" };
}

/** The clock line: the offset between the panel's clock and the bot's, a warning past {@link CLOCK_WARN_MS}. Pure. */
export function clockFinding(offsetMs: number | null): Finding {
  const off = offsetMs !== null && Math.abs(offsetMs) > CLOCK_WARN_MS;
  return { kind: "clock", status: off ? "warn" : "ok", offsetMs };
}

/** The lines of checks that need the panel, when it did not answer. */
export function skippedFindings(): Finding[] {
  return [
    { kind: "skipped", status: "warn", what: "clock" },
    { kind: "skipped", status: "warn", what: "station" },
    { kind: "skipped", status: "warn", what: "streams" },
  ];
}

/** The lines for a server with no station yet (a public bot before `/setup station`). */
export function noStationFindings(): Finding[] {
  return [{ kind: "panel-down", status: "fail", reason: "no-station" }, ...skippedFindings()];
}
