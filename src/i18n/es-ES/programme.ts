import { singleOr } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";
import { announcement, deadAir, namelessLines, triggers } from "./programme-announcements.js";
import { radio } from "./programme-radio.js";
import { request } from "./programme-request.js";

/** /schedule, eventos del servidor, /request, /radio y voz, anuncios y silencio en antena (España). */
export const programme: ProgrammeTexts = {
  schedule: {
    title: singleOr({
      single: "📅 Hoy en antena",
      several: (days) => `📅 En antena los próximos ${formatCount("es-ES", days)} días`,
    }),
    empty: (days) =>
      `No hay nada en la programación ${plural("es-ES", days, { one: "de hoy", other: "de los próximos {n} días" })}: la emisora pone su música de siempre. ¡Vuelve a echar un vistazo más tarde!`,
    nowMark: "🔴 **En antena ahora**",
    requestsClosed: "sin peticiones",
    more: (count) => `…y ${formatCount("es-ES", count)} más`,
    footer: "Las horas se muestran en tu zona horaria.",
  },
  scheduledEvent: { dj: "Con", listen: "Escuchar", untitled: "Programa de radio" },
  request,
  radio,
  voice: { stageFallback: "📻 Radio" },
  announcement,
  triggers,
  namelessLines,
  deadAir,
};
