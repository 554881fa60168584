import { describe, expect, it } from "vitest";
import { fleetTargetIndex, refreshingRun } from "../../src/announcer/fleet-target-index.js";
import { createAnnouncer } from "../../src/announcer/run.js";
import { silentLogger } from "../../src/log.js";
import { createPanelHandler } from "../../src/simulator/handler.js";
import { createFleetView } from "../../src/settings/fleet-view.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import { fakePoster } from "../support/fake-poster.js";
import { IN_PROCESS_PANEL, inProcessClient, manualClock } from "../support/simulator.js";
import type { TestPostgres } from "../support/test-postgres.js";
import { processes } from "./postgres-processes.js";

const STATION = `${IN_PROCESS_PANEL}#1`;
const NO_ENV = { channelIds: [], tracks: "post" as const, locale: "en" as const, stationStatus: false };

/** One process of the bot as far as settings go: its fleet view, its target index and (for the reader) its run. */
async function process(store: AsyncBotStore, clock: ReturnType<typeof manualClock>) {
  const view = createFleetView({ source: store, log: silentLogger, now: clock.now });
  await view.load();
  const targets = fleetTargetIndex(
    view,
    { env: NO_ENV, mode: "single", configured: [STATION], localGuildOf: () => null },
    null,
  );
  return { view, targets };
}

/** `/setup` in one shard's process, announcements by another's. Registered by a test file that started PostgreSQL. */
export function describeSettingsFleet(server: TestPostgres | null, skipped: string): void {
  describe.skipIf(!server)(`settings across processes on one PostgreSQL database${skipped}`, () => {
    const { store } = processes();

    it("announces where /setup in another shard's process said, from the reader's next run on", async () => {
      const url = await server!.freshSchemaUrl();
      const clock = manualClock();
      // Process A serves shard 0 (server g0); process B, shard 1, reads the station for every server.
      const a = await process(await store(url), clock);
      const b = await process(await store(url), clock);
      await a.view.publishGuilds([0], [{ guildId: "g0", shardId: 0, envChannels: [] }]);
      await b.view.publishGuilds([1], [{ guildId: "g1", shardId: 1, envChannels: [] }]);
      const handler = createPanelHandler({ now: clock.now, lively: false, seed: 5 });
      const fake = fakePoster();
      const announcer = createAnnouncer({
        panel: inProcessClient(handler, clock.now),
        store: await store(url),
        poster: fake.poster,
        log: silentLogger,
        channelIds: [],
        tracks: "off",
        locale: "en",
        stationStatus: false,
        confirm: 2,
        targets: () => b.targets.targetsOf(STATION),
      });
      const run = refreshingRun(b.view, announcer.run);
      const next = () => {
        clock.advance(15_000);
        return run(clock.now());
      };
      await next();
      expect(b.targets.targetsOf(STATION)).toEqual([]);

      await a.view.saveGuildSettings("g0", { channels: [{ id: "c0", tracks: "off" }] });
      await next();
      handler.station.setLiveDj("DJ Nova");
      await next();
      expect(fake.posted.map((p) => [p.channelId, p.message.embeds[0]?.title])).toEqual([
        ["c0", "🔴 DJ Nova is live!"],
      ]);

      // Moved to another channel, in Russian: the very next run of B posts there, and only there.
      await a.view.saveGuildSettings("g0", { channels: [{ id: "c0-new", tracks: "off" }], locale: "ru" });
      handler.station.setLiveDj("Маша Эфир");
      await next();
      expect(fake.posted.slice(1).map((p) => p.channelId)).toEqual(["c0-new"]);
      expect(fake.posted[1]?.message.embeds[0]?.title).toContain("Маша Эфир");
      expect(b.view.guilds().map((g) => g.guildId)).toEqual(["g0", "g1"]);
    });
  });
}
