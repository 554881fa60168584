import type { CommandTexts } from "../types/commands.js";
import { setupCommand } from "./commands-setup.js";

/** Command, option and choice names and descriptions, as Discord shows them, in German. */
export const commands: CommandTexts = {
  nowplaying: { name: "jetzt", description: "Was gerade auf dem Sender läuft" },
  history: {
    name: "verlauf",
    description: "Die zuletzt gespielten Titel des Senders",
    count: { name: "anzahl", description: "Wie viele Titel du sehen willst (1–25, Standard 10)" },
    jingles: { name: "jingles", description: "Auch Jingles und Station-IDs zeigen" },
  },
  listen: {
    name: "hören",
    description: "Stream-Adressen, Playlist-Dateien und der Webplayer",
    channel: { name: "kanal", description: "Ein Kanal (nach Mountpoint, Bitrate und Format)" },
  },
  listeners: {
    name: "hörer",
    description: "Wie viele gerade zuhören, pro Kanal, mit einem Diagramm der letzten Stunden",
    hours: { name: "stunden", description: "Wie viele Stunden das Diagramm zeigt (1–72, Standard 24)" },
  },
  schedule: {
    name: "sendeplan",
    description: "Was jetzt und als Nächstes läuft",
    days: { name: "tage", description: "Wie viele Tage im Voraus (1–7, Standard 1)" },
  },
  request: {
    name: "wunsch",
    description: "Wünsch dir einen Song aus der Musikbibliothek des Senders",
    track: { name: "song", description: "Tippe Künstler oder Titel und wähle dann einen Song" },
    message: {
      name: "nachricht",
      description: "Ein Gruß an den Sender (Name und Nachricht zusammen: 300 Zeichen)",
    },
  },
  radio: {
    name: "radio",
    description: "Den Sender in einem Sprachkanal spielen",
    join: {
      name: "spielen",
      description: "Den Sender in deinem Sprachkanal spielen oder in dem, den du nennst",
      channel: {
        name: "kanal",
        description: "Ein Sprach- oder Stage-Kanal (ein anderer als deiner braucht „Mitglieder verschieben“)",
      },
    },
    leave: { name: "stopp", description: "Wiedergabe beenden und den Sprachkanal verlassen" },
  },
  stats: {
    name: "statistik",
    description:
      "Das Publikum des Senders über einen Tag, eine Woche, einen Monat oder ein Jahr, mit Diagramm",
    period: {
      name: "zeitraum",
      description: "Welcher Zeitraum (Standard: diese Woche)",
      choices: { day: "Heute", week: "Diese Woche", month: "Dieser Monat", year: "Dieses Jahr" },
    },
    dj: {
      name: "dj",
      description: "Ein DJ oder eine Sendung: Sendungen, Stunden auf Sendung, Publikum und Titel",
    },
    export: {
      name: "export",
      description: "Die Zahlen als CSV-Dateien für eine Tabellenkalkulation anhängen",
    },
  },
  station: { name: "sender", description: "Welcher Sender (Standard: der dieses Servers)" },
  setup: setupCommand,
};
