import type { Overrides } from "../overrides.js";
import { onOff } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { Strings } from "../types/listener-replies.js";

/** The replies of /nowplaying, /history, /listen and /listeners, in Latin American Spanish. */
export const replies: Overrides<Strings> = {
  noTrack: "Por ahora no hay información de la canción",
  noTrackHint:
    "El panel de la estación todavía no tiene canciones en su historial. Intenta de nuevo en un minuto.",
  live: (dj) => `🔴 En vivo: ${dj}`,
  automatic: (dj) => `🤖 Programación automática (${dj})`,
  nobodyOnAir: "Nadie al aire",
  playlist: "Playlist",
  started: (timestamp) => `Comenzó ${timestamp}`,
  listenersSummary: (listeners, channels) =>
    `${plural("es-419", listeners, { one: "**{n}** oyente", other: "**{n}** oyentes" })} ahora en ${plural("es-419", channels, { one: "{n} canal", other: "{n} canales" })} al aire`,
  listenersInVoice: (n) =>
    `🔊 ${plural("es-419", n, { one: "**{n}** persona escucha", other: "**{n}** personas escuchan" })} en los canales de voz de Discord`,
  noChannels: "Esta estación no tiene canales.",
  channelState: ["⚫ Apagado", "🟡 Sin fuente", "🟢 Al aire"],
  chartCaption: (hours) =>
    `📈 ${plural("es-419", hours, { one: "La última hora", other: "Las últimas {n} horas" })}, según el historial`,
  chartTooShort: "El historial del panel todavía es muy corto para graficar la audiencia.",
  chartUnavailable: "En este servidor no se puede generar la gráfica (revisa el log del bot).",
  historyTitle: "Lo último que sonó",
  historyEmpty: "Todavía no sonó nada.",
  historyFooter: (from, to, jingles) =>
    `Canciones ${formatCount("es-419", from)}–${formatCount("es-419", to)}${onOff({ on: "", off: " · jingles ocultos" })(jingles)}`,
  notYourPages: "Solo quien usó este /history puede pasar sus páginas. Usa /history para ver el tuyo.",
  staleButton: "Estos botones son de una versión vieja del bot. Usa /history otra vez.",
  playlists: "Archivos de playlist",
  noSuchChannel: (query) => `Ningún canal coincide con “${query}”. Elige uno de la lista mientras escribes.`,
  panelProblem: "⚠️ No se pudo leer el panel de la estación.",
  somethingWrong: "Algo falló de nuestro lado. Los moderadores pueden ver los detalles en el log del bot.",
};
