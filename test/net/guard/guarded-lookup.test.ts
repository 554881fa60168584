import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import { guardedLookup } from "../../../src/net/guard/guarded-agent.js";
import { AddressRefusedError } from "../../../src/net/guard/refusal.js";
import { tableResolver } from "../../support/counting-server.js";

type Answer = { error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number };

function ask(lookup: ReturnType<typeof guardedLookup>, name: string, options: object): Promise<Answer> {
  return new Promise((resolve) =>
    lookup(name, options, (error, address, family) => resolve({ error, address, family })),
  );
}

const { resolve } = tableResolver({
  "dual.test": ["93.184.215.14", "2606:4700::1111"],
  "half.test": ["2606:4700::1111", "fd00::1"],
});

describe("guardedLookup, the lookup sockets use", () => {
  const lookup = guardedLookup(resolve, {});

  it("hands every checked address to a happy-eyeballs connect, and the first to a plain one", async () => {
    expect(await ask(lookup, "dual.test", { all: true })).toEqual({
      error: null,
      address: [
        { address: "93.184.215.14", family: 4 },
        { address: "2606:4700::1111", family: 6 },
      ],
      family: undefined,
    });
    expect(await ask(lookup, "dual.test", {})).toEqual({ error: null, address: "93.184.215.14", family: 4 });
  });

  it("keeps to the family asked for", async () => {
    expect(await ask(lookup, "dual.test", { family: 6 })).toMatchObject({
      address: "2606:4700::1111",
      family: 6,
    });
    expect(await ask(lookup, "dual.test", { family: "IPv4", all: true })).toMatchObject({
      address: [{ address: "93.184.215.14", family: 4 }],
    });
  });

  it("refuses the whole answer when one address is not public, so no socket is opened", async () => {
    const answer = await ask(lookup, "half.test", { all: true });
    expect(answer.error).toBeInstanceOf(AddressRefusedError);
    expect(answer.address).toEqual([]);
  });

  it("passes a resolver's failure on with its code", async () => {
    expect((await ask(lookup, "missing.test", {})).error).toMatchObject({ code: "ENOTFOUND" });
  });
});
