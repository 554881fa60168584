/** What the catalogue says in /schedule, scheduled events, /request, /radio and voice, announcements and dead-air alerts. */
// Filled by the area's own change; every language must give every key.
export type ProgrammeTexts = Record<never, never>;
