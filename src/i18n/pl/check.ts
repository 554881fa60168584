import { summaryOf } from "../check-summary.js";
import { formatCount, plural } from "../numbers.js";
import type { CheckTexts } from "../types/check.js";
import { discordLines } from "./check-discord.js";
import { panelLines } from "./check-panel.js";
import { streamLines } from "./check-streams.js";

/** The /setup check report, with the permission names Discord's Polish client shows. */
export const check: CheckTexts = {
  title: "🩺 Kontrola bota",
  summary: summaryOf({
    allWell: "Wszystko działa.",
    problems: (n) =>
      plural("pl", n, {
        one: "{n} problem",
        few: "{n} problemy",
        many: "{n} problemów",
        other: "{n} problemu",
      }),
    warnings: (n) =>
      plural("pl", n, {
        one: "{n} ostrzeżenie",
        few: "{n} ostrzeżenia",
        many: "{n} ostrzeżeń",
        other: "{n} ostrzeżenia",
      }),
    separator: ", ",
    after: ". Co zrobić, jest pod każdym wierszem.",
  }),
  sections: { panel: "Panel", station: "Stacja", streams: "Strumienie", discord: "Discord" },
  more: (n) => `…i jeszcze ${formatCount("pl", n)}`,
  permissions: {
    "View Channel": "„Wyświetlanie kanału”",
    "Send Messages": "„Wysyłanie wiadomości”",
    "Embed Links": "„Osadzanie linków”",
    "Attach Files": "„Załączanie plików”",
    Connect: "„Łączenie”",
    Speak: "„Mówienie”",
    "Request to Speak": "„Prośba o zabranie głosu”",
    "Mute Members": "„Wyciszanie członków”",
    "Move Members": "„Przenoszenie członków”",
    "Manage Channels": "„Zarządzanie kanałami”",
    "Set Voice Channel Status": "„Ustawianie statusu kanału głosowego”",
    "Manage Events": "„Zarządzanie wydarzeniami”",
  },
  lines: { ...panelLines, ...streamLines, ...discordLines },
};
