import type { ProgrammeTexts } from "../types/programme.js";

/** /schedule, scheduled events, /request, /radio and voice, announcements and dead-air alerts. */
export const programme: ProgrammeTexts = {};
