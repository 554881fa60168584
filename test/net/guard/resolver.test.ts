import { describe, expect, it } from "vitest";
import { createDnsResolver } from "../../../src/net/guard/resolver.js";
import { addressesIn } from "../../../src/net/guard/hosts-file.js";

const fail = (code: string) => Promise.reject(Object.assign(new Error(code), { code }));

function dns(answers: Record<string, { a?: string[] | string; aaaa?: string[] | string }>) {
  const asked: string[] = [];
  const pick = (value: string[] | string | undefined) =>
    typeof value === "string" ? fail(value) : value ? Promise.resolve(value) : fail("ENODATA");
  return {
    asked,
    dns: {
      resolve4: (name: string) => (asked.push(name), pick(answers[name]?.a ?? "ENOTFOUND")),
      resolve6: (name: string) => pick(answers[name]?.aaaa ?? "ENOTFOUND"),
    },
  };
}

const noHosts = async () => [];

describe("createDnsResolver", () => {
  it("returns A and AAAA records together, from c-ares rather than the thread pool", async () => {
    const { dns: fake } = dns({ "radio.test": { a: ["93.184.215.14"], aaaa: ["2606:4700::1111"] } });
    const resolve = createDnsResolver(fake, noHosts);
    await expect(resolve("radio.test")).resolves.toEqual(["93.184.215.14", "2606:4700::1111"]);
  });

  it("says not found when the name has neither, and passes a timeout on as it is", async () => {
    const { dns: fake } = dns({ "v4.test": { a: "ETIMEOUT", aaaa: "ENODATA" } });
    const resolve = createDnsResolver(fake, noHosts);
    await expect(resolve("missing.test")).rejects.toMatchObject({ code: "ENOTFOUND" });
    await expect(resolve("v4.test")).rejects.toMatchObject({ code: "ETIMEOUT" });
  });

  it("answers what the hosts file lists first, and localhost as loopback when it does not", async () => {
    const { dns: fake, asked } = dns({});
    const hosts = async (name: string) => addressesIn("127.0.0.1 localhost\n10.0.0.5 panel # box\n", name);
    const resolve = createDnsResolver(fake, hosts);
    await expect(resolve("panel")).resolves.toEqual(["10.0.0.5"]);
    await expect(resolve("LOCALHOST.")).resolves.toEqual(["127.0.0.1"]);
    await expect(createDnsResolver(fake, noHosts)("app.localhost")).resolves.toEqual(["127.0.0.1", "::1"]);
    await expect(resolve("127.0.0.1")).resolves.toEqual(["127.0.0.1"]);
    expect(asked).toEqual([]);
  });
});

describe("addressesIn, a hosts file's text", () => {
  it("lists every address for a name, skipping comments and junk", () => {
    const text = "# 10.0.0.9 panel\n127.0.0.1 localhost\n::1 localhost ip6-localhost\nnot-an-ip localhost\n";
    expect(addressesIn(text, "localhost")).toEqual(["127.0.0.1", "::1"]);
    expect(addressesIn(text, "panel")).toEqual([]);
  });
});
