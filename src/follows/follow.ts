/** How many minutes before a scheduled show a follower is reminded; null: no reminder. */
export type RemindMinutes = 15 | 30 | 60 | null;

/** The reminder choices a follow may hold, in order. */
export const REMIND_MINUTES: readonly Exclude<RemindMinutes, null>[] = [15, 30, 60];

/** A listener following a DJ of a station, from one Discord server. */
export interface Follow {
  /** The server the follow was made in. */
  readonly guildId: string;
  readonly userId: string;
  /** The station key, `<panel address>#<server id>`. */
  readonly station: string;
  /** The DJ's name as the panel writes it (matched through `djKey`). */
  readonly dj: string;
  readonly remindMinutes: RemindMinutes;
  /** Unix ms. */
  readonly createdAt: number;
}

/** What `addFollow` did: a new follow, the reminder of an existing one changed, or refused at the user's limit. */
export type AddFollowResult = "added" | "updated" | "limit";
