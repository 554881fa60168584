import { isIPv4, isIPv6 } from "node:net";

/** An IP address as a number: 32 bits for IPv4, 128 bits for IPv6. */
export interface IpAddress {
  readonly version: 4 | 6;
  readonly value: bigint;
}

/**
 * Reads an IP address in the forms a resolver or a parsed URL gives: dotted-decimal IPv4, or IPv6 (compressed,
 * with an embedded dotted IPv4 tail, with or without brackets or a zone). Returns null for anything else, names
 * included; loose IPv4 forms such as `0x7f.1` are the URL parser's business, not this function's.
 */
export function parseIp(text: string): IpAddress | null {
  const bare = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  if (isIPv4(bare)) return { version: 4, value: BigInt(ipv4ToNumber(bare)) };
  if (isIPv6(bare)) return { version: 6, value: ipv6ToBigInt(bare) };
  return null;
}

function ipv4ToNumber(dotted: string): number {
  return dotted.split(".").reduce((acc, part) => acc * 256 + Number(part), 0);
}

function ipv6ToBigInt(text: string): bigint {
  // A zone (`fe80::1%eth0`) names an interface, not part of the address.
  let address = text.split("%")[0] ?? "";
  const lastColon = address.lastIndexOf(":");
  const tail = address.slice(lastColon + 1);
  if (tail.includes(".")) {
    const v4 = ipv4ToNumber(tail);
    address = `${address.slice(0, lastColon + 1)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const [head = "", rest] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = rest === undefined ? [] : rest ? rest.split(":") : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** A block of addresses: `10.0.0.0/8`, `fc00::/7`. */
export interface Cidr {
  readonly version: 4 | 6;
  readonly base: bigint;
  readonly bits: number;
}

/** Parses `address/bits`; throws on a malformed block (the tables are written by hand, so fail loudly). */
export function parseCidr(text: string): Cidr {
  const [address = "", bits = ""] = text.split("/");
  const ip = parseIp(address);
  const prefix = Number(bits);
  const width = ip?.version === 4 ? 32 : 128;
  if (!ip || !/^\d+$/.test(bits) || prefix > width) throw new Error(`bad CIDR block ${text}`);
  return { version: ip.version, base: ip.value, bits: prefix };
}

/** Whether the address lies in the block. */
export function inCidr(ip: IpAddress, block: Cidr): boolean {
  if (ip.version !== block.version) return false;
  const shift = BigInt((block.version === 4 ? 32 : 128) - block.bits);
  return ip.value >> shift === block.base >> shift;
}
