import type { LookupAddress, LookupOptions } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { buildConnector } from "undici";
import { checkIp, checkResolved, type GuardOptions } from "./address-guard.js";
import type { Timers } from "../../clock.js";
import { OriginPools } from "./origin-pools.js";
import { AddressRefusedError } from "./refusal.js";
import { type Resolver, systemResolver } from "./resolver.js";

/** How the guarded agent resolves names and what it lets through. */
export interface GuardedAgentOptions extends GuardOptions {
  /** Default: the operating system's resolver. */
  readonly resolve?: Resolver;
  /** How long to wait for a connection, per attempt (default 10 s). */
  readonly connectTimeoutMs?: number;
  /** How long an origin's idle pool is kept (default `ORIGIN_IDLE_MS`, one minute). */
  readonly idleMs?: number;
  /** The most origins kept at once (default `MAX_ORIGINS`). */
  readonly maxOrigins?: number;
  /** The clock that ages idle pools (default: the process's). */
  readonly timers?: Timers;
}

/**
 * An undici dispatcher that judges the address each socket is about to connect to. A name is resolved once, every
 * address it gave is checked, and the socket connects to those same addresses: there is no second lookup for a
 * rebinding DNS server to answer differently. A refused address fails the connection with an
 * {@link AddressRefusedError} before any packet is sent. Each origin's pool is dropped once idle
 * ({@link OriginPools}), so addresses strangers name leave nothing behind.
 */
export function createGuardedAgent(options: GuardedAgentOptions = {}): OriginPools {
  const connect = buildConnector({
    lookup: guardedLookup(options.resolve ?? systemResolver, options),
    timeout: options.connectTimeoutMs ?? 10_000,
  });
  return new OriginPools({
    ...(options.idleMs === undefined ? {} : { idleMs: options.idleMs }),
    ...(options.maxOrigins === undefined ? {} : { maxOrigins: options.maxOrigins }),
    ...(options.timers === undefined ? {} : { timers: options.timers }),
    connect: (target, callback) => {
      // Sockets skip `lookup` for an IP literal, so a literal is judged here.
      if (isIP(target.hostname)) {
        const verdict = checkIp(target.hostname, options);
        if (!verdict.allowed) return callback(new AddressRefusedError(verdict), null);
      }
      connect(target, callback);
    },
  });
}

/** A `lookup` for `net.connect` that resolves with the injected resolver and refuses what the guard refuses. */
export function guardedLookup(resolve: Resolver, options: GuardOptions): LookupFunction {
  return (hostname: string, lookupOptions: LookupOptions, callback) => {
    const fail = (error: NodeJS.ErrnoException) =>
      lookupOptions.all ? callback(error, []) : callback(error, "", 0);
    resolve(hostname).then(
      (addresses) => {
        const verdict = checkResolved(addresses, options);
        if (!verdict.allowed) return fail(new AddressRefusedError(verdict));
        const family =
          lookupOptions.family === "IPv4" ? 4 : lookupOptions.family === "IPv6" ? 6 : lookupOptions.family;
        const entries: LookupAddress[] = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => !family || entry.family === family);
        const first = entries[0];
        if (!first)
          return fail(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }));
        return lookupOptions.all ? callback(null, entries) : callback(null, first.address, first.family);
      },
      // The resolver's own error keeps its code (ENOTFOUND, EAI_AGAIN), which the panel client already explains.
      (error: NodeJS.ErrnoException) => fail(error),
    );
  };
}
