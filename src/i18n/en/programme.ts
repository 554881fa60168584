import { singleOr } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";
import { announcement, deadAir, namelessLines, triggers } from "./programme-announcements.js";
import { radio } from "./programme-radio.js";
import { request } from "./programme-request.js";

/** /schedule, scheduled events, /request, /radio and voice, announcements and dead-air alerts. */
export const programme: ProgrammeTexts = {
  schedule: {
    title: singleOr({
      single: "📅 On the air today",
      several: (days) => `📅 On the air, the next ${formatCount("en", days)} days`,
    }),
    empty: (days) =>
      `Nothing is on the schedule for the next ${plural("en", days, { one: "day", other: "{n} days" })}: the station plays its usual music. Check back later!`,
    nowMark: "🔴 **On air now**",
    requestsClosed: "no requests",
    more: (count) => `…and ${formatCount("en", count)} more`,
    footer: "Times are shown in your own time zone.",
  },
  scheduledEvent: { dj: "With", listen: "Listen", untitled: "Radio show" },
  request,
  radio,
  voice: { stageFallback: "📻 Radio" },
  announcement,
  triggers,
  namelessLines,
  deadAir,
};
