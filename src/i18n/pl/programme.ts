import { singleOr } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";
import { announcement, deadAir, namelessLines, triggers } from "./programme-announcements.js";
import { radio } from "./programme-radio.js";
import { request } from "./programme-request.js";

/** /schedule, wydarzenia serwera, /request, /radio i głos, ogłoszenia i cisza na antenie. */
export const programme: ProgrammeTexts = {
  schedule: {
    title: singleOr({
      single: "📅 Dziś na antenie",
      several: (days) =>
        `📅 Na antenie przez ${plural("pl", days, { one: "{n} dzień", few: "najbliższe {n} dni", many: "najbliższe {n} dni", other: "najbliższe {n} dnia" })}`,
    }),
    empty: (days) =>
      `W ramówce ${plural("pl", days, { one: "na dziś", few: "na najbliższe {n} dni", many: "na najbliższe {n} dni", other: "na najbliższe {n} dnia" })} nic nie ma: stacja gra swoją zwykłą muzykę. Zajrzyj później!`,
    nowMark: "🔴 **Teraz na antenie**",
    requestsClosed: "bez próśb",
    more: (count) => `…i ${formatCount("pl", count)} więcej`,
    footer: "Godziny są podane w twojej strefie czasowej.",
  },
  scheduledEvent: { dj: "Prowadzi", listen: "Słuchaj", untitled: "Audycja radiowa" },
  request,
  radio,
  voice: { stageFallback: "📻 Radio" },
  announcement,
  triggers,
  namelessLines,
  deadAir,
};
