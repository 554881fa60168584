import { beforeAll } from "vitest";
import { loadLanguage } from "../../src/i18n/catalogues.js";
import { LOCALES } from "../../src/locale.js";

// The bot loads a language the first time it is used (the dispatcher, the announcer and the preview await it);
// tests render in any language at any point, so each test file starts with every language loaded.
beforeAll(async () => {
  await Promise.all(LOCALES.map(loadLanguage));
});
