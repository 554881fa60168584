import type { Language } from "../language.js";
import { commands } from "./commands.js";
import { triggers } from "./programme-announcements.js";

/** Spanish (Latin America): what the bot knows of it from the start; its words load the first time it is used. */
export const language = {
  name: "Español (Latinoamérica)",
  fallback: "es-ES",
  numbers: { intl: "es-419", plurals: "spanish" },
  // Spanish for Spain's words for the default colour are understood here too.
  defaultWords: [],
  commandWords: { commands, programme: { triggers } },
  words: () => import("./index.js").then((module) => module.es419),
} satisfies Language;
