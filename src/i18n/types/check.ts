/** What the catalogue says in the /setup check report. */
// Filled by the area's own change; every language must give every key.
export type CheckTexts = Record<never, never>;
