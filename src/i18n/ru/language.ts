import type { Language } from "../language.js";
import { commands } from "./commands.js";
import { triggers } from "./programme-announcements.js";

/** Russian: what the bot knows of it from the start; its words load the first time it is used. */
export const language = {
  name: "Русский",
  fallback: "en",
  numbers: {
    group: "\u00a0",
    decimal: ",",
    minimumGrouping: 1,
    nan: "не\u00a0число",
    plurals: "east-slavic",
  },
  defaultWords: ["по умолчанию", "нет"],
  commandWords: { commands, programme: { triggers } },
  words: () => import("./index.js").then((module) => module.ru),
} satisfies Language;
