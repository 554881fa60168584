import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAddress, checkResolved, checkUrl } from "../../../src/net/guard/address-guard.js";
import { systemResolver } from "../../../src/net/guard/resolver.js";
import { tableResolver } from "../../support/counting-server.js";

/** Literal hosts that all mean a non-public address once the URL parser has normalised them. */
const HOSTILE_LITERALS: readonly [string, string][] = [
  ["http://127.0.0.1/", "loopback"],
  ["http://2130706433/", "loopback"],
  ["http://0x7f.1/", "loopback"],
  ["http://0x7f000001/", "loopback"],
  ["http://017700000001/", "loopback"],
  ["http://0177.0.0.1/", "loopback"],
  ["http://127.1/", "loopback"],
  ["http://127.0.0.1./", "loopback"],
  ["http://127.000.000.001/", "loopback"],
  ["http://0x7f.0x0.0x0.0x1/", "loopback"],
  ["http://127\u30020\u30020\u30021/", "loopback"],
  ["http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/", "loopback"],
  ["http://%31%32%37.0.0.1/", "loopback"],
  ["http://[::1]/", "loopback"],
  ["http://[0:0:0:0:0:0:0:1]/", "loopback"],
  ["http://[::ffff:127.0.0.1]/", "loopback"],
  ["http://[::ffff:7f00:1]/", "loopback"],
  ["http://[0:0:0:0:0:ffff:127.0.0.1]/", "loopback"],
  ["http://[::127.0.0.1]/", "loopback"],
  ["http://[64:ff9b::127.0.0.1]/", "loopback"],
  ["http://[2002:7f00:1::]/", "loopback"],
  ["http://0/", "unspecified"],
  ["http://0.0.0.0:8080/", "unspecified"],
  ["http://[::]/", "unspecified"],
  ["http://10.0.0.1/", "private"],
  ["http://167772161/", "private"],
  ["http://172.16.5.4/", "private"],
  ["http://192.168.0.1:8080/api/v2/", "private"],
  ["http://0xc0.0xa8.1/", "private"],
  ["http://169.254.169.254/latest/meta-data/", "link-local"],
  ["http://2852039166/", "link-local"],
  ["http://0xa9fea9fe/", "link-local"],
  ["http://[::ffff:169.254.169.254]/", "link-local"],
  ["http://[fe80::1]/", "link-local"],
  ["http://100.64.0.1/", "carrier-grade-nat"],
  ["http://224.0.0.1/", "multicast"],
  ["http://[ff02::1]/", "multicast"],
  ["http://255.255.255.255/", "broadcast"],
  ["http://240.0.0.1/", "reserved"],
  ["http://198.18.0.1/", "benchmarking"],
  ["http://192.0.2.1/", "documentation"],
  ["http://[fd00:ec2::254]/", "unique-local"],
  ["http://[fc00::1]/", "unique-local"],
  ["https://10.0.0.1:8443/", "private"],
];

describe("checkUrl", () => {
  it.each(HOSTILE_LITERALS)("refuses %s (%s) without looking anything up", (url, kind) => {
    const verdict = checkUrl(url);
    expect(verdict).toMatchObject({ allowed: false, code: "not-public", kind });
  });

  it.each(HOSTILE_LITERALS)("lets %s through when private panels are allowed", (url) => {
    expect(checkUrl(url, { allowPrivate: true })).toMatchObject({ allowed: true });
  });

  it("allows a public address, as an IP literal or as a name still to resolve", () => {
    expect(checkUrl("https://93.184.215.14:8080/")).toMatchObject({
      allowed: true,
      host: { ip: "93.184.215.14" },
    });
    expect(checkUrl("http://[2606:4700::1111]:1030/")).toMatchObject({
      allowed: true,
      host: { ip: "2606:4700::1111" },
    });
    expect(checkUrl("  https://Radio.Example.com:8080/api/v2/ ")).toMatchObject({
      allowed: true,
      host: { name: "radio.example.com" },
    });
  });

  it("sees through every decimal, hex and octal spelling of any IPv4 address", () => {
    fc.assert(
      fc.property(fc.ipV4(), (dotted) => {
        const n = dotted.split(".").reduce((acc, part) => acc * 256 + Number(part), 0);
        const expected = checkUrl(`http://${dotted}/`);
        for (const spelling of [String(n), `0x${n.toString(16)}`, `0${n.toString(8)}`]) {
          expect(checkUrl(`http://${spelling}/`)).toEqual(expected);
        }
      }),
    );
  });

  it.each([
    ["ftp://radio.example.com/", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["javascript:alert(1)", "scheme"],
    ["gopher://127.0.0.1:6379/_INFO", "scheme"],
    ["ws://radio.example.com:8080/", "scheme"],
    ["radio.example.com:8080", "scheme"],
    ["not an address", "malformed"],
    ["http://", "malformed"],
    ["", "malformed"],
    ["http://user:pass@radio.example.com/", "credentials"],
    ["http://user@radio.example.com/", "credentials"],
    [`https://radio.example.com/${"a".repeat(2100)}`, "too-long"],
  ])("refuses %s: %s, even when private panels are allowed", (url, code) => {
    expect(checkUrl(url)).toMatchObject({ allowed: false, code });
    expect(checkUrl(url, { allowPrivate: true })).toMatchObject({ allowed: false, code });
  });

  it("gives reasons with no addresses and no internals in them", () => {
    for (const [url] of HOSTILE_LITERALS) {
      const verdict = checkUrl(url);
      if (verdict.allowed) throw new Error(`${url} was allowed`);
      expect(verdict).toMatchObject({ code: "not-public", reason: "a private, local or reserved address" });
    }
  });
});

describe("checkAddress with a resolver", () => {
  const { resolve, asked } = tableResolver({
    "radio.example.com": ["93.184.215.14", "2606:4700::1111"],
    "metadata.test": ["169.254.169.254"],
    "internal.test": ["10.20.30.40"],
    "half-private.test": ["93.184.215.14", "192.168.1.10"],
    "mapped.test": ["::ffff:127.0.0.1"],
    "nat64.test": ["64:ff9b::a9fe:a9fe"],
    "ula.test": ["fd12:3456::1"],
    localhost: ["127.0.0.1", "::1"],
    "empty.test": [],
    "junk.test": ["not-an-ip"],
  });

  it("allows a name when every address it resolves to is public", async () => {
    await expect(checkAddress("https://radio.example.com:8080/", { resolve })).resolves.toEqual({
      allowed: true,
    });
  });

  it.each([
    ["http://metadata.test/", "link-local"],
    ["http://internal.test:8080/", "private"],
    ["http://half-private.test/", "private"],
    ["http://mapped.test/", "loopback"],
    ["http://nat64.test/", "link-local"],
    ["http://ula.test/", "unique-local"],
    ["http://localhost:3000/", "loopback"],
    ["http://LocalHost/", "loopback"],
  ])("refuses %s, whose addresses include a %s one", async (url, kind) => {
    const verdict = await checkAddress(url, { resolve });
    expect(verdict).toMatchObject({ allowed: false, code: "not-public", kind });
    if (!verdict.allowed) expect(verdict.reason).not.toMatch(/169\.254|10\.20|192\.168|127\.0|fd12|::/);
  });

  it("lets names that resolve to private addresses through when private panels are allowed", async () => {
    await expect(checkAddress("http://metadata.test/", { resolve, allowPrivate: true })).resolves.toEqual({
      allowed: true,
    });
  });

  it("says a name was not found, or could not be looked up, in plain words", async () => {
    const flaky = async () => {
      throw Object.assign(new Error("queryA EAI_AGAIN"), { code: "EAI_AGAIN" });
    };
    await expect(checkAddress("http://missing.test/", { resolve })).resolves.toMatchObject({
      code: "not-found",
      reason: "no such host name",
    });
    await expect(checkAddress("http://empty.test/", { resolve })).resolves.toMatchObject({
      code: "not-found",
    });
    await expect(checkAddress("http://junk.test/", { resolve })).resolves.toMatchObject({
      code: "lookup-failed",
    });
    const verdict = await checkAddress("http://radio.example.com/", { resolve: flaky });
    expect(verdict).toMatchObject({ code: "lookup-failed" });
    if (!verdict.allowed) expect(verdict.reason).not.toContain("EAI_AGAIN");
  });

  it("does not resolve an IP literal, and does not resolve an address refused as typed", async () => {
    asked.length = 0;
    await checkAddress("http://93.184.215.14/", { resolve });
    await checkAddress("ftp://radio.example.com/", { resolve });
    await checkAddress("http://127.1/", { resolve });
    expect(asked).toEqual([]);
  });
});

describe("checkResolved", () => {
  it("refuses the whole answer when one address is not public", () => {
    expect(checkResolved(["2606:4700::1111", "fe80::1"])).toMatchObject({
      allowed: false,
      kind: "link-local",
    });
    expect(checkResolved(["2606:4700::1111", "93.184.215.14"])).toEqual({ allowed: true });
  });
});

describe("systemResolver", () => {
  it("returns an IP literal as it is, without asking DNS", async () => {
    await expect(systemResolver("127.0.0.1")).resolves.toEqual(["127.0.0.1"]);
  });
});
