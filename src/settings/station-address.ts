import { checkUrl } from "../net/guard/address-guard.js";
import type { RefusalCode } from "../net/guard/refusal.js";

/** A typed panel address reduced to what is probed and saved, or why its form is refused (before any lookup). */
export type TypedAddress =
  | { readonly ok: true; readonly origin: string; readonly hostIsName: boolean }
  | { readonly ok: false; readonly code: RefusalCode };

/**
 * The panel's address as typed, reduced to its origin (scheme, host, port). API v2 always lives at the root
 * (`/api/v2/…`), so a path or a query adds nothing a panel needs and would let the bot be pointed at any page.
 * Only the form is judged here; whether the host may be contacted is the registry's door's to say.
 */
export function typedPanelAddress(typed: string): TypedAddress {
  const verdict = checkUrl(typed, { allowPrivate: true });
  if (!verdict.allowed) return { ok: false, code: verdict.code };
  return { ok: true, origin: verdict.url.origin, hostIsName: "name" in verdict.host };
}

// Visible ASCII: a key goes into an HTTP header, and anything else could forge a header or a log line.
const KEY = /^[\x21-\x7e]+$/;

/** Whether an API key as typed can be a panel's key: visible ASCII only (no spaces, controls, non-Latin). */
export function isPlausibleKey(key: string): boolean {
  return KEY.test(key);
}
