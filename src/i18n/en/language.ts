import type { Language } from "../language.js";
import { commands } from "./commands.js";
import { triggers } from "./programme-announcements.js";

/** English: what the bot knows of it from the start; its words load the first time it is used. */
export const language = {
  name: "English",
  fallback: null,
  numbers: { intl: "en-US", plurals: "germanic" },
  defaultWords: ["default", "none"],
  commandWords: { commands, programme: { triggers } },
  words: () => import("./index.js").then((module) => module.en),
} satisfies Language;
