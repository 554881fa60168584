import { afterAll, describe, expect, it } from "vitest";
import { createAnnouncer } from "../../src/announcer/run.js";
import { silentLogger } from "../../src/log.js";
import type { Fault } from "../../src/simulator/faults.js";
import { createPanelHandler } from "../../src/simulator/handler.js";
import { seededRandom } from "../../src/simulator/random.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { fakePoster } from "../support/fake-poster.js";
import { inProcessClient, manualClock } from "../support/simulator.js";
import { SLOW_TESTS } from "../support/slow-tests.js";

const RUNS = 20_000;
const CHANNELS = ["111111111111111111", "222222222222222222"];
const PANEL_FAULTS: Fault[] = [
  { kind: "status", status: 503 },
  { kind: "status", status: 500 },
  { kind: "reset" },
  { kind: "html" },
  { kind: "truncated" },
  { kind: "wrong-types" },
  { kind: "missing-fields" },
];
const DJS = [null, "DJ Nova", "Маша Эфир"] as const;

const store = asyncStore(openSqliteStore(":memory:"));
afterAll(() => store.close());

describe.runIf(SLOW_TESTS)("announcer soak", () => {
  it(`posts exactly the real changes over ${RUNS} runs with random DJ changes and panel and Discord faults`, async () => {
    const random = seededRandom(2026);
    const clock = manualClock();
    const handler = createPanelHandler({ now: clock.now, lively: false, seed: 11 });
    const panel = inProcessClient(handler, clock.now);
    const fake = fakePoster();
    fake.failWhen(() => random() < 0.1);
    const { run } = createAnnouncer({
      panel,
      store,
      poster: fake.poster,
      log: silentLogger,
      channelIds: CHANNELS,
      tracks: "post",
      locale: "en",
      stationStatus: false,
      confirm: 2,
    });

    let current: (typeof DJS)[number] = null;
    let djChanges = 0;
    let okSinceChange = 0;
    const tracksSeen = new Set<number>();
    let panelFailures = 0;
    // The track on air at the first successful poll is recorded, not announced.
    let onAirAtStart: number | null = null;

    for (let i = 0; i < RUNS; i++) {
      clock.advance(15_000);
      // A DJ change, only once the previous one has had time to be confirmed (it would otherwise be a blip).
      if (okSinceChange >= 3 && random() < 0.05) {
        const next = DJS.filter((dj) => dj !== current)[Math.floor(random() * 2)] ?? null;
        handler.station.setLiveDj(next);
        current = next;
        djChanges++;
        okSinceChange = 0;
      }
      if (random() < 0.1) {
        const fault = PANEL_FAULTS[Math.floor(random() * PANEL_FAULTS.length)] ?? { kind: "reset" };
        const endpoint = (["djs", "history", "channels"] as const)[Math.floor(random() * 3)] ?? "djs";
        handler.setFault(fault, { endpoints: [endpoint], times: 1 });
      }
      const report = await run(clock.now());
      handler.clearFaults();
      if (report.panelOk) {
        okSinceChange++;
        const [entry] = handler.station.history("http://panel.test:8080");
        onAirAtStart ??= Number(entry?.id);
        if (entry && entry.jingle_id === null && entry.id !== onAirAtStart) tracksSeen.add(Number(entry.id));
      } else {
        panelFailures++;
      }
    }
    // Discord recovers: whatever is still queued goes out.
    fake.failWhen(() => false);
    for (let i = 0; i < 3; i++) {
      clock.advance(15_000);
      await run(clock.now());
    }

    expect(panelFailures).toBeGreaterThan(RUNS * 0.05);
    expect(djChanges).toBeGreaterThan(300);
    for (const channelId of CHANNELS) {
      const posts = fake.posted.filter((p) => p.channelId === channelId);
      const djPosts = posts.filter((p) => p.message.embeds[0]?.author?.name !== "🎵 Now playing");
      const trackPosts = posts.length - djPosts.length;
      expect(djPosts).toHaveLength(djChanges);
      expect(new Set(posts.map((p) => p.nonce)).size).toBe(posts.length);
      expect(trackPosts).toBe(tracksSeen.size);
    }
    expect(await store.pending("http://panel.test:8080#1")).toEqual([]);
  }, 120_000);
});
