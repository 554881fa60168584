import type { Language } from "../language.js";
import { commands } from "./commands.js";
import { triggers } from "./programme-announcements.js";

/** Brazilian Portuguese: what the bot knows of it from the start; its words load the first time it is used. */
export const language = {
  name: "Português (Brasil)",
  fallback: "en",
  numbers: { intl: "pt-BR", plurals: "portuguese" },
  defaultWords: ["padrão", "nenhum", "nenhuma"],
  commandWords: { commands, programme: { triggers } },
  words: () => import("./index.js").then((module) => module.ptBR),
} satisfies Language;
