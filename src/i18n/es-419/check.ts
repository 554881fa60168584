import type { Overrides } from "../overrides.js";
import { summaryOf } from "../check-summary.js";
import { formatCount, plural } from "../numbers.js";
import type { CheckTexts } from "../types/check.js";
import { discordLines } from "./check-discord.js";
import { panelLines } from "./check-panel.js";
import { streamLines } from "./check-streams.js";

/** The /setup check report, with the permission names Discord's Latin American Spanish client shows. */
export const check: Overrides<CheckTexts> = {
  summary: summaryOf({
    allWell: "Todo funciona.",
    problems: (n) => plural("es-419", n, { one: "{n} problema", other: "{n} problemas" }),
    warnings: (n) => plural("es-419", n, { one: "{n} aviso", other: "{n} avisos" }),
    separator: ", ",
    after: ". Debajo de cada línea dice qué hacer.",
  }),
  sections: { station: "Estación" },
  more: (n) => `…y ${formatCount("es-419", n)} más`,
  permissions: {
    "Embed Links": "«Incrustar enlaces»",
    "Request to Speak": "«Solicitar la palabra»",
    "Manage Channels": "«Administrar canales»",
    "Manage Events": "«Administrar eventos»",
  },
  lines: { ...panelLines, ...streamLines, ...discordLines },
};
