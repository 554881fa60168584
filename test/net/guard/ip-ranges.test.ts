import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inCidr, parseCidr, parseIp } from "../../../src/net/guard/ip-address.js";
import { type AddressKind, classifyIp } from "../../../src/net/guard/ip-ranges.js";

const IPV4: readonly [string, AddressKind][] = [
  ["0.0.0.0", "unspecified"],
  ["0.255.255.255", "unspecified"],
  ["1.1.1.1", "public"],
  ["9.255.255.255", "public"],
  ["10.0.0.0", "private"],
  ["10.255.255.255", "private"],
  ["11.0.0.0", "public"],
  ["100.63.255.255", "public"],
  ["100.64.0.0", "carrier-grade-nat"],
  ["100.127.255.255", "carrier-grade-nat"],
  ["100.128.0.0", "public"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["169.254.169.254", "link-local"],
  ["169.254.0.1", "link-local"],
  ["169.255.0.1", "public"],
  ["172.15.255.255", "public"],
  ["172.16.0.0", "private"],
  ["172.31.255.255", "private"],
  ["172.32.0.0", "public"],
  ["192.0.0.8", "reserved"],
  ["192.0.2.10", "documentation"],
  ["192.88.99.1", "reserved"],
  ["192.167.255.255", "public"],
  ["192.168.1.1", "private"],
  ["192.169.0.0", "public"],
  ["198.17.255.255", "public"],
  ["198.18.0.1", "benchmarking"],
  ["198.19.255.255", "benchmarking"],
  ["198.20.0.0", "public"],
  ["198.51.100.7", "documentation"],
  ["203.0.113.9", "documentation"],
  ["223.255.255.255", "public"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.254", "reserved"],
  ["255.255.255.255", "broadcast"],
];

const IPV6: readonly [string, AddressKind][] = [
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["[::1]", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:7f00:1", "loopback"],
  ["0:0:0:0:0:ffff:7f00:0001", "loopback"],
  ["::ffff:10.1.2.3", "private"],
  ["::ffff:a9fe:a9fe", "link-local"],
  ["::ffff:100.64.0.1", "carrier-grade-nat"],
  ["::ffff:8.8.8.8", "public"],
  ["::127.0.0.1", "loopback"],
  ["::7f00:1", "loopback"],
  ["::8.8.8.8", "reserved"],
  ["64:ff9b::127.0.0.1", "loopback"],
  ["64:ff9b::a9fe:a9fe", "link-local"],
  ["64:ff9b::c0a8:101", "private"],
  ["64:ff9b::808:808", "public"],
  ["64:ff9b:1::a00:1", "reserved"],
  ["2002:7f00:1::", "loopback"],
  ["2002:a00:1::1", "private"],
  ["2002:a9fe:a9fe::1", "link-local"],
  ["2002:808:808::1", "public"],
  ["100::1", "reserved"],
  ["2001::1", "reserved"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "reserved"],
  ["2001:db8::1", "documentation"],
  ["3fff::1", "documentation"],
  ["5f00::1", "reserved"],
  ["fc00::1", "unique-local"],
  ["fd00:ec2::254", "unique-local"],
  ["fdff:ffff::1", "unique-local"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local"],
  ["febf::1", "link-local"],
  ["fec0::1", "private"],
  ["ff02::1", "multicast"],
  ["ff05::1:3", "multicast"],
  ["4000::1", "reserved"],
  ["1fff::1", "reserved"],
  ["2606:4700:4700::1111", "public"],
  ["2a00:1450:4001::200e", "public"],
  ["2001:200::1", "public"],
];

describe("classifyIp", () => {
  it.each(IPV4)("classifies %s as %s", (ip, kind) => {
    expect(classifyIp(ip)).toBe(kind);
  });

  it.each(IPV6)("classifies %s as %s", (ip, kind) => {
    expect(classifyIp(ip)).toBe(kind);
  });

  it("throws for text that is not an IP address, names and loose IPv4 forms included", () => {
    for (const text of ["localhost", "0x7f.1", "127.1", "2130706433", "1.2.3.4.5", "::g", ""]) {
      expect(() => classifyIp(text)).toThrow("not an IP address");
    }
  });

  it("judges an IPv4 address the same in its mapped, NAT64 and 6to4 forms", () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const kind = classifyIp(v4);
        const value = Number(parseIp(v4)?.value);
        const hex = `${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
        expect(classifyIp(`::ffff:${v4}`)).toBe(kind);
        expect(classifyIp(`::ffff:${hex}`)).toBe(kind);
        expect(classifyIp(`64:ff9b::${hex}`)).toBe(kind);
        expect(classifyIp(`2002:${hex}::1`)).toBe(kind);
      }),
    );
  });
});

describe("CIDR blocks", () => {
  it("matches the first and last address of a block and nothing either side", () => {
    const block = parseCidr("172.16.0.0/12");
    expect(inCidr(parseIp("172.16.0.0")!, block)).toBe(true);
    expect(inCidr(parseIp("172.31.255.255")!, block)).toBe(true);
    expect(inCidr(parseIp("172.15.255.255")!, block)).toBe(false);
    expect(inCidr(parseIp("172.32.0.0")!, block)).toBe(false);
  });

  it("never matches an address of the other IP version", () => {
    expect(inCidr(parseIp("::a00:1")!, parseCidr("10.0.0.0/8"))).toBe(false);
    expect(inCidr(parseIp("0.0.0.1")!, parseCidr("::/96"))).toBe(false);
  });

  it("rejects a malformed block", () => {
    for (const text of ["10.0.0.0", "10.0.0.0/33", "::/129", "x/8", "10.0.0.0/-1"]) {
      expect(() => parseCidr(text)).toThrow("bad CIDR block");
    }
  });
});
