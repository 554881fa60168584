/** Two spans of one DJ less than this apart are one show, as in the statistics (`SHOW_GAP_MS`): one message. */
export const SAME_SHOW_GAP_MS = 10 * 60_000;

/** A DJ's show as the follows remember it: when it began and, once they went off air, when. */
export interface RememberedShow {
  readonly startedAt: number;
  readonly leftAt: number | null;
}

/** What the fleet remembers of a station's live DJs for its followers (shared through `commitStep`), by DJ key. */
export interface LiveShows {
  readonly shows: Readonly<Record<string, RememberedShow>>;
}

/** What one step decided: the state to save, and the show whose followers are to be told now, if any. */
export interface LivePlan {
  readonly state: LiveShows;
  /** A show that began now: its followers are told. Null when the DJ on air is in a show already told. */
  readonly newShow: { readonly djKey: string; readonly startedAt: number } | null;
  /** False when the state is the saved one (nothing to write). */
  readonly changed: boolean;
}

/** The saved state read back; anything it does not recognise is dropped (a show forgotten is told again). Pure. */
export function readLiveShows(saved: unknown): LiveShows {
  const shows: Record<string, RememberedShow> = {};
  const raw = typeof saved === "object" && saved !== null ? (saved as { shows?: unknown }).shows : undefined;
  if (typeof raw !== "object" || raw === null) return { shows };
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== "object" || value === null) continue;
    const { startedAt, leftAt } = value as { startedAt?: unknown; leftAt?: unknown };
    if (typeof startedAt !== "number" || !Number.isFinite(startedAt)) continue;
    if (leftAt !== null && (typeof leftAt !== "number" || !Number.isFinite(leftAt))) continue;
    shows[key] = { startedAt, leftAt };
  }
  return { shows };
}

/**
 * One look at the live DJ on air (`onAir`: their folded name, null when no live DJ is): a DJ no longer on air
 * has left at `now`; the DJ on air continues the show they were in when they left less than
 * {@link SAME_SHOW_GAP_MS} ago (or never left: another process saw them come on), else begins a new show, to be
 * told. Shows over for longer than the gap are forgotten, so the state holds only the DJs of the last minutes.
 * Pure.
 */
export function liveFollowPlan(saved: unknown, onAir: string | null, now: number): LivePlan {
  const before = readLiveShows(saved);
  const shows: Record<string, RememberedShow> = {};
  let changed = false;
  for (const [key, show] of Object.entries(before.shows)) {
    if (key === onAir) continue;
    if (show.leftAt === null) {
      shows[key] = { startedAt: show.startedAt, leftAt: now };
      changed = true;
    } else if (now - show.leftAt < SAME_SHOW_GAP_MS) {
      shows[key] = show;
    } else {
      changed = true;
    }
  }
  if (onAir === null) return { state: { shows }, newShow: null, changed };
  const known = before.shows[onAir];
  if (known && (known.leftAt === null || now - known.leftAt < SAME_SHOW_GAP_MS)) {
    shows[onAir] = { startedAt: known.startedAt, leftAt: null };
    return { state: { shows }, newShow: null, changed: changed || known.leftAt !== null };
  }
  shows[onAir] = { startedAt: now, leftAt: null };
  return { state: { shows }, newShow: { djKey: onAir, startedAt: now }, changed: true };
}
