import { lookup } from "node:dns/promises";

/** Turns a host name into every IP address it stands for. Injected, so tests never ask a real DNS server. */
export type Resolver = (hostname: string) => Promise<readonly string[]>;

/** The operating system's resolver (getaddrinfo: hosts file, then DNS), every address, in its own order. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
