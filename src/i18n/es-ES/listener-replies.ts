import { onOff } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { Strings } from "../types/listener-replies.js";

/** The replies of /nowplaying, /history, /listen and /listeners, in Spanish as Spain speaks it. */
export const replies: Strings = {
  listen: "Escuchar",
  noTrack: "Ahora mismo no hay información de la canción",
  noTrackHint: "El panel de la emisora aún no tiene canciones en su historial. Vuelve a probar en un minuto.",
  jingle: "Jingle",
  live: (dj) => `🔴 En directo: ${dj}`,
  automatic: (dj) => `🤖 Emisión automática (${dj})`,
  nobodyOnAir: "Nadie en antena",
  album: "Álbum",
  playlist: "Lista de reproducción",
  listenersNow: "Oyentes ahora",
  dj: "DJ",
  started: (timestamp) => `Empezó ${timestamp}`,
  listenersTitle: "Oyentes",
  listenersSummary: (listeners, channels) =>
    `${plural("es-ES", listeners, { one: "**{n}** oyente", other: "**{n}** oyentes" })} ahora en ${plural("es-ES", channels, { one: "{n} canal", other: "{n} canales" })} en antena`,
  listenersInVoice: (n) =>
    `🔊 ${plural("es-ES", n, { one: "**{n}** persona escucha", other: "**{n}** personas escuchan" })} en los canales de voz de Discord`,
  noChannels: "Esta emisora no tiene canales.",
  channelState: ["⚫ Apagado", "🟡 Sin fuente", "🟢 En antena"],
  now: "Ahora",
  peak: "Pico",
  limit: "Límite",
  noLimit: "sin límite",
  chartCaption: (hours) =>
    `📈 ${plural("es-ES", hours, { one: "La última hora", other: "Las últimas {n} horas" })}, según el historial`,
  chartReaches: (timestamp) => `El historial del panel solo llega hasta ${timestamp}.`,
  chartTooShort: "El historial del panel aún es demasiado corto para dibujar la audiencia.",
  chartUnavailable: "En este servidor no se puede dibujar la gráfica (mira el registro del bot).",
  historyTitle: "Lo último que ha sonado",
  historyEmpty: "Todavía no ha sonado nada.",
  historyFooter: (from, to, jingles) =>
    `Canciones ${formatCount("es-ES", from)}–${formatCount("es-ES", to)}${onOff({ on: "", off: " · jingles ocultos" })(jingles)}`,
  newer: "Más recientes",
  older: "Anteriores",
  notYourPages: "Solo quien ha usado este /history puede pasar sus páginas. Usa /history para tener el tuyo.",
  serverOnly: "Este comando funciona dentro de un servidor, no en mensajes directos.",
  staleButton: "Estos botones son de una versión anterior del bot. Vuelve a usar /history.",
  listenTitle: "Cómo escuchar",
  stream: "Stream",
  plainStream: "Stream HTTP sin cifrar",
  playlists: "Ficheros de lista",
  webPlayer: "Reproductor web",
  noListenLinks: "Este canal no tiene una dirección pública para escuchar.",
  noSuchChannel: (query) => `Ningún canal coincide con «${query}». Elige uno de la lista mientras escribes.`,
  copyHint: "Copia una dirección en tu reproductor:",
  kbps: "kbps",
  panelProblem: "⚠️ No se ha podido leer el panel de la emisora.",
  somethingWrong:
    "Algo ha fallado por nuestra parte. Los moderadores tienen los detalles en el registro del bot.",
};
