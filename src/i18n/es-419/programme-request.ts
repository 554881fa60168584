import type { Overrides } from "../overrides.js";
import { formatCount } from "../numbers.js";
import type { RequestTexts } from "../types/programme.js";

/** /request en español de Latinoamérica. */
export const request: Overrides<RequestTexts> = {
  requestedTitle: "🎶 Pedido de canción",
  requested: (person, song) => `**${person}** pidió **${song}**`,
  pick: (query) => `Varias canciones coinciden con “${query}”. Elige una:`,
  nothingFound: (query) =>
    `No hay nada en la biblioteca de la radio que coincida con “${query}”. Elige una canción de las sugerencias mientras escribes.`,
  notRequestable: "Esta canción no se puede pedir en este momento. Elige otra de las sugerencias.",
  unknownTrack: "Esa canción ya no está en la biblioteca de la radio. Elige una de las sugerencias.",
  cooldown: (again) => `Acabas de pedir una canción. Puedes pedir otra ${again}.`,
  trackBlocked: "Alguien pidió esta canción hace poco. Elige otra o inténtalo de nuevo más tarde.",
  ipBlocked:
    "La radio dejó de recibir pedidos desde Discord por un rato. Inténtalo de nuevo en unos minutos.",
  refused: "El panel de la radio rechazó el pedido. Prueba con otra canción o inténtalo de nuevo más tarde.",
  closed: "La radio no está recibiendo pedidos en este momento.",
  closedUntil: (relative, time) =>
    `Durante este programa la radio no recibe pedidos. Se vuelven a abrir ${relative} (${time}).`,
  tooLong: (max, over) =>
    `Tu nombre y tu mensaje pueden tener ${formatCount("es-419", max)} caracteres entre los dos; tienes ${formatCount("es-419", over)} de más. Acorta el mensaje.`,
  expired: "Esta lista ya venció. Vuelve a usar /request.",
  notYours: "Solo quien pidió la lista puede elegir de ella. Usa tú /request.",
};
