import type { Language } from "../language.js";
import { commands } from "./commands.js";
import { triggers } from "./programme-announcements.js";

/** Russian: what the bot knows of it from the start; its words load the first time it is used. */
export const language = {
  name: "Русский",
  fallback: "en",
  numbers: { intl: "ru-RU", plurals: "east-slavic" },
  defaultWords: ["по умолчанию", "нет"],
  commandWords: { commands, programme: { triggers } },
  words: () => import("./index.js").then((module) => module.ru),
} satisfies Language;
