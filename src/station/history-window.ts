import type { PanelClient } from "../panel/client.js";
import type { HistoryEntry } from "../panel/schemas.js";
import { isJingle } from "./track.js";

/** Which plays to show: `count` of them going older from `anchor`, or going newer (ending just before it). */
export interface HistoryWindowRequest {
  readonly direction: "older" | "newer";
  /** A raw history offset: where the window starts (older) or the first offset it must not include (newer). */
  readonly anchor: number;
  readonly count: number;
  readonly jingles: boolean;
  /**
   * The id of the play just across the anchor when the page was drawn (older: the last play shown; newer: the
   * first). New plays push everything to higher offsets between two clicks; finding this play again keeps the
   * next page from repeating or skipping one.
   */
  readonly boundaryId?: number;
}

/** A play with its place in the panel's history (0 is the track on air). */
export interface PlacedEntry {
  readonly offset: number;
  readonly entry: HistoryEntry;
}

/** The plays to show, newest first, and whether there is anything newer or older to page to. */
export interface HistoryWindow {
  readonly items: readonly PlacedEntry[];
  readonly hasNewer: boolean;
  readonly hasOlder: boolean;
}

/** Reads the history entry at a raw offset, or null past the end. */
export type EntryAt = (offset: number) => Promise<HistoryEntry | null>;

/** Never look further than a panel's history window for plays to show. */
const MAX_SCAN = 1000;

/**
 * Picks the plays of one `/history` page. `count` counts what is shown: with jingles hidden it keeps reading
 * until it has that many songs. The page is described only by raw offsets, so a button can carry it.
 */
export async function historyWindow(at: EntryAt, asked: HistoryWindowRequest): Promise<HistoryWindow> {
  const request = await anchored(at, asked);
  const shown = (entry: HistoryEntry) => request.jingles || !isJingle(entry);
  const step = request.direction === "older" ? 1 : -1;
  const start = request.direction === "older" ? request.anchor : request.anchor - 1;

  const items: PlacedEntry[] = [];
  let offset = start;
  for (
    let scanned = 0;
    items.length < request.count && offset >= 0 && scanned < MAX_SCAN;
    scanned++, offset += step
  ) {
    const entry = await at(offset);
    if (!entry) break;
    if (shown(entry)) items.push({ offset, entry });
  }
  if (step < 0) items.reverse();

  const first = items[0]?.offset ?? request.anchor;
  const last = items.at(-1)?.offset ?? request.anchor - 1;
  const find = async (from: number, direction: 1 | -1): Promise<boolean> => {
    for (let o = from, scanned = 0; o >= 0 && scanned < MAX_SCAN; o += direction, scanned++) {
      const entry = await at(o);
      if (!entry) return false;
      if (shown(entry)) return true;
    }
    return false;
  };
  return { items, hasNewer: await find(first - 1, -1), hasOlder: await find(last + 1, 1) };
}

/** Page size the history reader asks the panel for; fixed and aligned so that pages are shared in the cache. */
export const HISTORY_PAGE_SIZE = 50;

/** An {@link EntryAt} over the panel client, reading aligned pages (one request per 50 entries). */
export function panelEntryAt(panel: Pick<PanelClient, "history">): EntryAt {
  const pages = new Map<number, Promise<readonly HistoryEntry[]>>();
  return async (offset) => {
    const pageStart = Math.floor(offset / HISTORY_PAGE_SIZE) * HISTORY_PAGE_SIZE;
    let page = pages.get(pageStart);
    if (!page) {
      page = panel.history({ limit: HISTORY_PAGE_SIZE, offset: pageStart }).then((p) => p.results);
      pages.set(pageStart, page);
    }
    return (await page)[offset - pageStart] ?? null;
  };
}

/** Moves the anchor by as many plays as started since the page was drawn, found by the boundary play's id. */
async function anchored(at: EntryAt, request: HistoryWindowRequest): Promise<HistoryWindowRequest> {
  if (request.boundaryId === undefined) return request;
  const was = request.direction === "older" ? request.anchor - 1 : request.anchor;
  for (let offset = Math.max(0, was), scanned = 0; scanned < MAX_SCAN; offset++, scanned++) {
    const entry = await at(offset);
    if (!entry) break;
    if (entry.id === request.boundaryId) {
      return { ...request, anchor: request.direction === "older" ? offset + 1 : offset };
    }
  }
  // The play left the panel's window: the raw offset is the best there is.
  return request;
}
