import { describe, expect, it } from "vitest";
import { voiceSupport } from "../../src/features/voice.js";
import { memoryLog } from "../e2e/world.js";

describe("voice support", () => {
  it("is off on a Node before 22.12, saying so once, without loading the voice library", async () => {
    const log = memoryLog();
    expect(await voiceSupport(log, "20.18.0")).toEqual({ voiceOff: "node", voiceLib: null });
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^info voice is off, \/radio is not registered: .*needs Node\.js 22\.12 or newer.*20\.18\.0/,
      ),
    ]);
  });

  it("is on from Node 22.12 in every mode, a public bot's included: nothing is logged", async () => {
    const log = memoryLog();
    const support = await voiceSupport(log, "22.12.0");
    expect(support.voiceOff).toBeNull();
    expect(log.lines).toEqual([]);
  });
});
