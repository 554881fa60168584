import { setTimeout as sleep } from "node:timers/promises";
import type { GuildSettings } from "../src/settings/guild-settings.js";
import { startSimulatedPanel, type SimulatedPanel } from "../src/simulator/server.js";
import { stationKey } from "../src/station/station-key.js";
import { openPostgresStore } from "../src/store/postgres-store.js";
import { manyGuildIds } from "../test/fake-discord/many-guilds.js";
import type { ShardedBot } from "../test/support/sharded-bot.js";

/** The scale of the bench: servers, stations, shard processes. */
export interface Scale {
  readonly servers: number;
  readonly stations: number;
  readonly shards: number;
  /** How long panel requests are counted: long enough for every station's schedule and adaptive reads to even out. */
  readonly windowSeconds: number;
}

/** The scale: 10,000 servers on 2,000 stations over 4 shard processes. */
export const SCALE_DEFAULTS: Scale = { servers: 10_000, stations: 2_000, shards: 4, windowSeconds: 120 };

/** Server `index`'s settings as seeded: station `index % stations`, with its one channel for announcements. */
export function serverSettings(index: number, panelUrl: string, scale: Scale): GuildSettings {
  const { textChannelId } = manyGuildIds(index);
  return {
    station: stationKey(panelUrl, (index % scale.stations) + 1),
    channels: [{ id: textChannelId, tracks: "off" }],
  };
}

/** Saves every server's settings in PostgreSQL, as `/setup` would have, before the bot starts. */
export async function seedSettings(url: string, panelUrl: string, scale: Scale): Promise<void> {
  const store = await openPostgresStore({ url });
  const BATCH = 8;
  for (let from = 0; from < scale.servers; from += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, scale.servers - from) }, (_, k) =>
        store.saveGuildSettings(manyGuildIds(from + k).guildId, serverSettings(from + k, panelUrl, scale)),
      ),
    );
  }
  await store.close();
}

/** One simulated network panel of `stations` stations (`PANEL_SERVER_ID=all` reads them all). */
export function startNetworkPanel(stations: number): Promise<SimulatedPanel> {
  return startSimulatedPanel({
    seed: 16,
    lively: false,
    servers: Array.from({ length: stations - 1 }, (_, i) => ({ serverId: i + 2 })),
  });
}

/** A line on standard error: a bench of several minutes says where it is. */
export function progress(text: string): void {
  process.stderr.write(`scale: ${text}\n`);
}

/**
 * Polls until `done()` (a bench watches a count over minutes; nothing here is a pass/fail test); fails with the
 * bot's last lines when it ended or the time ran out.
 */
export async function until(
  done: () => boolean,
  timeoutMs: number,
  what: string,
  bot?: ShardedBot,
  sofar?: () => string,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let ended = false;
  void bot?.exited.then(() => (ended = true));
  while (!done()) {
    if (ended || performance.now() > deadline) {
      const seen = sofar ? ` (${sofar()})` : "";
      throw new Error(
        `${ended ? "the bot ended" : "timed out"} waiting for ${what}${seen}:\n${bot?.tail() ?? ""}`,
      );
    }
    await sleep(100);
  }
}
