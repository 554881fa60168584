import { summaryOf } from "../check-summary.js";
import { formatCount, plural } from "../numbers.js";
import type { CheckTexts } from "../types/check.js";
import { discordLines } from "./check-discord.js";
import { panelLines } from "./check-panel.js";
import { streamLines } from "./check-streams.js";

/** The /setup check report, with the permission names Discord's Spanish (Spain) client shows. */
export const check: CheckTexts = {
  title: "🩺 Revisión del bot",
  summary: summaryOf({
    allWell: "Todo funciona.",
    problems: (n) => plural("es-ES", n, { one: "{n} problema", other: "{n} problemas" }),
    warnings: (n) => plural("es-ES", n, { one: "{n} aviso", other: "{n} avisos" }),
    separator: ", ",
    after: ". Debajo de cada línea tienes qué hacer.",
  }),
  sections: { panel: "Panel", station: "Emisora", streams: "Streams", discord: "Discord" },
  more: (n) => `…y ${formatCount("es-ES", n)} más`,
  permissions: {
    "View Channel": "«Ver canal»",
    "Send Messages": "«Enviar mensajes»",
    "Embed Links": "«Insertar enlaces»",
    "Attach Files": "«Adjuntar archivos»",
    Connect: "«Conectar»",
    Speak: "«Hablar»",
    "Request to Speak": "«Solicitar hablar»",
    "Mute Members": "«Silenciar miembros»",
    "Move Members": "«Mover miembros»",
    "Manage Channels": "«Gestionar canales»",
    "Set Voice Channel Status": "«Establecer estado del canal de voz»",
    "Manage Events": "«Gestionar eventos»",
  },
  lines: { ...panelLines, ...streamLines, ...discordLines },
};
