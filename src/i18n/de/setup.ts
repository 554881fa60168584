import type { SetupTexts } from "../types/setup.js";

/** /setup replies: settings, stations, templates, styles, languages. */
export const setup: SetupTexts = {};
