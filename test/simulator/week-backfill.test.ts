import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../src/panel/schemas.js";
import { createPanelHandler } from "../../src/simulator/handler.js";
import {
  afterBackfillPage,
  BACKFILL_LIMITS,
  nextBackfillStep,
  startBackfill,
} from "../../src/stats/backfill.js";
import { inProcessClient } from "../support/simulator.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("a backfill from the demo's week of history", () => {
  it("takes the whole week within its request limit, with live shows and a daily curve", async () => {
    const handler = createPanelHandler({ now: () => NOW, seed: 1, historyDays: 7 });
    const client = inProcessClient(handler, () => NOW);
    let state = startBackfill(NOW, NOW);
    const taken: HistoryEntry[] = [];
    for (let step = nextBackfillStep(state); step.kind === "fetch"; step = nextBackfillStep(state)) {
      const page = await client.history({ limit: step.limit, offset: step.offset });
      const after = afterBackfillPage(state, { ok: true, page });
      state = after.state;
      taken.push(...after.entries);
    }
    expect(state.stopped).toBe("end-of-history");
    expect(state.requests).toBeLessThanOrEqual(BACKFILL_LIMITS.maxRequests);
    const oldest = Math.min(...taken.map((entry) => entry.ts));
    expect(oldest).toBeLessThan(NOW - 7 * DAY + 10 * 60_000);
    expect(new Set(taken.map((entry) => entry.id)).size).toBe(taken.length);
    expect(new Set(taken.map((entry) => entry.dj_name))).toEqual(new Set(["AutoDJ", "DJ Nova", "Маша Эфир"]));
  });
});
