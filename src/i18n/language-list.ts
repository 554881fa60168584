// The bot's languages, one line each: a language's folder's language.ts under its locale's name (as in LOCALES,
// src/locale.ts). languages.ts checks that every Locale has its line.
export { language as en } from "./en/language.js";
export { language as ru } from "./ru/language.js";
export { language as uk } from "./uk/language.js";
export { language as de } from "./de/language.js";
export { language as "es-ES" } from "./es-ES/language.js";
export { language as "es-419" } from "./es-419/language.js";
export { language as "pt-BR" } from "./pt-BR/language.js";
export { language as pl } from "./pl/language.js";
