import type { Overrides } from "../overrides.js";
import { singleOr } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";
import { announcement, deadAir, namelessLines, triggers } from "./programme-announcements.js";
import { radio } from "./programme-radio.js";
import { request } from "./programme-request.js";

/** /schedule, eventos del servidor, /request, /radio y voz, anuncios y silencio al aire (Latinoamérica). */
export const programme: Overrides<ProgrammeTexts> = {
  schedule: {
    title: singleOr({
      single: "📅 Hoy al aire",
      several: (days) => `📅 Al aire los próximos ${formatCount("es-419", days)} días`,
    }),
    empty: (days) =>
      `No hay nada en la programación ${plural("es-419", days, { one: "de hoy", other: "de los próximos {n} días" })}: la radio pasa su música de siempre. ¡Vuelve a revisar más tarde!`,
    nowMark: "🔴 **Al aire ahora**",
    requestsClosed: "sin pedidos",
    more: (count) => `…y ${formatCount("es-419", count)} más`,
    footer: "Los horarios se muestran en tu zona horaria.",
  },
  request,
  radio,
  announcement,
  triggers,
  namelessLines,
  deadAir,
};
