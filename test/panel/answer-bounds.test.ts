import { afterEach, describe, expect, it } from "vitest";
import { createPanelClient } from "../../src/panel/client.js";
import { PanelRefusedError } from "../../src/panel/errors.js";
import { MAX_NAME_CHARS } from "../../src/panel/schemas.js";
import { type HostileHistory, type HostilePanel, hostilePanel } from "../support/hostile-history.js";

const NOW = Date.UTC(2026, 10, 25, 12);
const panels: HostilePanel[] = [];

afterEach(async () => {
  await Promise.all(panels.splice(0).map((panel) => panel.close()));
});

/** A client on a hostile panel over plain fetch, as a single-station bot's (no address guard, no gate). */
async function clientOn(mode: HostileHistory) {
  const panel = await hostilePanel(mode, () => NOW);
  panels.push(panel);
  return {
    panel,
    client: createPanelClient({ baseUrl: panel.url, serverId: 1, retries: 2, sleep: async () => {} }),
  };
}

describe("what the panel client reads of one answer", () => {
  for (const chunked of [false, true]) {
    it(`refuses a page of 100,000 plays${chunked ? " sent without a length" : ""} at 1 MB, once`, async () => {
      const { panel, client } = await clientOn({ kind: "one-page", plays: 100_000, chunked });
      const page = client.history({ limit: 50, offset: 0 });
      await expect(page).rejects.toBeInstanceOf(PanelRefusedError);
      await expect(page).rejects.toThrow(/larger than 1 MB/);
      expect(panel.largestAnswer()).toBeGreaterThan(5 * 1_048_576);
      expect(panel.historyRequests()).toBe(1);
    });
  }

  it("cuts names of 9,900 characters at the schema", async () => {
    const { client } = await clientOn({ kind: "long-fields", chars: 9_900 });
    const page = await client.history({ limit: 50, offset: 0 });
    expect(page.results).toHaveLength(50);
    expect(page.results.every((e) => (e.author?.length ?? 0) === MAX_NAME_CHARS)).toBe(true);
    expect(page.results.every((e) => (e.title?.length ?? 0) === MAX_NAME_CHARS)).toBe(true);
    expect(page.bytes).toBeGreaterThan(900_000);
  });

  it("keeps the plays asked for of a page from a panel that ignores limit, and says it was overfull", async () => {
    const { client } = await clientOn({ kind: "ignores-limit", bytes: 1_000_000 });
    const page = await client.history({ limit: 50, offset: 0 });
    expect(page.results).toHaveLength(50);
    expect(page.overfull).toBe(true);
    expect(page.next).not.toBeNull();
  });
});
