/** What a public bot says when it holds back work a stranger asked for: a check too soon, or memory short. */
export interface StrangerTexts {
  /** `/setup check` ran just now (by this moderator or in this server); `again` is a Discord relative time. */
  readonly checkCooldown: (again: string) => string;
  /** Past the memory high-water mark: new previews and checks wait, everything else is served. */
  readonly busy: string;
  /** A moderator offered an API key, but the operator has not set `SECRET_KEY`: nothing can be stored. */
  readonly sealingUnset: string;
  /** The same, with a `SECRET_KEY` shorter than `min` characters. */
  readonly sealingTooShort: (min: number) => string;
}
