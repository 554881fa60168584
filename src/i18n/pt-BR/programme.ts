import { singleOr } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";
import { announcement, deadAir, namelessLines, triggers } from "./programme-announcements.js";
import { radio } from "./programme-radio.js";
import { request } from "./programme-request.js";

/** /schedule, eventos do servidor, /request, /radio e voz, anúncios e silêncio no ar. */
export const programme: ProgrammeTexts = {
  schedule: {
    title: singleOr({
      single: "📅 Hoje no ar",
      several: (days) => `📅 No ar nos próximos ${formatCount("pt-BR", days)} dias`,
    }),
    empty: (days) =>
      `Não há nada na programação ${plural("pt-BR", days, { one: "de hoje", other: "dos próximos {n} dias" })}: a rádio toca a música de sempre. Dá uma olhada mais tarde!`,
    nowMark: "🔴 **No ar agora**",
    requestsClosed: "sem pedidos",
    more: (count) => `…e mais ${formatCount("pt-BR", count)}`,
    footer: "Os horários aparecem no seu fuso horário.",
  },
  scheduledEvent: { dj: "Com", listen: "Ouvir", untitled: "Programa de rádio" },
  request,
  radio,
  voice: { stageFallback: "📻 Rádio" },
  announcement,
  triggers,
  namelessLines,
  deadAir,
};
