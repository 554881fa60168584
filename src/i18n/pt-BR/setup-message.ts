import { onOff } from "../choose.js";
import { plural } from "../numbers.js";
import type { MessageSetupTexts, SetupTexts, TemplateProblemTexts } from "../types/setup.js";

/** `/setup message` and `/setup style`, in Brazilian Portuguese. */
export const message: MessageSetupTexts = {
  previewTitle: (trigger) => `👀 Prévia: ${trigger}`,
  previewHint: (where) =>
    `É assim que o anúncio vai ficar${where}, com o que está no ar agora. Nada é salvo até você clicar em Salvar.`,
  sampleHint: (where) =>
    `É assim que o anúncio vai ficar${where}, com valores de exemplo (nada está no ar agora). Nada é salvo até você clicar em Salvar.`,
  save: "Salvar",
  allStations: " para todas as rádios",
  forStation: (name) => ` para ${name}`,
  saved: (trigger, where) => `✅ Salvo: **${trigger}** agora usa o seu texto${where}.`,
  reset: (trigger, where) => `✅ **${trigger}** voltou ao texto padrão do bot${where}.`,
  stale: "Esta prévia expirou ou já foi usada. Use /setup message de novo.",
  notYours: "Só quem usou /setup message pode salvar.",
  unknownTrigger: "Escolha um dos anúncios oferecidos na opção `trigger`.",
  styleSaved: "✅ Salvo. Um anúncio de música no novo estilo:",
  needOption: "Informe pelo menos uma destas opções: `layout`, `color`, `cover` ou `timestamp`.",
  badColor: (typed) =>
    `“${typed}” não é uma cor. Informe em hexadecimal, como \`#1e90ff\`, \`1e90ff\` ou \`#fff\`, ou \`padrão\` (ou \`default\`) para a cor própria de cada anúncio.`,
  colorDefault: "cor própria de cada anúncio",
  colorOf: (hex) => `cor ${hex}`,
  cover: onOff({ on: "com capa", off: "sem capa" }),
  time: onOff({ on: "com horário", off: "sem horário" }),
  styleField: "Estilo dos anúncios",
  templatesField: "Modelos de mensagem",
  noTemplates: "nenhum: o texto padrão do bot (/setup message)",
  more: (count) => `…e mais ${count}`,
};

/** Why a template is refused, in Brazilian Portuguese. */
export const template: TemplateProblemTexts = {
  empty: "O modelo está vazio: escreva o que o bot deve postar.",
  tooLong: (length, max) => `O modelo tem ${length} caracteres; o máximo é ${max}.`,
  unknown: (count) =>
    plural("pt-BR", count, { one: "Marcador desconhecido:", other: "Marcadores desconhecidos:" }),
  more: (count) => `e mais ${count}`,
  allowed: "Você pode usar:",
  rules: (max) =>
    `Um modelo é texto com markdown do Discord, de até ${max} caracteres. Qualquer outra coisa entre chaves fica como está.`,
};

/** The rest of `/setup message`'s words, in Brazilian Portuguese. */
export const messageWords: Pick<SetupTexts, "placeholders" | "layouts" | "sample"> = {
  placeholders: {
    dj: "o DJ no ar (ou “ninguém”)",
    previous_dj: "o DJ anterior",
    artist: "o artista",
    title: "o nome da música",
    album: "o álbum",
    track: "artista — título",
    station: "o nome da rádio",
    listeners: "quantas pessoas ouvem agora",
    listen: "o link para ouvir",
    time: "quando aconteceu (no horário de quem lê)",
  },
  layouts: { embed: "embed", compact: "uma linha, sem embed", both: "uma linha e o embed" },
  sample: {
    live: "DJ Nova",
    previous: "DJ Aurora",
    auto: "AutoDJ",
    artist: "O Artista",
    title: "Uma Música",
    album: "Um Álbum",
  },
};
