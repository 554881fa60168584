import { formatCount } from "../numbers.js";
import type { RequestTexts } from "../types/programme.js";

/** /request auf Deutsch. */
export const request: RequestTexts = {
  requestedTitle: "🎶 Musikwunsch",
  requested: (person, song) => `**${person}** wünscht sich **${song}**`,
  pickTitle: "Welcher Song?",
  pick: (query) => `Mehrere Songs passen zu „${query}“. Wähl einen aus:`,
  nothingFound: (query) =>
    `In der Musikbibliothek des Senders passt nichts zu „${query}“. Wähl beim Tippen einen Song aus den Vorschlägen.`,
  notRequestable: "Diesen Song kann man sich gerade nicht wünschen. Wähl einen anderen aus den Vorschlägen.",
  unknownTrack:
    "Diesen Song gibt es in der Bibliothek des Senders nicht mehr. Wähl einen aus den Vorschlägen.",
  cooldown: (again) => `Du hast dir gerade erst einen Song gewünscht. Dein nächster Wunsch geht ${again}.`,
  trackBlocked:
    "Dieser Song wurde erst vor Kurzem gewünscht. Wähl einen anderen oder versuch es später noch mal.",
  ipBlocked:
    "Der Sender nimmt gerade kurz keine Wünsche aus Discord an. Versuch es in ein paar Minuten noch mal.",
  refused:
    "Das Panel des Senders hat den Wunsch abgelehnt. Wähl einen anderen Song oder versuch es später noch mal.",
  closed: "Der Sender nimmt gerade keine Musikwünsche an.",
  closedUntil: (relative, time) =>
    `Während dieser Sendung nimmt der Sender keine Musikwünsche an. Wünsche gehen wieder ${relative} (${time}).`,
  tooLong: (max, over) =>
    `Dein Name und deine Nachricht dürfen zusammen ${formatCount("de", max)} Zeichen lang sein; das sind ${formatCount("de", over)} zu viel. Kürz die Nachricht.`,
  expired: "Diese Liste ist abgelaufen. Führ /request noch mal aus.",
  notYours: "Nur wer die Liste aufgerufen hat, kann daraus wählen. Führ /request selbst aus.",
};
