import davey from "@snazzah/davey";
import { describe, expect, it } from "vitest";
import { ExternalSender, readVector, splitCommitWelcome, vector } from "./mls.js";

const CHANNEL = "620000000000000001";
const BOT = "900000000000000001";
const LISTENER = "100000000000000777";

describe("the fake's MLS external sender, with @snazzah/davey on both sides", () => {
  it("proposes a listener into a bot's group, splits the commit from the welcome, and the two share audio", () => {
    const sender = new ExternalSender();
    const bot = new davey.DAVESession(1, BOT, CHANNEL);
    const listener = new davey.DAVESession(1, LISTENER, CHANNEL);
    bot.setExternalSender(sender.package());
    listener.setExternalSender(sender.package());
    const proposals = sender.proposeAdd(CHANNEL, 0n, listener.getSerializedKeyPackage());
    expect(proposals[0]).toBe(0); // An append.
    const { commit, welcome } = bot.processProposals(0, proposals.subarray(1), [LISTENER]);
    const split = splitCommitWelcome(Buffer.concat([commit!, welcome!]));
    expect(split.commit.equals(commit!)).toBe(true);
    expect(split.welcome?.equals(welcome!)).toBe(true);
    listener.processWelcome(split.welcome!);
    bot.processCommit(split.commit);
    expect([bot.ready, listener.ready, listener.epoch]).toEqual([true, true, 1n]);
    const frame = Buffer.from([0xfc, 0xff, 0xfe, 1, 2, 3, 4, 5, 6]);
    expect(listener.decrypt(BOT, 0, bot.encryptOpus(frame)).equals(frame)).toBe(true);
  });

  it("refuses a proposal for another channel's group", () => {
    const sender = new ExternalSender();
    const bot = new davey.DAVESession(1, BOT, CHANNEL);
    const listener = new davey.DAVESession(1, LISTENER, CHANNEL);
    bot.setExternalSender(sender.package());
    const proposals = sender.proposeAdd("620000000000000002", 0n, listener.getSerializedKeyPackage());
    expect(() => bot.processProposals(0, proposals.subarray(1), [LISTENER])).toThrow();
  });
});

describe("MLS vectors", () => {
  it("use the shortest varint length and read back", () => {
    for (const length of [0, 63, 64, 16_383, 16_384]) {
      const encoded = vector(Buffer.alloc(length, 1));
      expect(encoded.length - length).toBe(length < 64 ? 1 : length < 16_384 ? 2 : 4);
      expect(readVector(encoded, 0)).toEqual({ start: encoded.length - length, end: encoded.length });
    }
  });
});
