import { type Cidr, inCidr, type IpAddress, parseCidr, parseIp } from "./ip-address.js";

/** Why an address is not on the public internet, or `public` when it is. */
export type AddressKind =
  | "public"
  | "unspecified"
  | "loopback"
  | "private"
  | "carrier-grade-nat"
  | "link-local"
  | "multicast"
  | "broadcast"
  | "documentation"
  | "benchmarking"
  | "unique-local"
  | "reserved";

/** The IPv4 blocks IANA's special-purpose registry marks as not globally reachable, most specific first. */
const IPV4: readonly (readonly [string, AddressKind])[] = [
  ["0.0.0.0/8", "unspecified"],
  ["10.0.0.0/8", "private"],
  ["100.64.0.0/10", "carrier-grade-nat"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.0.0/16", "link-local"], // cloud metadata (169.254.169.254) lives here
  ["172.16.0.0/12", "private"],
  ["192.0.0.0/24", "reserved"], // IETF protocol assignments (DS-Lite, NAT64 discovery)
  ["192.0.2.0/24", "documentation"],
  ["192.88.99.0/24", "reserved"], // the retired 6to4 relay anycast
  ["192.168.0.0/16", "private"],
  ["198.18.0.0/15", "benchmarking"],
  ["198.51.100.0/24", "documentation"],
  ["203.0.113.0/24", "documentation"],
  ["224.0.0.0/4", "multicast"],
  ["255.255.255.255/32", "broadcast"],
  ["240.0.0.0/4", "reserved"],
];

/** IPv6 blocks refused outright; the forms that carry an IPv4 address are handled before these. */
const IPV6: readonly (readonly [string, AddressKind])[] = [
  ["::/128", "unspecified"],
  ["::1/128", "loopback"],
  ["64:ff9b:1::/48", "reserved"], // NAT64 for local use: leads into the operator's own network
  ["100::/64", "reserved"], // discard-only
  ["2001:db8::/32", "documentation"],
  ["2001::/23", "reserved"], // IETF protocol assignments, Teredo included
  ["3fff::/20", "documentation"],
  ["5f00::/16", "reserved"], // segment routing
  ["fc00::/7", "unique-local"],
  ["fe80::/10", "link-local"],
  ["fec0::/10", "private"], // the retired site-local block
  ["ff00::/8", "multicast"],
];

const table = (rows: readonly (readonly [string, AddressKind])[]) =>
  rows.map(([block, kind]) => [parseCidr(block), kind] as const);
const V4_BLOCKS = table(IPV4);
const V6_BLOCKS = table(IPV6);
const MAPPED = parseCidr("::ffff:0:0/96");
const NAT64 = parseCidr("64:ff9b::/96");
const COMPATIBLE = parseCidr("::/96");
const SIX_TO_FOUR = parseCidr("2002::/16");
const GLOBAL_UNICAST = parseCidr("2000::/3");

/** Classifies an IP address (IPv4, or IPv6 in any written form); throws when the text is not an IP address. */
export function classifyIp(text: string): AddressKind {
  const ip = parseIp(text);
  if (!ip) throw new Error("not an IP address");
  return classify(ip);
}

function classify(ip: IpAddress): AddressKind {
  if (ip.version === 4) return lookUp(ip, V4_BLOCKS) ?? "public";
  const low32: IpAddress = { version: 4, value: ip.value & 0xffff_ffffn };
  // Forms that reach an IPv4 address are judged by that address.
  if (inCidr(ip, MAPPED) || inCidr(ip, NAT64)) return classify(low32);
  if (ip.value > 1n && inCidr(ip, COMPATIBLE)) {
    // Deprecated since 2006 and routed by nothing today: refused even when the IPv4 inside is public.
    const inner = classify(low32);
    return inner === "public" ? "reserved" : inner;
  }
  if (inCidr(ip, SIX_TO_FOUR)) return classify({ version: 4, value: (ip.value >> 80n) & 0xffff_ffffn });
  return lookUp(ip, V6_BLOCKS) ?? (inCidr(ip, GLOBAL_UNICAST) ? "public" : "reserved");
}

function lookUp(ip: IpAddress, blocks: readonly (readonly [Cidr, AddressKind])[]): AddressKind | undefined {
  return blocks.find(([block]) => inCidr(ip, block))?.[1];
}
