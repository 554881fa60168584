import type { PanelClient } from "./client.js";
import type { HistoryEntry, HistoryPage } from "./schemas.js";

/** Where a walk through history starts and how far it may go. */
export interface HistoryWalk {
  readonly pageSize?: number;
  readonly offset?: number;
  /** Stop after this many pages even if the panel says there are more (default 100). */
  readonly maxPages?: number;
}

/**
 * Pages through history, newest first, until the panel says it is at the end. It follows `next` only when it
 * points at the panel's own origin (so the API key never goes elsewhere), and otherwise advances `offset` by
 * what it got. It stops on an empty page and on a `next` that does not move forward.
 */
export async function* historyPages(
  panel: Pick<PanelClient, "history" | "address">,
  walk: HistoryWalk = {},
): AsyncGenerator<HistoryPage> {
  let limit = walk.pageSize ?? 100;
  let offset = walk.offset ?? 0;
  const origin = new URL(panel.address).origin;
  for (let pages = 0; pages < (walk.maxPages ?? 100); pages++) {
    const page = await panel.history({ limit, offset });
    if (page.results.length === 0) return;
    yield page;
    if (!page.next) return;
    const next = followable(page.next, origin);
    const nextOffset = next?.offset ?? offset + page.results.length;
    if (nextOffset <= offset) return;
    limit = next?.limit ?? limit;
    offset = nextOffset;
  }
}

/** Every entry of history, newest first; see {@link historyPages}. */
export async function* historyEntries(
  panel: Pick<PanelClient, "history" | "address">,
  walk: HistoryWalk = {},
): AsyncGenerator<HistoryEntry> {
  for await (const page of historyPages(panel, walk)) yield* page.results;
}

function followable(next: string, origin: string): { limit: number; offset: number } | undefined {
  if (!URL.canParse(next)) return undefined;
  const url = new URL(next);
  if (url.origin !== origin) return undefined;
  const limit = Number(url.searchParams.get("limit"));
  const offset = Number(url.searchParams.get("offset"));
  if (!Number.isInteger(limit) || limit <= 0 || !Number.isInteger(offset) || offset < 0) return undefined;
  return { limit: Math.min(limit, 500), offset };
}
