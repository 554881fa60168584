import { byteSize, httpAdvice, optional, orElse } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { PanelTexts } from "../types/listener-panel.js";

const size = (bytes: number) =>
  byteSize(bytes, {
    megabytes: (mebibytes) => `${formatCount("de", mebibytes)} MB`,
    bytes: (bytes) => plural("de", bytes, { one: "{n} Byte", other: "{n} Byte" }),
  });

/** The panel's problems in German. */
export const panel: PanelTexts = {
  errors: {
    unreachable: (e) =>
      `Das Sender-Panel unter ${e.panel} ist nicht erreichbar (${orElse(e.code, "Netzwerkfehler")}). Prüf PANEL_URL und ob das Panel läuft.`,
    timeout: (e) =>
      `Das Sender-Panel unter ${e.panel} hat nicht innerhalb von ${formatCount("de", e.timeoutMs / 1000)} s geantwortet. Vielleicht ist es überlastet; versuch es in einer Minute noch mal.`,
    http: (e) => {
      const said = optional((excerpt: string) => `: „${excerpt}“`)(e.excerpt);
      const advice = httpAdvice(e.status, {
        auth: "Prüf PANEL_API_KEY.",
        notFound: "Prüf PANEL_URL und PANEL_SERVER_ID.",
        other: "Versuch es in einer Minute noch mal.",
      });
      return `Das Sender-Panel unter ${e.panel} hat mit HTTP ${e.status} geantwortet${said}. ${advice}`;
    },
    notJson: (e) =>
      `Das Sender-Panel unter ${e.panel} hat kein JSON geschickt${optional((excerpt: string) => ` („${excerpt}“)`)(e.excerpt)}. Prüf, ob PANEL_URL auf das Panel selbst zeigt.`,
    shape: (e) =>
      `Das Sender-Panel unter ${e.panel} hat Daten in unerwarteter Form geschickt (${e.problems.join("; ")}). Vielleicht läuft dort eine Version, die der Bot noch nicht kennt.`,
  },
  refusals: {
    address: {
      malformed:
        "Das ist keine Webadresse. Gib die Adresse des Panels so ein, wie dein Browser sie zeigt, z. B. https://radio.example.com:8080.",
      "too-long": "Diese Adresse ist zu lang für ein Panel.",
      scheme: "Nur Adressen mit http:// und https:// funktionieren.",
      credentials:
        "Lass Benutzername und Passwort aus der Adresse weg (für den API-Schlüssel gibt es eine eigene Option).",
      "not-public":
        "Diese Adresse führt in ein privates, lokales oder reserviertes Netz, mit dem sich der Bot nicht verbindet. Nimm die öffentliche Adresse des Panels.",
      "not-found": "Diesen Hostnamen gibt es nicht. Prüf die Schreibweise der Adresse.",
      "lookup-failed": "Der Hostname ließ sich gerade nicht auflösen. Versuch es in einer Minute noch mal.",
    },
    unusableName:
      "Unter diesem Hostnamen ist kein öffentliches Panel erreichbar: Er wurde nicht gefunden oder führt in ein privates, lokales oder reserviertes Netz, mit dem sich der Bot nicht verbindet. Prüf die Adresse und nimm die öffentliche Adresse des Panels.",
    redirect: (status, target) =>
      `Das Panel hat mit einer Weiterleitung geantwortet (HTTP ${status})${optional((target: string) => ` nach ${target}`)(target)}, und der Bot folgt keinen Weiterleitungen. Nimm die Adresse, unter der das Panel wirklich läuft.`,
    tooLarge: (bytes) =>
      `Die Antwort des Panels war größer als ${size(bytes)}, deshalb hat der Bot aufgehört, sie zu lesen.`,
    circuitOpen: (at) =>
      `Das Sender-Panel ist mehrmals hintereinander ausgefallen; der Bot versucht es ${at} wieder.`,
    queueFull:
      "Das Sender-Panel antwortet langsam, und es warten schon zu viele Anfragen darauf. Versuch es in einer Minute noch mal.",
    waitedTooLong:
      "Das Sender-Panel antwortet langsam, und diese Anfrage hat zu lange gewartet. Versuch es in einer Minute noch mal.",
  },
};
