import { describe, expect, it } from "vitest";
import { REPLY_MESSAGE_JSON, replyMessageJson } from "../../src/store/rows/reply-message-json.js";

describe("a queued message with files", () => {
  it("keeps each file's bytes through the outbox's JSON (base64), and a message without files as before", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 10, 13]);
    const message = {
      embeds: [{ title: "Week" }],
      components: [],
      files: [{ name: "stats.png", data: png }],
    };
    const stored = replyMessageJson(message);
    expect(stored).toContain('"base64":"iVBORwD/Cg0="');
    const read = REPLY_MESSAGE_JSON.parse(JSON.parse(stored));
    expect(read.files?.[0]?.name).toBe("stats.png");
    expect(read.files?.[0]?.data.equals(png)).toBe(true);
    const plain = { embeds: [], components: [], content: "hi" };
    expect(replyMessageJson(plain)).toBe(JSON.stringify(plain));
    expect(REPLY_MESSAGE_JSON.parse(JSON.parse(replyMessageJson(plain)))).toEqual(plain);
  });
});
