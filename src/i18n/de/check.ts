import type { CheckTexts } from "../types/check.js";

/** The /setup check report. */
export const check: CheckTexts = {};
