/** What the catalogue says in /setup replies: settings, stations, templates, styles, languages. */
// Filled by the area's own change; every language must give every key.
export type SetupTexts = Record<never, never>;
