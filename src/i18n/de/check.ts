import { summaryOf } from "../check-summary.js";
import { formatCount, plural } from "../numbers.js";
import type { CheckTexts } from "../types/check.js";
import { discordLines } from "./check-discord.js";
import { panelLines } from "./check-panel.js";
import { streamLines } from "./check-streams.js";

/** The /setup check report, with the permission names Discord's German client shows. */
export const check: CheckTexts = {
  title: "🩺 Bot-Check",
  summary: summaryOf({
    allWell: "Alles funktioniert.",
    problems: (n) => plural("de", n, { one: "{n} Problem", other: "{n} Probleme" }),
    warnings: (n) => plural("de", n, { one: "{n} Warnung", other: "{n} Warnungen" }),
    separator: ", ",
    after: ". Was zu tun ist, steht unter jeder Zeile.",
  }),
  sections: { panel: "Panel", station: "Sender", streams: "Streams", discord: "Discord" },
  more: (n) => `…und ${formatCount("de", n)} weitere`,
  permissions: {
    "View Channel": "„Kanal ansehen“",
    "Send Messages": "„Nachrichten senden“",
    "Embed Links": "„Links einbetten“",
    "Attach Files": "„Dateien anhängen“",
    Connect: "„Verbinden“",
    Speak: "„Sprechen“",
    "Request to Speak": "„Redeanfrage“",
    "Mute Members": "„Mitglieder stummschalten“",
    "Move Members": "„Mitglieder verschieben“",
    "Manage Channels": "„Kanäle verwalten“",
    "Set Voice Channel Status": "„Sprachkanalstatus festlegen“",
    "Manage Events": "„Events verwalten“",
  },
  lines: { ...panelLines, ...streamLines, ...discordLines },
};
