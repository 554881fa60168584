import type { Language } from "../language.js";
import { commands } from "./commands.js";
import { triggers } from "./programme-announcements.js";

/** Spanish (Spain): what the bot knows of it from the start; its words load the first time it is used. */
export const language = {
  name: "Español (España)",
  fallback: "en",
  numbers: { intl: "es-ES", plurals: "spanish" },
  defaultWords: ["predeterminado", "por defecto", "ninguno"],
  commandWords: { commands, programme: { triggers } },
  words: () => import("./index.js").then((module) => module.esES),
} satisfies Language;
