import { onOff } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { Strings } from "../types/listener-replies.js";

/** The replies of /nowplaying, /history, /listen and /listeners, in German. */
export const replies: Strings = {
  listen: "Anhören",
  noTrack: "Gerade keine Infos zum Titel",
  noTrackHint: "Im Verlauf des Sender-Panels ist noch kein Titel. Versuch es in einer Minute noch mal.",
  jingle: "Jingle",
  live: (dj) => `🔴 Live: ${dj}`,
  automatic: (dj) => `🤖 Automatikbetrieb (${dj})`,
  nobodyOnAir: "Niemand auf Sendung",
  album: "Album",
  playlist: "Playlist",
  listenersNow: "Hörer gerade",
  dj: "DJ",
  started: (timestamp) => `Gestartet ${timestamp}`,
  listenersTitle: "Hörer",
  listenersSummary: (listeners, channels) =>
    `${plural("de", listeners, { one: "**{n}** Hörer", other: "**{n}** Hörer" })} gerade, ${plural("de", channels, { one: "{n} Kanal", other: "{n} Kanäle" })} auf Sendung`,
  listenersInVoice: (n) =>
    `🔊 ${plural("de", n, { one: "**{n}** Person hört", other: "**{n}** Personen hören" })} in Discord-Sprachkanälen zu`,
  noChannels: "Dieser Sender hat keine Kanäle.",
  channelState: ["⚫ Offline", "🟡 Keine Quelle", "🟢 Auf Sendung"],
  now: "Jetzt",
  peak: "Spitze",
  limit: "Limit",
  noLimit: "kein Limit",
  chartCaption: (hours) =>
    `📈 ${plural("de", hours, { one: "Die letzte Stunde", other: "Die letzten {n} Stunden" })}, laut Verlauf`,
  chartReaches: (timestamp) => `Der Verlauf des Panels reicht nur bis ${timestamp} zurück.`,
  chartTooShort: "Der Verlauf des Panels ist noch zu kurz für ein Diagramm.",
  chartUnavailable: "Auf diesem Server lässt sich das Diagramm nicht zeichnen (Details im Log des Bots).",
  historyTitle: "Zuletzt gespielt",
  historyEmpty: "Bisher lief noch nichts.",
  historyFooter: (from, to, jingles) =>
    `Titel ${formatCount("de", from)}–${formatCount("de", to)}${onOff({ on: "", off: " · Jingles ausgeblendet" })(jingles)}`,
  newer: "Neuer",
  older: "Älter",
  notYourPages: "Nur wer dieses /history aufgerufen hat, kann darin blättern. Ruf /history selbst auf.",
  serverOnly: "Dieser Befehl funktioniert nur auf einem Server, nicht in Direktnachrichten.",
  staleButton: "Diese Buttons stammen aus einer älteren Version des Bots. Ruf /history noch mal auf.",
  listenTitle: "So hörst du zu",
  stream: "Stream",
  plainStream: "Einfacher HTTP-Stream",
  playlists: "Playlist-Dateien",
  webPlayer: "Webplayer",
  noListenLinks: "Dieser Kanal hat keine öffentliche Adresse zum Zuhören.",
  noSuchChannel: (query) => `Kein Kanal passt zu „${query}“. Wähl beim Tippen einen aus der Liste.`,
  copyHint: "Kopier eine Adresse in deinen Player:",
  kbps: "kbit/s",
  panelProblem: "⚠️ Das Panel des Senders konnte nicht gelesen werden.",
  somethingWrong: "Bei uns ist etwas schiefgelaufen. Die Moderatoren finden die Details im Log des Bots.",
};
