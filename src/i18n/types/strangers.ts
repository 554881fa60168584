/** What a public bot says when it holds back work a stranger asked for: a check too soon, or memory short. */
export interface StrangerTexts {
  /** `/setup check` ran just now (by this moderator or in this server); `again` is a Discord relative time. */
  readonly checkCooldown: (again: string) => string;
  /** Past the memory high-water mark: new previews and checks wait, everything else is served. */
  readonly busy: string;
}
