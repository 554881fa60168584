import { describe, expect, it } from "vitest";
import { createKeySealer } from "../../src/secrets/key-sealer.js";
import { sealingAvailability } from "../../src/secrets/sealing-availability.js";

describe("sealingAvailability", () => {
  it("refuses to store keys without SECRET_KEY, and says why", () => {
    for (const unset of [undefined, ""]) {
      expect(sealingAvailability(unset)).toEqual({
        available: false,
        problem: "unset",
        reason:
          "This bot cannot store API keys: its operator has not set SECRET_KEY. A panel that needs no key can still be set up.",
      });
    }
  });

  it("refuses a SECRET_KEY shorter than 32 characters, without repeating it", () => {
    const verdict = sealingAvailability("short-secret-31-characters-long");
    expect(verdict).toMatchObject({ available: false, problem: "too-short" });
    expect(JSON.stringify(verdict)).not.toContain("short-secret");
  });

  it("allows sealing with a SECRET_KEY of 32 characters or more", () => {
    expect(sealingAvailability("a".repeat(32))).toEqual({ available: true });
  });

  it("will not create a sealer when sealing is not available", async () => {
    await expect(createKeySealer("")).rejects.toThrow("its operator has not set SECRET_KEY");
    await expect(createKeySealer("too short")).rejects.toThrow("shorter than 32 characters");
  });
});
