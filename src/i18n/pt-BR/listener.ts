import { formatCount, plural } from "../numbers.js";
import type { ListenerTexts } from "../types/listener.js";
import { panel } from "./listener-panel.js";
import { replies } from "./listener-replies.js";
import { countOf } from "./counts.js";

/** Replies of /nowplaying, /history, /listen, /listeners, panel problems, presence, the chart, in Brazilian Portuguese. */
export const listener: ListenerTexts = {
  replies,
  chart: { listeners: "Ouvintes", time: "Hora (UTC)", live: "DJ ao vivo" },
  stations: {
    unnamed: (id) => `Rádio ${id}`,
    noStation:
      "Este servidor ainda não tem rádio. Um moderador (Gerenciar servidor) configura uma com `/setup station`.",
    unknownStation: (typed) => `Este servidor não tem a rádio “${typed}”. Escolha uma das sugestões.`,
    limitTotal:
      "Este bot já atende todas as rádios que consegue. Fale com quem opera o bot ou tente mais tarde.",
    limitRate: (perHour, at) =>
      `Este servidor adicionou ${plural("pt-BR", perHour, { one: "{n} rádio", other: "{n} rádios" })} na última hora, o máximo permitido. Você pode adicionar outra ${at}.`,
  },
  panel,
  presence: {
    offAir: "📴 Fora do ar",
    listening: (n) => `👥 ${countOf(n, { one: "{n} ouvinte", other: "{n} ouvintes" })} agora`,
  },
  terminal: {
    justNow: "agora mesmo",
    minutesAgo: (n) => `há ${formatCount("pt-BR", n)} min`,
    hoursAgo: (n) => `há ${formatCount("pt-BR", n)} h`,
    inMinutes: (n) => `em ${formatCount("pt-BR", n)} min`,
    disabled: "(desativado)",
    cover: "capa",
    image: "imagem",
    attachment: (name, kib) => `anexo ${name}, ${formatCount("pt-BR", kib)} KiB`,
  },
};
