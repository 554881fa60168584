import type { LookupAddress, LookupOptions } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import type { Agent, buildConnector, Dispatcher } from "undici";
import { checkIp, checkResolved, type GuardOptions } from "./address-guard.js";
import { loadUndici } from "./load-undici.js";
import { AddressRefusedError } from "./refusal.js";
import { type Resolver, systemResolver } from "./resolver.js";

/** The longest an idle connection is kept by default, whatever a server's `Keep-Alive` asks for. */
export const ORIGIN_IDLE_MS = 60_000;
/** How long an idle connection is kept when the server gives no `Keep-Alive` hint (undici's own default). */
const KEEP_ALIVE_MS = 4_000;

/** How the guarded agent resolves names, what it lets through, and what it keeps. */
export interface GuardedAgentOptions extends GuardOptions {
  /** Default: the operating system's resolver. */
  readonly resolve?: Resolver;
  /** How long to wait for a connection, per attempt (default 10 s). */
  readonly connectTimeoutMs?: number;
  /**
   * The longest an idle connection is kept (default {@link ORIGIN_IDLE_MS}; 4 s, or less, when the server names
   * no time). An origin is forgotten with its last connection, so this is also how long an idle origin is kept.
   */
  readonly idleMs?: number;
  /**
   * Origins kept at once (default: no bound of its own). Past it, a new origin's connection is closed after its
   * request instead of kept, so it leaves as soon as it is answered; one in flight may pass the bound while it runs
   * (requests in flight are bounded by the gates above).
   */
  readonly maxOrigins?: number;
}

/** The guarded dispatcher and what it holds. */
export interface GuardedAgent {
  /** The dispatcher for undici's `fetch`. */
  readonly dispatcher: Dispatcher;
  /** undici's `Agent` underneath, for its events (`connect`, `disconnect`: an origin is forgotten on its last). */
  readonly agent: Agent;
  /** Origins with a connection open or opening now. */
  origins(): number;
  /** Closes every connection (waiting for requests in flight). */
  close(): Promise<void>;
}

/**
 * An undici `Agent` that judges the address each socket is about to connect to. A name is resolved once, every
 * address it gave is checked, and the socket connects to those same addresses: there is no second lookup for a
 * rebinding DNS server to answer differently. A refused address fails the connection with an
 * {@link AddressRefusedError} before any packet is sent. The `Agent` forgets an origin once its last connection
 * closes (undici 7; undici 6 kept every origin for ever), and idle connections close after `idleMs` at most, so
 * addresses strangers name leave nothing behind.
 */
export function createGuardedAgent(options: GuardedAgentOptions = {}): GuardedAgent {
  const idleMs = options.idleMs ?? ORIGIN_IDLE_MS;
  const { Agent } = loadUndici();
  const agent = new Agent({
    connect: guardedConnector(options),
    keepAliveTimeout: Math.min(KEEP_ALIVE_MS, idleMs),
    keepAliveMaxTimeout: idleMs,
  });
  const origins = () => Object.keys(agent.stats).length;
  const max = options.maxOrigins;
  // undici's own `maxOrigins` fails the request of an origin past it; here it is answered, and not kept.
  const dispatcher =
    max === undefined
      ? agent
      : agent.compose((dispatch) => (request, handler) => {
          const full = !(String(request.origin) in agent.stats) && origins() >= max;
          return dispatch(full ? { ...request, reset: true } : request, handler);
        });
  return { dispatcher, agent, origins, close: () => agent.close() };
}

/** The connector every connection uses: an IP literal judged here, a name judged by {@link guardedLookup}. */
function guardedConnector(options: GuardedAgentOptions): buildConnector.connector {
  const connect = loadUndici().buildConnector({
    lookup: guardedLookup(options.resolve ?? systemResolver, options),
    timeout: options.connectTimeoutMs ?? 10_000,
  });
  return (target, callback) => {
    // Sockets skip `lookup` for an IP literal, so a literal is judged here.
    if (isIP(target.hostname)) {
      const verdict = checkIp(target.hostname, options);
      if (!verdict.allowed) return callback(new AddressRefusedError(verdict), null);
    }
    connect(target, callback);
  };
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
