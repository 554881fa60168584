import type { Language } from "../language.js";
import { commands } from "./commands.js";
import { triggers } from "./programme-announcements.js";

/** Ukrainian: what the bot knows of it from the start; its words load the first time it is used. */
export const language = {
  name: "Українська",
  fallback: "en",
  numbers: { intl: "uk-UA", plurals: "east-slavic" },
  defaultWords: ["за замовчуванням", "типовий", "немає"],
  commandWords: { commands, programme: { triggers } },
  words: () => import("./index.js").then((module) => module.uk),
} satisfies Language;
