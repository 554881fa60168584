import { inspect } from "node:util";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createKeySealer, type KeySealer } from "../../src/secrets/key-sealer.js";
import { SealedKeyError } from "../../src/secrets/sealed-key-error.js";

const SECRET = "q7Vh2mC9xLr4TzB1wNe8KpYs3Ud6Gf0A";
const OTHER_SECRET = "ZZq7Vh2mC9xLr4TzB1wNe8KpYs3Ud6Gf";
const API_KEY = "sc-9f8e7d6c5b4a39281706f5e4d3c2b1a0";
const ROW = { guildId: "111", stationKey: "https://radio.example.com:8080#1" };

/** The ways a key's bytes could show up in text. */
function spellings(text: string): string[] {
  const bytes = Buffer.from(text, "utf8");
  return [
    text,
    bytes.toString("hex"),
    bytes.toString("base64"),
    bytes.toString("base64url"),
    encodeURIComponent(text),
  ];
}

function expectFreeOf(haystack: string, ...secrets: string[]): void {
  for (const secret of secrets) {
    for (const spelling of spellings(secret)) expect(haystack).not.toContain(spelling);
  }
}

let sealer: KeySealer;
beforeAll(async () => {
  sealer = await createKeySealer(SECRET);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("sealing API keys", () => {
  it("opens what it sealed", () => {
    expect(sealer.open(sealer.seal(API_KEY))).toBe(API_KEY);
    expect(sealer.open(sealer.seal("ключ-🔑"))).toBe("ключ-🔑");
  });

  it("writes a versioned form naming the key, different every time (a random 96-bit IV per seal)", () => {
    const sealed = Array.from({ length: 50 }, () => sealer.seal(API_KEY));
    for (const value of sealed) expect(value).toMatch(new RegExp(`^v1\\.${sealer.keyId}\\.[A-Za-z0-9_-]+$`));
    expect(new Set(sealed).size).toBe(50);
    const ivs = sealed.map((value) =>
      Buffer.from(value.split(".")[2]!, "base64url").subarray(0, 12).toString("hex"),
    );
    expect(new Set(ivs).size).toBe(50);
  });

  it("keeps the key's bytes and the secret's bytes out of the sealed form, in every common encoding", () => {
    const sealed = sealer.seal(API_KEY);
    expectFreeOf(sealed, API_KEY, SECRET);
    const body = Buffer.from(sealed.split(".")[2]!, "base64url");
    expect(body.indexOf(Buffer.from(API_KEY))).toBe(-1);
    expect(body.toString("latin1")).not.toContain(API_KEY);
  });

  it("derives the same key id from the same secret and another from another secret", async () => {
    const again = await createKeySealer(SECRET);
    const other = await createKeySealer(OTHER_SECRET);
    expect(again.keyId).toBe(sealer.keyId);
    expect(other.keyId).not.toBe(sealer.keyId);
    expect(again.open(sealer.seal(API_KEY))).toBe(API_KEY);
    expectFreeOf(sealer.keyId, SECRET);
  });

  it("refuses an empty key and one too long to be an API key, without repeating it", () => {
    expect(() => sealer.seal("")).toThrow(RangeError);
    const long = "x".repeat(1025);
    expect(() => sealer.seal(long)).toThrow("An API key must be 1 to 1024 characters long.");
  });
});

describe("opening sealed keys that are not as sealed", () => {
  it("fails on any single changed character, with a clear error", () => {
    const sealed = sealer.seal(API_KEY);
    for (let i = 0; i < sealed.length; i++) {
      const replacement = sealed[i] === "A" ? "B" : "A";
      const changed = `${sealed.slice(0, i)}${replacement}${sealed.slice(i + 1)}`;
      expect(() => sealer.open(changed), `character ${i}`).toThrow(SealedKeyError);
    }
  });

  it("says a changed byte of the ciphertext, IV or tag means the key was altered", () => {
    const sealed = sealer.seal(API_KEY);
    const [version, keyId, payload] = sealed.split(".") as [string, string, string];
    const body = Buffer.from(payload, "base64url");
    for (let i = 0; i < body.length; i++) {
      const changed = Buffer.from(body);
      changed[i] = changed[i]! ^ 0x01;
      const error = (() => {
        try {
          sealer.open(`${version}.${keyId}.${changed.toString("base64url")}`);
          return null;
        } catch (caught) {
          return caught;
        }
      })();
      expect(error, `byte ${i}`).toMatchObject({ name: "SealedKeyError", problem: "tampered" });
    }
    expect(() => sealer.open(`${version}.${keyId}.${body.subarray(0, 20).toString("base64url")}`)).toThrow(
      "The stored API key has been changed or damaged since it was sealed, so it cannot be used; set the station's key again.",
    );
  });

  it("says a key sealed with another SECRET_KEY needs that secret, without showing either", async () => {
    const other = await createKeySealer(OTHER_SECRET);
    const sealed = other.seal(API_KEY);
    const error = (() => {
      try {
        sealer.open(sealed);
      } catch (caught) {
        return caught as SealedKeyError;
      }
      throw new Error("opened with the wrong secret");
    })();
    expect(error.problem).toBe("wrong-secret");
    expect(error.message).toBe(
      "The stored API key was sealed with a different SECRET_KEY. Set the SECRET_KEY it was sealed with, or set the station's key again.",
    );
    expectFreeOf(inspect(error), API_KEY, SECRET, OTHER_SECRET);
  });

  it("tells an unknown version from text that was never sealed", () => {
    expect(() => sealer.open(`v3.${sealer.keyId}.AAAA`)).toThrow(
      expect.objectContaining({ problem: "unknown-version" }),
    );
    for (const junk of [
      API_KEY,
      "",
      "v1..",
      `v1.${sealer.keyId}`,
      `v1.${sealer.keyId}.a b`,
      `v1.XYZ.${"A".repeat(40)}`,
    ]) {
      expect(() => sealer.open(junk), junk).toThrow(expect.objectContaining({ problem: "malformed" }));
    }
  });
});

describe("binding a sealed key to its row", () => {
  const other = { guildId: "222", stationKey: ROW.stationKey };
  const elsewhere = { guildId: ROW.guildId, stationKey: "https://other.example.com#1" };

  it("opens a key sealed for a row in that row only: a copy in another server's row or station's fails", () => {
    const sealed = sealer.seal(API_KEY, ROW);
    expect(sealed).toMatch(new RegExp(`^v2\\.${sealer.keyId}\\.`));
    expect(sealer.open(sealed, ROW)).toBe(API_KEY);
    expect(sealer.isCurrent(sealed)).toBe(true);
    for (const row of [other, elsewhere, undefined]) {
      expect(() => sealer.open(sealed, row)).toThrow(expect.objectContaining({ problem: "tampered" }));
    }
  });

  it("cannot be fooled by moving text between the server id and the station key", () => {
    const sealed = sealer.seal(API_KEY, { guildId: "1", stationKey: "23" });
    expect(() => sealer.open(sealed, { guildId: "12", stationKey: "3" })).toThrow(SealedKeyError);
  });

  it("still opens a key sealed the old way (unbound), and says it must be sealed again", () => {
    const old = sealer.seal(API_KEY);
    expect(old.startsWith("v1.")).toBe(true);
    expect(sealer.open(old, ROW)).toBe(API_KEY);
    expect(sealer.isCurrent(old)).toBe(false);
  });
});

describe("rotating SECRET_KEY", () => {
  it("opens keys sealed with a previous secret, seals with the current one and says which need re-sealing", async () => {
    const old = await createKeySealer(OTHER_SECRET);
    const oldSealed = old.seal(API_KEY);
    const rotated = await createKeySealer(SECRET, { previous: [OTHER_SECRET] });
    expect(rotated.open(oldSealed)).toBe(API_KEY);
    expect(rotated.isCurrent(oldSealed)).toBe(false);
    const resealed = rotated.seal(rotated.open(oldSealed), ROW);
    expect(rotated.isCurrent(resealed)).toBe(true);
    expect(sealer.open(resealed, ROW)).toBe(API_KEY);
  });
});

describe("what the sealer lets out", () => {
  it("logs nothing and shows neither the secret nor a key, whatever happens", async () => {
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
    for (const method of ["log", "info", "warn", "error", "debug", "trace"] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void written.push(args.map(String).join(" ")),
      );
    }
    const fresh = await createKeySealer(SECRET, { previous: [OTHER_SECRET] });
    const sealed = fresh.seal(API_KEY);
    fresh.open(sealed);
    for (const bad of [sealed.slice(0, -2), `v1.${"0".repeat(16)}.${sealed.split(".")[2]!}`]) {
      expect(() => fresh.open(bad)).toThrow(SealedKeyError);
    }
    vi.restoreAllMocks();
    expect(written).toEqual([]);
    expectFreeOf(
      `${inspect(fresh, { depth: 8, showHidden: true })} ${JSON.stringify(fresh)}`,
      SECRET,
      OTHER_SECRET,
      API_KEY,
    );
  });
});
