import { onOff } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { Strings } from "../types/listener-replies.js";

/** The replies of /nowplaying, /history, /listen and /listeners, in Latin American Spanish. */
export const replies: Strings = {
  listen: "Escuchar",
  noTrack: "Por ahora no hay información de la canción",
  noTrackHint:
    "El panel de la estación todavía no tiene canciones en su historial. Intenta de nuevo en un minuto.",
  jingle: "Jingle",
  live: (dj) => `🔴 En vivo: ${dj}`,
  automatic: (dj) => `🤖 Programación automática (${dj})`,
  nobodyOnAir: "Nadie al aire",
  album: "Álbum",
  playlist: "Playlist",
  listenersNow: "Oyentes ahora",
  dj: "DJ",
  started: (timestamp) => `Comenzó ${timestamp}`,
  listenersTitle: "Oyentes",
  listenersSummary: (listeners, channels) =>
    `${plural("es-419", listeners, { one: "**{n}** oyente", other: "**{n}** oyentes" })} ahora en ${plural("es-419", channels, { one: "{n} canal", other: "{n} canales" })} al aire`,
  listenersInVoice: (n) =>
    `🔊 ${plural("es-419", n, { one: "**{n}** persona escucha", other: "**{n}** personas escuchan" })} en los canales de voz de Discord`,
  noChannels: "Esta estación no tiene canales.",
  channelState: ["⚫ Apagado", "🟡 Sin fuente", "🟢 Al aire"],
  now: "Ahora",
  peak: "Pico",
  limit: "Límite",
  noLimit: "sin límite",
  chartCaption: (hours) =>
    `📈 ${plural("es-419", hours, { one: "La última hora", other: "Las últimas {n} horas" })}, según el historial`,
  chartReaches: (timestamp) => `El historial del panel solo llega hasta ${timestamp}.`,
  chartTooShort: "El historial del panel todavía es muy corto para graficar la audiencia.",
  chartUnavailable: "En este servidor no se puede generar la gráfica (revisa el log del bot).",
  historyTitle: "Lo último que sonó",
  historyEmpty: "Todavía no sonó nada.",
  historyFooter: (from, to, jingles) =>
    `Canciones ${formatCount("es-419", from)}–${formatCount("es-419", to)}${onOff({ on: "", off: " · jingles ocultos" })(jingles)}`,
  newer: "Más recientes",
  older: "Anteriores",
  notYourPages: "Solo quien usó este /history puede pasar sus páginas. Usa /history para ver el tuyo.",
  staleButton: "Estos botones son de una versión vieja del bot. Usa /history otra vez.",
  listenTitle: "Cómo escuchar",
  stream: "Stream",
  plainStream: "Stream HTTP sin cifrar",
  playlists: "Archivos de playlist",
  webPlayer: "Reproductor web",
  noListenLinks: "Este canal no tiene una dirección pública para escuchar.",
  noSuchChannel: (query) => `Ningún canal coincide con “${query}”. Elige uno de la lista mientras escribes.`,
  copyHint: "Copia una dirección en tu reproductor:",
  kbps: "kbps",
  panelProblem: "⚠️ No se pudo leer el panel de la estación.",
  somethingWrong: "Algo falló de nuestro lado. Los moderadores pueden ver los detalles en el log del bot.",
};
