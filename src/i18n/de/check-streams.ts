import { codecName } from "../check-units.js";
import { plural } from "../numbers.js";
import type { CheckLines } from "../types/check.js";

const STREAM: CheckLines["stream"] = {
  none: (f) => ({ text: `${f.mount}: ${codecName(f.heard)}, wie im Panel angegeben.` }),
  codec: (f) => ({
    text: `${f.mount}: Das Panel sagt ${f.format}, der Stream ist ${codecName(f.heard)}.`,
    fix: "Stell im Panel das Format des Kanals auf das ein, was er wirklich streamt.",
  }),
  html: (f) => ({
    text: `${f.mount}: liefert eine Webseite (HTML), kein Audio.`,
    fix: "Prüfe die Stream-Adresse des Kanals im Panel: Sie zeigt auf eine Webseite.",
  }),
  "not-audio": (f) => ({
    text: `${f.mount}: Die Antwort ist kein Audio, das der Bot kennt.`,
    fix: "Prüfe Stream-Adresse und Format des Kanals im Panel.",
  }),
  http: (f) => ({
    text: `${f.mount}: hat mit HTTP ${f.httpStatus} geantwortet.`,
    fix: "Prüfe im Panel, ob der Mountpoint läuft und nicht voll ist.",
  }),
  refused: (f) => ({
    text: `${f.mount}: Der Bot hat die Stream-Adresse abgelehnt (privat oder eine Weiterleitung).`,
    fix: "Gib dem Kanal eine öffentliche Stream-Adresse, die ohne Weiterleitung antwortet.",
  }),
  timeout: (f) => ({
    text: `${f.mount}: Es kam nicht rechtzeitig Audio.`,
    fix: "Der Stream-Server ist vielleicht überlastet; versuch es noch mal.",
  }),
  error: (f) => ({
    text: `${f.mount}: lässt sich nicht öffnen.`,
    fix: "Prüfe, ob der Stream-Server online ist.",
  }),
  "no-url": (f) => ({
    text: `${f.mount}: Das Panel nennt dafür keine http(s)-Adresse.`,
    fix: "Trag die Stream-Adresse des Kanals im Panel ein.",
  }),
};

/** The streams' lines. */
export const streamLines: Pick<CheckLines, "no-streams" | "stream" | "streams-unread"> = {
  "no-streams": () => ({
    text: "Kein Stream ist auf Sendung, also wurde keiner geprüft.",
    fix: "Starte die Sendung im Panel.",
  }),
  stream: STREAM,
  "streams-unread": (f) => ({
    text: `${plural("de", f.count, { one: "{n} weiterer Stream", other: "{n} weitere Streams" })} auf Sendung, nicht gelesen.`,
    fix: "Der Check liest nur die ersten 20 Streams; nimm die übrigen im Panel vom Netz, wenn sie keiner nutzt.",
  }),
};
