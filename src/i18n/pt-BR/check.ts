import { summaryOf } from "../check-summary.js";
import { formatCount, plural } from "../numbers.js";
import type { CheckTexts } from "../types/check.js";
import { discordLines } from "./check-discord.js";
import { panelLines } from "./check-panel.js";
import { streamLines } from "./check-streams.js";

/** The /setup check report, with the permission names Discord's Brazilian Portuguese client shows. */
export const check: CheckTexts = {
  title: "🩺 Verificação do bot",
  summary: summaryOf({
    allWell: "Tudo funcionando.",
    problems: (n) => plural("pt-BR", n, { one: "{n} problema", other: "{n} problemas" }),
    warnings: (n) => plural("pt-BR", n, { one: "{n} aviso", other: "{n} avisos" }),
    separator: ", ",
    after: ". O que fazer está abaixo de cada linha.",
  }),
  sections: { panel: "Painel", station: "Estação", streams: "Streams", discord: "Discord" },
  more: (n) => `…e mais ${formatCount("pt-BR", n)}`,
  permissions: {
    "View Channel": "“Ver canal”",
    "Send Messages": "“Enviar mensagens”",
    "Embed Links": "“Inserir links”",
    "Attach Files": "“Anexar arquivos”",
    Connect: "“Conectar”",
    Speak: "“Falar”",
    "Request to Speak": "“Pedir para falar”",
    "Mute Members": "“Silenciar membros”",
    "Move Members": "“Mover membros”",
    "Manage Channels": "“Gerenciar canais”",
    "Set Voice Channel Status": "“Definir status do canal de voz”",
    "Manage Events": "“Gerenciar eventos”",
  },
  lines: { ...panelLines, ...streamLines, ...discordLines },
};
