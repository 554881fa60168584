import type { Language } from "../language.js";
import { commands } from "./commands.js";
import { triggers } from "./programme-announcements.js";

/** English: what the bot knows of it from the start; its words load the first time it is used. */
export const language = {
  name: "English",
  fallback: null,
  numbers: { group: ",", decimal: ".", minimumGrouping: 1, nan: "NaN", plurals: "germanic" },
  defaultWords: ["default", "none"],
  commandWords: { commands, programme: { triggers } },
  words: () => import("./index.js").then((module) => module.en),
} satisfies Language;
