import { type AddressKind, classifyIp } from "./ip-ranges.js";
import { parseIp } from "./ip-address.js";
import { type Refusal, refusal } from "./refusal.js";
import type { Resolver } from "./resolver.js";

/** What the guard lets through. */
export interface GuardOptions {
  /** `ALLOW_PRIVATE_PANELS=true`: any address, for self-hosters; the scheme and form checks still apply. */
  readonly allowPrivate?: boolean;
}

/** The guard's answer: allowed, or refused with a reason. */
export type Verdict = { readonly allowed: true } | ({ readonly allowed: false } & Refusal);

/** A checked address: the parsed URL, and its host as an IP address or as a name still to be resolved. */
export type UrlVerdict =
  | { readonly allowed: true; readonly url: URL; readonly host: { ip: string } | { name: string } }
  | ({ readonly allowed: false } & Refusal);

const MAX_LENGTH = 2048;

/** Judges one IP address (any written form of IPv4 or IPv6). */
export function checkIp(ip: string, options: GuardOptions = {}): Verdict {
  if (options.allowPrivate) return { allowed: true };
  const kind = classifyIp(ip);
  return kind === "public" ? { allowed: true } : refused("not-public", kind);
}

/**
 * Judges an address as typed, without looking anything up: the WHATWG URL parser first normalises the host
 * (`2130706433`, `0x7f.1`, `017700000001` and `127.1` all become `127.0.0.1`; `[::ffff:127.0.0.1]` becomes
 * `[::ffff:7f00:1]`), so the literal checked is the one a connection would use.
 */
export function checkUrl(value: string, options: GuardOptions = {}): UrlVerdict {
  const text = value.trim();
  if (text.length > MAX_LENGTH) return refused("too-long");
  if (!URL.canParse(text)) return refused("malformed");
  const url = new URL(text);
  if (url.protocol !== "http:" && url.protocol !== "https:") return refused("scheme");
  if (url.username || url.password) return refused("credentials");
  if (!url.hostname) return refused("malformed");
  if (!parseIp(url.hostname)) return { allowed: true, url, host: { name: url.hostname } };
  const ip = url.hostname.replace(/^\[|\]$/g, "");
  const verdict = checkIp(ip, options);
  return verdict.allowed ? { allowed: true, url, host: { ip } } : verdict;
}

/** Judges everything a name resolved to: one address that is not public refuses them all. */
export function checkResolved(addresses: readonly string[], options: GuardOptions = {}): Verdict {
  if (addresses.length === 0) return refused("not-found");
  for (const address of addresses) {
    if (!parseIp(address)) return refused("lookup-failed");
    const verdict = checkIp(address, options);
    if (!verdict.allowed) return verdict;
  }
  return { allowed: true };
}

/**
 * Judges an address as typed and, for a host name, every address it resolves to now. Use it to answer the
 * person who typed the address; the guarded fetch checks again at connect time, so a name that changes its
 * answer later (DNS rebinding) is still refused then.
 */
export async function checkAddress(
  value: string,
  options: GuardOptions & { readonly resolve: Resolver },
): Promise<Verdict> {
  const verdict = checkUrl(value, options);
  if (!verdict.allowed) return verdict;
  if ("ip" in verdict.host) return { allowed: true };
  let addresses: readonly string[];
  try {
    addresses = await options.resolve(verdict.host.name);
  } catch (error) {
    return refused(isNotFound(error) ? "not-found" : "lookup-failed");
  }
  return checkResolved(addresses, options);
}

/** Whether a lookup failure means the name does not exist (rather than that DNS failed for now). */
export function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOTFOUND" || code === "ENODATA";
}

function refused(code: Refusal["code"], kind?: Exclude<AddressKind, "public">): { allowed: false } & Refusal {
  return { allowed: false, ...refusal(code, kind) };
}
