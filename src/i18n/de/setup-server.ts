import { onOff } from "../choose.js";
import { namedIn } from "../language-names.js";
import type { SetupServerTexts } from "../types/setup.js";

/** The bot's languages, named in German (a language not named here goes by its own name). */
export const languages = namedIn({
  en: "Englisch",
  ru: "Russisch",
  uk: "Ukrainisch",
  de: "Deutsch",
  "es-ES": "Spanisch (Spanien)",
  "es-419": "Spanisch (Lateinamerika)",
  "pt-BR": "Portugiesisch (Brasilien)",
  pl: "Polnisch",
});

/** `/setup` itself, in German. */
export const server: SetupServerTexts = {
  title: "⚙️ Die Einstellungen des Bots auf diesem Server",
  channels: "Ankündigungskanäle",
  none: "keine",
  ping: "Rolle, die erwähnt wird, wenn ein DJ live geht",
  noPing: "keine Erwähnung",
  language: "Sprache der Ankündigungen",
  status: "Ankündigungen, wenn der Sender offline geht und zurückkommt",
  voiceHome: "Fester Sprachkanal (24/7)",
  voiceUnavailable: "Sprachkanäle brauchen Node.js 22.12 oder neuer",
  voiceHint: "festgelegt mit /setup radio",
  on: "an",
  off: "aus",
  source: { setup: "festgelegt mit /setup", default: "Standard aus .env" },
  tracks: { off: "keine Tracks", post: "ein Post pro Track", edit: "eine Nachricht, wird bearbeitet" },
  notManager: "Nur Mitglieder mit „Server verwalten“ können die Einstellungen des Bots ändern.",
  noServer: "/setup funktioniert auf einem Server, nicht in Direktnachrichten.",
  noStore: "Dieser Bot hat keine Datenbank für Einstellungen. Bitte seinen Betreiber, DATA_DIR zu setzen.",
  storeUnavailable:
    "Der Bot kann gerade nichts speichern: Seine Datenbank ist nicht verfügbar. Es wurde nichts geändert; bitte seinen Betreiber, den Bot neu zu starten.",
  newerVersion:
    "Diese Servereinstellungen hat eine neuere Version des Bots geschrieben, die diese Version nicht versteht. Der Bot wird gerade aktualisiert: Versuch es in ein paar Minuten noch einmal.",
  newerSettings: "Von einer neueren Version des Bots gesetzt",
  newerNames: (names) => `bleibt unverändert, bis dieser Bot aktualisiert ist: ${names}`,
  unknownChannel:
    "Der Bot sieht diesen Kanal nicht. Wähle einen Text- oder Ankündigungskanal, den er sehen kann.",
  notText: "Ankündigungen kommen in einen Text- oder Ankündigungskanal. Wähle einen davon.",
  missing: (channel, names) =>
    `Der Bot kann in ${channel} nichts ankündigen: Ihm fehlt dort ${names.join(", ")}. Gib seiner Rolle diese Berechtigungen im Kanal und führe /setup announce noch mal aus.`,
  announced: (channel, tracks) => `✅ Ankündigungen kommen ab jetzt in ${channel} (${tracks}).`,
  unannounced: (channel) => `✅ Keine Ankündigungen mehr in ${channel}.`,
  notAnnounced: (channel) => `${channel} bekommt sowieso keine Ankündigungen.`,
  pinged: (role) => `✅ ${role} wird erwähnt, wenn ein DJ live geht.`,
  unpinged: "✅ Keine Rolle wird erwähnt, wenn ein DJ live geht.",
  cannotPing: (role) =>
    `⚠️ Gespeichert, aber der Bot kann ${role} nicht erwähnen: Mach die Rolle erwähnbar (Servereinstellungen → Rollen → Erlaube jedem, diese Rolle zu @erwähnen) oder gib dem Bot „@everyone, @here und alle Rollen erwähnen“.`,
  unknownRole: "Diese Rolle gibt es auf diesem Server nicht.",
  notMentionable: (role) =>
    `Nur Mitglieder mit „@everyone, @here und alle Rollen erwähnen“ können den Bot ${role} erwähnen lassen: Die Rolle ist nicht für alle erwähnbar. Mach sie erwähnbar (Servereinstellungen → Rollen → Erlaube jedem, diese Rolle zu @erwähnen) oder frag ein Mitglied mit dieser Berechtigung.`,
  language_set: (value) => `✅ Ankündigungen kommen ab jetzt auf ${languages[value]}.`,
  status_set: onOff({
    on: "✅ Der Bot kündigt an, wenn der Sender offline geht und wenn er zurück ist.",
    off: "✅ Keine Ankündigungen, wenn der Sender offline geht oder zurückkommt.",
  }),
};
