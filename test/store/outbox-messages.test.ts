import { describe, expect, it } from "vitest";
import { renderAnnouncement, withRolePing } from "../../src/render/announcements.js";
import { renderDeadAir } from "../../src/render/dead-air.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { REPLY_MESSAGE_JSON } from "../../src/store/rows/reply-message-json.js";
import type { Layout } from "../../src/templates/style.js";
import { AT, EVENTS } from "../render/announcement-events.js";

/** A message as the outbox keeps it and reads it back. */
const storedAndRead = (message: ReplyMessage) =>
  REPLY_MESSAGE_JSON.safeParse(JSON.parse(JSON.stringify(message)));

const LAYOUTS: readonly Layout[] = ["embed", "compact", "both"];

describe("the outbox's message schema", () => {
  it("reads back every announcement the bot queues, in every layout, with and without cover, time and a ping", () => {
    for (const event of Object.values(EVENTS))
      for (const layout of LAYOUTS)
        for (const shown of [true, false]) {
          const look = {
            style: { layout, color: shown ? 0x336699 : null, cover: shown, timestamp: shown },
            templates: shown ? { live: "{dj} on {station}" } : {},
          };
          const message = renderAnnouncement(event, "de", look, { stationName: "Radio", listeners: 12 });
          for (const queued of [message, withRolePing(message, "555")]) {
            const read = storedAndRead(queued);
            expect(read.success, `${event.id} ${layout} ${shown}`).toBe(true);
            expect(read.data).toEqual(JSON.parse(JSON.stringify(queued)));
          }
        }
  });

  it("reads back the dead-air notices", () => {
    for (const notice of ["dead-air", "sound-back"] as const) {
      const read = storedAndRead(renderDeadAir(notice, "Radio", 90, AT, "en"));
      expect(read.success, notice).toBe(true);
    }
  });
});
