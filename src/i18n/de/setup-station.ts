import { httpAdvice } from "../choose.js";
import { plural } from "../numbers.js";
import type { StationSetupTexts } from "../types/setup.js";

/** `/setup station`, in German. */
export const station: StationSetupTexts = {
  found: (name) => `📻 ${name}`,
  onAir: "Gerade on air",
  nothing: "Gerade keine Infos zum Track",
  panel: "Panel",
  server: "Radioserver",
  key: "API-Schlüssel",
  keySet: "gesetzt",
  keyNone: "keiner",
  save: "Speichern",
  saveHint: "Gespeichert wird erst, wenn du auf „Speichern“ klickst.",
  saved: (name) => `✅ Gespeichert: **${name}** ist jetzt ein Sender dieses Servers.`,
  chosen: (name) =>
    `✅ **${name}** ist jetzt der Sender dieses Servers: Befehle nutzen ihn, wenn nichts anderes angegeben ist.`,
  followed: (channel, names) => `✅ ${channel} folgt ${names}.`,
  stale: "Diese Vorschau ist abgelaufen oder wurde schon benutzt. Führe /setup station noch mal aus.",
  notYours: "Nur wer /setup station ausgeführt hat, kann speichern.",
  perServer: (limit) =>
    plural("de", limit, {
      one: "Dieser Server hat sein Limit von {n} Sender erreicht. Frag den Betreiber des Bots, wenn du mehr brauchst.",
      other:
        "Dieser Server hat sein Limit von {n} Sendern erreicht. Frag den Betreiber des Bots, wenn du mehr brauchst.",
    }),
  total:
    "Dieser Bot betreibt schon so viele Sender, wie er kann. Frag seinen Betreiber oder versuch es später noch mal.",
  refused: (reason) => `Der Bot verbindet sich nicht mit dieser Adresse. ${reason}`,
  noSuchServer: (id, known) => `Das Panel hat keinen Radioserver ${id}. Vorhanden: ${known}.`,
  needUrl: "Gib die Adresse des Panels (url) und den Radioserver (server) an oder wähle einen Sender.",
  configured: "Dieser Bot betreibt die Sender, die sein Betreiber eingerichtet hat: Wähle einen davon.",
  current: (name) => `Sender dieses Servers: **${name}**.`,
  removed: (name) => `✅ **${name}** ist kein Sender dieses Servers mehr.`,
  stationField: "Sender dieses Servers",
  noneYet: "noch keiner: /setup station",
  followsField: "Sender, denen jeder Kanal folgt",
  cooldown: (until) =>
    `Einen Moment: Die nächste Vorschau geht <t:${Math.ceil(until / 1000)}:R>. Für jede Vorschau schlägt der Bot die angegebene Adresse nach und kontaktiert sie.`,
  badKey:
    "Dieser API-Schlüssel enthält Zeichen, die in keinem Schlüssel vorkommen (Leerzeichen, Zeilenumbrüche, Steuer- oder nicht-lateinische Zeichen). Kopiere den Schlüssel noch mal aus dem Panel: Er besteht aus lateinischen Buchstaben, Ziffern und Satzzeichen.",
  httpStatus: (status, said) =>
    `Das Panel hat mit HTTP ${status}${said} geantwortet. ${httpAdvice(status, { auth: "Wenn es einen API-Schlüssel braucht, gib ihn in `key` an.", other: "Prüf die Adresse und den Radioserver." })}`,
  notPanel:
    "Unter dieser Adresse hat etwas geantwortet, aber nicht die API eines Radio-Panels (die Antwort ist kein JSON). Gib die Adresse des Panels selbst mit Port an, z. B. https://radio.example.com:8080.",
};
