/** What the catalogue says in command, option and choice names and descriptions, as Discord shows them. */
// Filled by the area's own change; every language must give every key.
export type CommandTexts = Record<never, never>;
