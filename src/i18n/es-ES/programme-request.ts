import { formatCount } from "../numbers.js";
import type { RequestTexts } from "../types/programme.js";

/** /request en español de España. */
export const request: RequestTexts = {
  requestedTitle: "🎶 Petición de canción",
  requested: (person, song) => `**${person}** ha pedido **${song}**`,
  pickTitle: "¿Cuál de ellas?",
  pick: (query) => `Hay varias canciones que coinciden con «${query}». Elige una:`,
  nothingFound: (query) =>
    `No hay nada en la fonoteca de la emisora que coincida con «${query}». Elige una canción de las sugerencias mientras escribes.`,
  notRequestable: "Esta canción no se puede pedir ahora mismo. Elige otra de las sugerencias.",
  unknownTrack: "Esa canción ya no está en la fonoteca de la emisora. Elige una de las sugerencias.",
  cooldown: (again) => `Acabas de pedir una canción. Podrás pedir otra ${again}.`,
  trackBlocked: "Alguien ha pedido esta canción hace poco. Elige otra o vuelve a probar más tarde.",
  ipBlocked:
    "La emisora ha dejado de aceptar peticiones desde Discord durante un rato. Vuelve a probar en unos minutos.",
  refused:
    "El panel de la emisora ha rechazado la petición. Prueba con otra canción o vuelve a intentarlo más tarde.",
  closed: "Ahora mismo la emisora no acepta peticiones.",
  closedUntil: (relative, time) =>
    `Durante este programa la emisora no acepta peticiones. Se vuelven a abrir ${relative} (${time}).`,
  tooLong: (max, over) =>
    `Tu nombre y tu mensaje pueden tener ${formatCount("es-ES", max)} caracteres entre los dos; te pasas por ${formatCount("es-ES", over)}. Acorta el mensaje.`,
  expired: "Esta lista ha caducado. Vuelve a usar /request.",
  notYours: "Solo quien ha pedido la lista puede elegir de ella. Usa tú /request.",
};
