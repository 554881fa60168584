import { formatCount, plural } from "../numbers.js";
import type { ListenerTexts } from "../types/listener.js";
import { panel } from "./listener-panel.js";
import { replies } from "./listener-replies.js";

/** Replies of /nowplaying, /history, /listen, /listeners, panel problems, presence, the chart, in Spain's Spanish. */
export const listener: ListenerTexts = {
  replies,
  chart: { listeners: "Oyentes", time: "Hora (UTC)", live: "DJ en directo" },
  stations: {
    unnamed: (id) => `Emisora ${id}`,
    noStation:
      "Este servidor aún no tiene emisora. Un moderador (Gestionar servidor) la configura con `/setup station`.",
    unknownStation: (typed) =>
      `Este servidor no tiene ninguna emisora «${typed}». Elige una de las sugerencias.`,
    limitTotal:
      "Este bot ya atiende todas las emisoras que puede. Pregunta a quien lo gestiona o prueba más tarde.",
    limitRate: (perHour, at) =>
      `Este servidor ha añadido ${plural("es-ES", perHour, { one: "{n} emisora", other: "{n} emisoras" })} en la última hora, el máximo permitido. Podrás añadir otra ${at}.`,
  },
  panel,
  presence: {
    offAir: "📴 Fuera de antena",
    listening: (n) => `👥 ${plural("es-ES", n, { one: "{n} oyente", other: "{n} oyentes" })} ahora`,
  },
  terminal: {
    justNow: "ahora mismo",
    minutesAgo: (n) => `hace ${formatCount("es-ES", n)} min`,
    hoursAgo: (n) => `hace ${formatCount("es-ES", n)} h`,
    inMinutes: (n) => `dentro de ${formatCount("es-ES", n)} min`,
    disabled: "(desactivado)",
    cover: "portada",
    image: "imagen",
    attachment: (name, kib) => `adjunto ${name}, ${formatCount("es-ES", kib)} KiB`,
  },
};
