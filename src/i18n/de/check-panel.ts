import { seconds } from "../check-units.js";
import { formatCount } from "../numbers.js";
import type { CheckLine, CheckLines, Of } from "../types/check.js";

const sec = (ms: number) => seconds("de", ms, "s");

const PANEL_DOWN: Readonly<Record<Of<"panel-down">["reason"], (f: Of<"panel-down">) => CheckLine>> = {
  unreachable: () => ({
    text: "Das Panel ist nicht erreichbar.",
    fix: "Prüfe die Adresse des Panels und ob es online ist.",
  }),
  timeout: (f) => ({
    text: `Das Panel hat nicht innerhalb von ${sec(f.ms ?? 0)} geantwortet.`,
    fix: "Das Panel ist vielleicht down oder überlastet; versuch es in einer Minute noch mal.",
  }),
  refused: () => ({
    text: "Der Bot hat die Adresse des Panels abgelehnt (privat, eine Weiterleitung oder eine zu große Antwort).",
    fix: "Nimm die öffentliche Adresse des Panels, unter der es ohne Weiterleitung antwortet.",
  }),
  http: (f) => ({
    text: `Das Panel hat mit HTTP ${f.httpStatus ?? 0} geantwortet.`,
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
  panel(f) {
    const key =
      f.keyGiven === true
        ? "API-Schlüssel akzeptiert"
        : f.keyGiven === false
          ? "kein API-Schlüssel nötig"
          : "API-Schlüssel akzeptiert oder nicht nötig";
    return { text: `Das Panel antwortet in ${formatCount("de", f.ms)} ms; ${key}.` };
  },
  "panel-key": (f) => ({
    text: `Das Panel hat den API-Schlüssel abgelehnt (HTTP ${f.httpStatus}).`,
    fix: "Kopiere den API-Schlüssel noch mal aus dem Panel und gib ihn mit /setup station an (PANEL_API_KEY für den eigenen Sender des Bots).",
  }),
  "panel-down": (f) => PANEL_DOWN[f.reason](f),
  clock(f) {
    if (f.offsetMs === null)
      return { text: "Zeitabweichung nicht gemessen: Das Panel schickt keine Uhrzeit mit." };
    return f.status === "ok"
      ? {
          text: `Die Uhr des Panels stimmt mit der des Bots überein (auf ${sec(Math.abs(f.offsetMs))} genau).`,
        }
      : {
          text: `Die Uhr des Panels geht gegenüber dem Bot ${sec(Math.abs(f.offsetMs))} ${f.offsetMs > 0 ? "vor" : "nach"}.`,
          fix: "Stell die Uhr des Panel-Servers (NTP); bis dahin sind die Titelzeiten um genauso viel verschoben.",
        };
  },
  skipped: (f) => ({ text: `${SKIPPED[f.what]}: nicht geprüft, das Panel hat nicht geantwortet.` }),
  "on-air": (f) =>
    f.onAir
      ? { text: "Der Sender ist auf Sendung." }
      : {
          text: "Der Sender ist nicht auf Sendung: Kein Kanal sendet.",
          fix: "Starte die Sendung im Panel (AutoDJ oder eine Live-Quelle).",
        },
  dj(f) {
    if (f.status === "fail")
      return {
        text: "Die DJ-Liste lässt sich nicht lesen.",
        fix: "Prüfe den DJ-Bereich im Panel und den API-Schlüssel.",
      };
    if (!f.name) return { text: "Kein DJ auf Sendung." };
    return { text: f.live ? `Auf Sendung: ${f.name} (live).` : `Auf Sendung: der AutoDJ (${f.name}).` };
  },
  history: (f) =>
    f.readable
      ? { text: "Der Titelverlauf lässt sich lesen." }
      : {
          text: "Der Titelverlauf lässt sich nicht lesen.",
          fix: "Prüfe, ob das Panel für diesen Server einen Verlauf führt.",
        },
};
