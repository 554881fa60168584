import type { StrangerTexts } from "../types/strangers.js";

/** What the bot says when it holds back a stranger's preview or check. */
export const strangers: StrangerTexts = {
  checkCooldown: (again) =>
    `Einen Moment: Die Prüfung kann ${again} wieder laufen. Jede Prüfung liest das Panel und kontaktiert seine Streams.`,
  busy: "Dem Bot wird gerade der Speicher knapp, darum startet er keine neuen Vorschauen oder Prüfungen. Alles andere funktioniert: Versuche es in ein paar Minuten erneut.",
};
