import { FakeDiscord } from "../test/fake-discord/server.js";
import { startTestPostgres } from "../test/support/test-postgres.js";
import type { Figure } from "./panel.js";
import { runBot } from "./scale-fleet.js";
import { outboxBurst } from "./scale-outbox.js";
import { measurePropagation, propagationFigures } from "./scale-propagation.js";
import { takeover } from "./scale-takeover.js";
import { type Scale, startNetworkPanel } from "./scale-world.js";

export { SCALE_DEFAULTS } from "./scale-world.js";

/**
 * `npm run bench -- scale [servers] [stations] [shards] [seconds]`: the sharded bot as it runs, on one machine: the
 * fleet and a single process on the same world (a fake Discord of `servers` servers, a simulated panel of
 * `stations` stations, PostgreSQL), panel requests per station and hour, memory per shard process, how soon a
 * `/setup` change reaches every process and its CPU, the outbox's posts per second, and how soon a killed
 * process's stations are read again.
 */
export async function scaleFigures(scale: Scale): Promise<Figure[]> {
  const pg = await startTestPostgres();
  if ("skipped" in pg) return [{ name: "scale", value: "skipped", target: pg.skipped, ok: false }];
  const panel = await startNetworkPanel(scale.stations);
  const discord = await new FakeDiscord([], { shards: scale.shards, manyGuilds: scale.servers }).listen();
  try {
    const fleet = await runBot(pg, panel, discord, scale, scale.shards, async (settled) => [
      ...propagationFigures(await measurePropagation(settled, panel.url, scale), scale),
      ...(await outboxBurst(panel, discord, scale, settled.bot)),
      ...(await takeover(settled.bot)),
    ]);
    // The same world in one process (one shard: a Discord that does not ask for sharding).
    const unsharded = await new FakeDiscord([], { manyGuilds: scale.servers }).listen();
    const single = await runBot(pg, panel, unsharded, scale, 1, async () => null).finally(() =>
      unsharded.close(),
    );
    const ratio = fleet.run.requestsPerStationHour / single.run.requestsPerStationHour;
    const mem = fleet.run.rssMiB;
    return [
      {
        name: `panel requests per station per hour, ${scale.shards} processes (one process: ${single.run.requestsPerStationHour.toFixed(0)}; failed reads ${fleet.run.failedReads} and ${single.run.failedReads})`,
        value: fleet.run.requestsPerStationHour.toFixed(0),
        target: "unchanged (±10 %)",
        ok: Math.abs(ratio - 1) <= 0.1,
      },
      {
        name: `failed announcer reads in ${scale.windowSeconds} s, ${scale.shards} processes (one process: ${single.run.failedReads})`,
        value: String(fleet.run.failedReads),
        target: "0",
        ok: fleet.run.failedReads === 0 && single.run.failedReads === 0,
      },
      {
        name: `memory per shard process, MiB (one process with everything: ${single.run.rssMiB[0]?.toFixed(0) ?? "?"})`,
        value: `${Math.min(...mem).toFixed(0)}–${Math.max(...mem).toFixed(0)}`,
        target: "reported",
        ok: true,
      },
      {
        name: `servers held per shard process (of ${scale.servers}: its own and the followers of its stations)`,
        value: `${Math.min(...fleet.run.held)}–${Math.max(...fleet.run.held)}`,
        target: "its share",
        ok: true,
      },
      {
        name: `start to every station read, seconds (one process: ${(single.run.startMs / 1_000).toFixed(1)})`,
        value: (fleet.run.startMs / 1_000).toFixed(1),
        target: "reported",
        ok: true,
      },
      ...fleet.after,
    ];
  } finally {
    await discord.close();
    await panel.close();
    await pg.stop();
  }
}
