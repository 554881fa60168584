import { singleOr } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";
import { announcement, deadAir, namelessLines, triggers } from "./programme-announcements.js";
import { radio } from "./programme-radio.js";
import { request } from "./programme-request.js";

/** /schedule, Server-Events, /request, /radio und Sprachkanäle, Ankündigungen und Sendelöcher. */
export const programme: ProgrammeTexts = {
  schedule: {
    title: singleOr({
      single: "📅 Heute auf Sendung",
      several: (days) => `📅 Auf Sendung: die nächsten ${formatCount("de", days)} Tage`,
    }),
    empty: (days) =>
      `Für ${plural("de", days, { one: "den nächsten Tag", other: "die nächsten {n} Tage" })} steht nichts im Programm: Der Sender spielt seine übliche Musik. Schau später noch mal vorbei!`,
    nowMark: "🔴 **Jetzt auf Sendung**",
    requestsClosed: "keine Musikwünsche",
    more: (count) => `…und ${formatCount("de", count)} weitere`,
    footer: "Die Zeiten siehst du in deiner eigenen Zeitzone.",
  },
  scheduledEvent: { dj: "Mit", listen: "Reinhören", untitled: "Radiosendung" },
  request,
  radio,
  voice: { stageFallback: "📻 Radio" },
  announcement,
  triggers,
  namelessLines,
  deadAir,
};
