import type { StrangerTexts } from "../types/strangers.js";

/** What the bot says when it holds back a stranger's preview or check. */
export const strangers: StrangerTexts = {
  checkCooldown: (again) =>
    `Einen Moment: Die Prüfung kann ${again} wieder laufen. Jede Prüfung liest das Panel und kontaktiert seine Streams.`,
  busy: "Dem Bot wird gerade der Speicher knapp, darum startet er keine neuen Vorschauen oder Prüfungen. Alles andere funktioniert: Versuche es in ein paar Minuten erneut.",
  sealingUnset:
    "Dieser Bot kann keine API-Schlüssel speichern: Sein Betreiber hat SECRET_KEY nicht gesetzt. Ein Panel, das keinen Schlüssel braucht, lässt sich trotzdem einrichten.",
  sealingTooShort: (min) =>
    `Dieser Bot kann keine API-Schlüssel speichern: Der SECRET_KEY seines Betreibers ist kürzer als ${min} Zeichen. Ein Panel, das keinen Schlüssel braucht, lässt sich trotzdem einrichten.`,
};
