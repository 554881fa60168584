import { seconds } from "../check-units.js";
import { formatCount } from "../numbers.js";
import type { CheckLines, Of } from "../types/check.js";

const sec = (ms: number) => seconds("de", ms, "s");

const PANEL_DOWN: CheckLines["panel-down"] = {
  unreachable: () => ({
    text: "Das Panel ist nicht erreichbar.",
    fix: "Prüfe die Adresse des Panels und ob es online ist.",
  }),
  timeout: (f) => ({
    text: `Das Panel hat nicht innerhalb von ${sec(f.ms)} geantwortet.`,
    fix: "Das Panel ist vielleicht down oder überlastet; versuch es in einer Minute noch mal.",
  }),
  refused: () => ({
    text: "Der Bot hat die Adresse des Panels abgelehnt (privat, eine Weiterleitung oder eine zu große Antwort).",
    fix: "Nimm die öffentliche Adresse des Panels, unter der es ohne Weiterleitung antwortet.",
  }),
  http: (f) => ({
    text: `Das Panel hat mit HTTP ${f.httpStatus} geantwortet.`,
    fix: "Prüfe die Adresse des Panels und die Server-ID des Senders.",
  }),
  "not-json": () => ({
    text: "Das Panel hat mit einer Webseite geantwortet, nicht mit seiner API.",
    fix: "Nimm die Adresse des Panels selbst, nicht die einer Seite davor.",
  }),
  shape: () => ({
    text: "Die Antwort des Panels hat ein Format, das dieser Bot nicht kennt.",
    fix: "Vielleicht läuft eine neuere Version des Panels; sag dem Betreiber des Bots Bescheid.",
  }),
  "no-station": () => ({
    text: "Dieser Server hat noch keinen Sender.",
    fix: "Wähle einen mit /setup station.",
  }),
};

const SKIPPED: Readonly<Record<Of<"skipped">["what"], string>> = {
  clock: "Uhr des Panels",
  station: "Sender",
  streams: "Streams",
};

/** The panel's and the station's lines. */
export const panelLines: Pick<
  CheckLines,
  "panel" | "panel-key" | "panel-down" | "clock" | "skipped" | "on-air" | "dj" | "history"
> = {
  panel: {
    "key-accepted": (f) => ({
      text: `Das Panel antwortet in ${formatCount("de", f.ms)} ms; API-Schlüssel akzeptiert.`,
    }),
    "no-key-needed": (f) => ({
      text: `Das Panel antwortet in ${formatCount("de", f.ms)} ms; kein API-Schlüssel nötig.`,
    }),
    "key-unknown": (f) => ({
      text: `Das Panel antwortet in ${formatCount("de", f.ms)} ms; API-Schlüssel akzeptiert oder nicht nötig.`,
    }),
  },
  "panel-key": (f) => ({
    text: `Das Panel hat den API-Schlüssel abgelehnt (HTTP ${f.httpStatus}).`,
    fix: "Kopiere den API-Schlüssel noch mal aus dem Panel und gib ihn mit /setup station an (PANEL_API_KEY für den eigenen Sender des Bots).",
  }),
  "panel-down": PANEL_DOWN,
  clock: {
    unmeasured: () => ({ text: "Zeitabweichung nicht gemessen: Das Panel schickt keine Uhrzeit mit." }),
    agrees: (f) => ({
      text: `Die Uhr des Panels stimmt mit der des Bots überein (auf ${sec(Math.abs(f.offsetMs))} genau).`,
    }),
    ahead: (f) => ({
      text: `Die Uhr des Panels geht gegenüber dem Bot ${sec(Math.abs(f.offsetMs))} vor.`,
      fix: "Stell die Uhr des Panel-Servers (NTP); bis dahin sind die Titelzeiten um genauso viel verschoben.",
    }),
    behind: (f) => ({
      text: `Die Uhr des Panels geht gegenüber dem Bot ${sec(Math.abs(f.offsetMs))} nach.`,
      fix: "Stell die Uhr des Panel-Servers (NTP); bis dahin sind die Titelzeiten um genauso viel verschoben.",
    }),
  },
  skipped: (f) => ({ text: `${SKIPPED[f.what]}: nicht geprüft, das Panel hat nicht geantwortet.` }),
  "on-air": {
    on: () => ({ text: "Der Sender ist auf Sendung." }),
    off: () => ({
      text: "Der Sender ist nicht auf Sendung: Kein Kanal sendet.",
      fix: "Starte die Sendung im Panel (AutoDJ oder eine Live-Quelle).",
    }),
  },
  dj: {
    unreadable: () => ({
      text: "Die DJ-Liste lässt sich nicht lesen.",
      fix: "Prüfe den DJ-Bereich im Panel und den API-Schlüssel.",
    }),
    nobody: () => ({ text: "Kein DJ auf Sendung." }),
    live: (f) => ({ text: `Auf Sendung: ${f.name} (live).` }),
    automatic: (f) => ({ text: `Auf Sendung: der AutoDJ (${f.name}).` }),
  },
  history: {
    readable: () => ({ text: "Der Titelverlauf lässt sich lesen." }),
    unreadable: () => ({
      text: "Der Titelverlauf lässt sich nicht lesen.",
      fix: "Prüfe, ob das Panel für diesen Server einen Verlauf führt.",
    }),
  },
};
