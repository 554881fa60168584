import { Resolver as DnsResolver } from "node:dns/promises";
import { isIP } from "node:net";
import { hostsFileAddresses } from "./hosts-file.js";

/** Turns a host name into every IP address it stands for. Injected, so tests never ask a real DNS server. */
export type Resolver = (hostname: string) => Promise<readonly string[]>;

/** The two queries the guard asks DNS (a c-ares `dns.promises.Resolver` has both). */
export interface DnsQueries {
  resolve4(hostname: string): Promise<string[]>;
  resolve6(hostname: string): Promise<string[]>;
}

/** How long c-ares waits for one DNS answer, per try. */
const DNS_TRY_MS = 2_000;
const DNS_TRIES = 2;

/**
 * Resolves a name the way the guard needs, without libuv's thread pool: an IP literal as it is; then the hosts
 * file (where `localhost` lives); then `localhost` and `*.localhost` as loopback (RFC 6761) when the hosts file
 * does not say; then DNS through c-ares (A and AAAA at once), which has its own timeout. `dns.lookup` is not used:
 * its getaddrinfo holds one of libuv's four threads until the system resolver gives up, whatever the caller waits.
 */
export function createDnsResolver(
  dns: DnsQueries = new DnsResolver({
    timeout: DNS_TRY_MS,
    tries: DNS_TRIES,
  }),
  hosts: (hostname: string) => Promise<readonly string[]> = hostsFileAddresses,
): Resolver {
  return async (hostname) => {
    if (isIP(hostname)) return [hostname];
    const name = hostname.toLowerCase().replace(/\.$/, "");
    const listed = await hosts(name);
    if (listed.length > 0) return listed;
    if (name === "localhost" || name.endsWith(".localhost")) return ["127.0.0.1", "::1"];
    const answers = await Promise.allSettled([dns.resolve4(name), dns.resolve6(name)]);
    const addresses = answers.flatMap((answer) => (answer.status === "fulfilled" ? answer.value : []));
    if (addresses.length > 0) return addresses;
    const errors = answers.flatMap((answer) =>
      answer.status === "rejected" ? [answer.reason as unknown] : [],
    );
    // A name with no A and no AAAA record is not found; any other failure (timeout, refused) is passed on.
    const failure = errors.find((error) => !isMissing(error));
    throw failure instanceof Error ? failure : notFound(hostname);
  };
}

/**
 * The resolver the guard uses unless one is injected ({@link createDnsResolver}). The registry puts it, like any
 * injected resolver, under a deadline and a cap on lookups at once (`boundedResolver`).
 */
export const systemResolver: Resolver = createDnsResolver();

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOTFOUND" || code === "ENODATA";
}

function notFound(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" });
}
