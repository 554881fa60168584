import { describe, expect, it } from "vitest";
import { voiceSupport } from "../../src/features/voice.js";
import { memoryLog } from "../e2e/world.js";

describe("voice support", () => {
  it("is off on a Node before 22.12, saying so once, without loading the voice library", async () => {
    const log = memoryLog();
    expect(await voiceSupport(true, log, "20.18.0")).toEqual({ voiceOff: "node", voiceLib: null });
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^info voice is off, \/radio is not registered: .*needs Node\.js 22\.12 or newer.*20\.18\.0/,
      ),
    ]);
  });

  it("is off for a bot without a station of its operator's (a public bot)", async () => {
    const log = memoryLog();
    expect(await voiceSupport(false, log, "22.12.0")).toEqual({ voiceOff: "no-station", voiceLib: null });
    expect(log.lines).toHaveLength(1);
  });
});
