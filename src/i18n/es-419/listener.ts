import type { Overrides } from "../overrides.js";
import { formatCount, plural } from "../numbers.js";
import type { ListenerTexts } from "../types/listener.js";
import { panel } from "./listener-panel.js";
import { replies } from "./listener-replies.js";

/** Replies of /nowplaying, /history, /listen, /listeners, panel problems, presence, the chart, in Latin American Spanish. */
export const listener: Overrides<ListenerTexts> = {
  replies,
  chart: { live: "DJ en vivo" },
  stations: {
    unnamed: (id) => `Estación ${id}`,
    noStation:
      "Este servidor todavía no tiene estación. Un moderador (Administrar servidor) la configura con `/setup station`.",
    unknownStation: (typed) =>
      `Este servidor no tiene ninguna estación “${typed}”. Elige una de las sugerencias.`,
    limitTotal:
      "Este bot ya atiende todas las estaciones que puede. Consulta con quien lo administra o intenta más tarde.",
    limitRate: (perHour, at) =>
      `Este servidor agregó ${plural("es-419", perHour, { one: "{n} estación", other: "{n} estaciones" })} en la última hora, el máximo permitido. Podrás agregar otra ${at}.`,
  },
  panel,
  presence: {
    offAir: "📴 Fuera del aire",
    listening: (n) => `👥 ${plural("es-419", n, { one: "{n} oyente", other: "{n} oyentes" })} ahora`,
  },
  terminal: {
    justNow: "recién",
    minutesAgo: (n) => `hace ${formatCount("es-419", n)} min`,
    hoursAgo: (n) => `hace ${formatCount("es-419", n)} h`,
    inMinutes: (n) => `en ${formatCount("es-419", n)} min`,
    attachment: (name, kib) => `adjunto ${name}, ${formatCount("es-419", kib)} KiB`,
  },
};
