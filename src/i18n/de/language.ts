import type { Language } from "../language.js";
import { commands } from "./commands.js";
import { triggers } from "./programme-announcements.js";

/** German: what the bot knows of it from the start; its words load the first time it is used. */
export const language = {
  name: "Deutsch",
  fallback: "en",
  numbers: { intl: "de-DE", plurals: "germanic" },
  defaultWords: ["standard", "keine", "keiner"],
  commandWords: { commands, programme: { triggers } },
  words: () => import("./index.js").then((module) => module.de),
} satisfies Language;
