import { onOff } from "../choose.js";
import { plural } from "../numbers.js";
import type { MessageSetupTexts, SetupTexts, TemplateProblemTexts } from "../types/setup.js";

/** `/setup message` and `/setup style`, in German. */
export const message: MessageSetupTexts = {
  previewTitle: (trigger) => `👀 Vorschau: ${trigger}`,
  previewHint: (where) =>
    `So sieht die Ankündigung${where} aus, mit dem, was gerade läuft. Gespeichert wird erst, wenn du auf „Speichern“ klickst.`,
  sampleHint: (where) =>
    `So sieht die Ankündigung${where} aus, mit Beispielwerten (gerade läuft nichts). Gespeichert wird erst, wenn du auf „Speichern“ klickst.`,
  save: "Speichern",
  allStations: " für alle Sender",
  forStation: (name) => ` für ${name}`,
  saved: (trigger, where) => `✅ Gespeichert: **${trigger}** nutzt ab jetzt deinen Text${where}.`,
  reset: (trigger, where) => `✅ **${trigger}** nutzt wieder den Standardtext des Bots${where}.`,
  stale: "Diese Vorschau ist abgelaufen oder wurde schon benutzt. Führe /setup message noch mal aus.",
  notYours: "Nur wer /setup message ausgeführt hat, kann speichern.",
  unknownTrigger: "Wähle eine der Ankündigungen aus der Option `trigger`.",
  styleSaved: "✅ Gespeichert. Eine Track-Ankündigung im neuen Stil:",
  needOption: "Gib mindestens eine der Optionen `layout`, `color`, `cover` oder `timestamp` an.",
  badColor: (typed) =>
    `„${typed}“ ist keine Farbe. Gib sie hexadezimal an, etwa \`#1e90ff\`, \`1e90ff\` oder \`#fff\`, oder \`Standard\` (bzw. \`default\`) für die eigene Farbe jeder Ankündigung.`,
  colorDefault: "eigene Farbe jeder Ankündigung",
  colorOf: (hex) => `Farbe ${hex}`,
  cover: onOff({ on: "mit Cover", off: "ohne Cover" }),
  time: onOff({ on: "mit Uhrzeit", off: "ohne Uhrzeit" }),
  styleField: "Stil der Ankündigungen",
  templatesField: "Nachrichtenvorlagen",
  noTemplates: "keine: der Standardtext des Bots (/setup message)",
  more: (count) => `…und ${count} weitere`,
};

/** Why a template is refused, in German. */
export const template: TemplateProblemTexts = {
  empty: "Die Vorlage ist leer: Schreib, was der Bot posten soll.",
  tooLong: (length, max) => `Die Vorlage ist ${length} Zeichen lang; erlaubt sind höchstens ${max}.`,
  unknown: (count) =>
    plural("de", count, { one: "Unbekannter Platzhalter:", other: "Unbekannte Platzhalter:" }),
  more: (count) => `und ${count} weitere`,
  allowed: "Du kannst verwenden:",
  rules: (max) =>
    `Eine Vorlage ist Text mit Discord-Markdown, bis zu ${max} Zeichen. Andere Wörter in geschweiften Klammern bleiben, wie sie sind.`,
};

/** The rest of `/setup message`'s words, in German. */
export const messageWords: Pick<SetupTexts, "placeholders" | "layouts" | "sample"> = {
  placeholders: {
    dj: "der DJ on air (oder „niemand“)",
    previous_dj: "der DJ davor",
    artist: "der Interpret",
    title: "der Titel des Songs",
    album: "das Album",
    track: "Interpret — Titel",
    station: "der Name des Senders",
    listeners: "wie viele gerade zuhören",
    listen: "der Link zum Zuhören",
    time: "wann es passiert ist (in der Uhrzeit der Lesenden)",
  },
  layouts: { embed: "Embed", compact: "eine Zeile, kein Embed", both: "eine Zeile und das Embed" },
  sample: {
    live: "DJ Nova",
    previous: "DJ Aurora",
    auto: "AutoDJ",
    artist: "Die Band",
    title: "Ein Song",
    album: "Ein Album",
  },
};
