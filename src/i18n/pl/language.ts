import type { Language } from "../language.js";
import { commands } from "./commands.js";
import { triggers } from "./programme-announcements.js";

/** Polish: what the bot knows of it from the start; its words load the first time it is used. */
export const language = {
  name: "Polski",
  fallback: "en",
  numbers: { intl: "pl-PL", plurals: "polish" },
  defaultWords: ["domyślny", "domyślnie", "brak"],
  commandWords: { commands, programme: { triggers } },
  words: () => import("./index.js").then((module) => module.pl),
} satisfies Language;
