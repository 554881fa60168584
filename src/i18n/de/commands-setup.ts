import type { SetupCommandTexts } from "../types/commands-setup.js";

/** `/setup` as Discord lists it, in German. */
export const setupCommand: SetupCommandTexts = {
  name: "einrichten",
  description: "Die Ankündigungen des Bots auf diesem Server einrichten",
  show: { name: "anzeigen", description: "Alle Einstellungen zeigen und woher sie kommen" },
  announce: {
    name: "ankündigen",
    description: "Ankündigungen in einem Kanal posten",
    channel: { name: "kanal", description: "Der Kanal (Text- oder Ankündigungskanal)" },
    tracks: {
      name: "titel",
      description: "Auch jeden neuen Titel: aus, ein Post pro Titel oder eine bearbeitete Nachricht",
      choices: { off: "aus", post: "ein Post pro Titel", edit: "eine Nachricht" },
    },
  },
  unannounce: {
    name: "nicht_ankündigen",
    description: "Ankündigungen in einem Kanal beenden",
    channel: { name: "kanal", description: "Der Kanal" },
  },
  ping: {
    name: "erwähnen",
    description: "Eine Rolle, die erwähnt wird, wenn ein DJ live geht (leer lassen für keine)",
    role: { name: "rolle", description: "Die Rolle (nie @everyone)" },
  },
  language: {
    name: "sprache",
    description: "Die Sprache der Ankündigungen",
    value: { name: "sprache", description: "In welcher Sprache der Bot ankündigt" },
  },
  radio: {
    name: "radio",
    description: "Der Heim-Sprachkanal, in dem der Bot rund um die Uhr den Sender spielt",
    channel: {
      name: "kanal",
      description: "Rund um die Uhr in diesem Sprach- oder Stage-Kanal bleiben",
      channel: { name: "kanal", description: "Ein Sprach- oder Stage-Kanal" },
    },
    off: { name: "aus", description: "Kein Heimkanal: in Sprachkanäle nur mit /radio join" },
  },
  status: {
    name: "status",
    description: "Ankündigen, wenn der Sender offline geht und wieder da ist",
    enabled: { name: "aktiv", description: "An oder aus" },
  },
  message: {
    name: "nachricht",
    description: "Formuliere Ankündigungen selbst: {dj}, {artist}, {title}, {track}, {station}, {listeners}…",
    trigger: {
      name: "ereignis",
      description: "Welche Ankündigung",
    },
    text: {
      name: "text",
      description: "Der Text, mit Discord-Markdown und Platzhaltern wie {dj} oder {track}",
    },
    reset: { name: "zurücksetzen", description: "Zurück zum Standardtext des Bots" },
  },
  style: {
    name: "stil",
    description: "Wie Ankündigungen aussehen: Embed oder eine Zeile, Farbe, Cover, Uhrzeit",
    layout: {
      name: "layout",
      description: "Ein Embed (wie jetzt), eine Textzeile oder beides",
      choices: { embed: "embed", compact: "kompakt (eine Zeile)", both: "beides" },
    },
    color: { name: "farbe", description: "Farbe der Embeds in Hex (#1e90ff) oder default" },
    cover: { name: "cover", description: "Das Cover zeigen (oder das Bild des DJs)" },
    timestamp: { name: "uhrzeit", description: "Die Uhrzeit der Änderung zeigen" },
  },
  check: {
    name: "prüfen",
    description: "Prüfen, was der Bot braucht: Panel, Streams, seine Berechtigungen hier",
  },
  report: {
    name: "bericht",
    description: "Der Wochenbericht über das Publikum des Senders, und wer /statistik nutzen darf",
    channel: {
      name: "kanal",
      description: "Den Bericht der Woche einmal pro Woche in einem Kanal posten",
      channel: { name: "kanal", description: "Der Kanal (Text- oder Ankündigungskanal)" },
      day: {
        name: "tag",
        description: "An welchem Tag (Standard: Montag)",
        choices: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
      },
      hour: {
        name: "stunde",
        description: "Zu welcher Stunde, in der Zeitzone der Statistik (0–23, Standard 9)",
      },
    },
    off: { name: "aus", description: "Kein Wochenbericht" },
    access: {
      name: "zugriff",
      description: "Wer /statistik auf diesem Server nutzen darf",
      who: {
        name: "wer",
        description: "Alle, oder nur Mitglieder mit „Server verwalten“",
        choices: { everyone: "Alle", managers: "Nur „Server verwalten“" },
      },
    },
  },
  station: {
    name: "sender",
    add: "Den Sender dieses Servers hinzufügen oder einen wählen",
    pick: "Den Sender dieses Servers wählen",
    which: "Einer der Sender dieses Servers",
    url: {
      name: "adresse",
      description: "Adresse des Panels mit Port, z. B. https://radio.example.com:8080",
    },
    server: { name: "server", description: "Die ID des Radioservers im Panel (Standard 1)" },
    key: {
      name: "schlüssel",
      description: "Der API-Schlüssel des Panels, falls nötig (verschlüsselt gespeichert, nie angezeigt)",
    },
    remove: {
      name: "entfernen",
      description: "Den in `sender` gewählten Sender von diesem Server entfernen",
    },
  },
};
