/** What the catalogue says in replies of /nowplaying, /history, /listen, /listeners, panel problems, presence, the chart. */
// Filled by the area's own change; every language must give every key.
export type ListenerTexts = Record<never, never>;
