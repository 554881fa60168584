import { causesOf } from "../causes.js";
import { excerptOf, type PanelError, PanelTimeoutError, PanelUnreachableError } from "./errors.js";
import { refusalIn } from "./refusal-in.js";

/** A failed exchange as a {@link PanelError}: the guard's or gate's refusal, a timeout, or an unreachable panel. */
export function toNetworkError(panel: string, timeoutMs: number, error: unknown): PanelError {
  const refused = refusalIn(panel, error);
  if (refused) return refused;
  const names = causesOf(error).map((e) => (e instanceof Error ? e.name : ""));
  if (names.includes("TimeoutError") || names.includes("AbortError")) {
    return new PanelTimeoutError(panel, timeoutMs, { cause: error });
  }
  const innermost = causesOf(error).at(-1);
  const code =
    errorCode(error) ?? (innermost instanceof Error ? excerptOf(innermost.message, 60) : undefined);
  return new PanelUnreachableError(panel, code, { cause: error });
}

function errorCode(error: unknown): string | undefined {
  for (const e of causesOf(error)) {
    const code = (e as { code?: unknown } | null)?.code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/** `Retry-After` in seconds or as an HTTP date. */
export function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get("retry-after");
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
