import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { silentLogger } from "../src/log.js";
import { fleetTargets } from "../src/settings/fleet-targets.js";
import { createFleetView } from "../src/settings/fleet-view.js";
import type { FleetView } from "../src/settings/fleet.js";
import type { GuildSettings } from "../src/settings/guild-settings.js";
import { followedKeys } from "../src/settings/followed-keys.js";
import { asyncStore } from "../src/store/async-sqlite-store.js";
import type { AsyncBotStore } from "../src/store/async-store.js";
import { openPostgresStore } from "../src/store/postgres-store.js";
import { openSqliteStore } from "../src/store/sqlite-store.js";
import { startTestPostgres } from "../test/support/test-postgres.js";
import type { Figure } from "./panel.js";

/** `/setup` saves measured per size: enough to average out, few enough to stay a small bench. */
const CHANGES = 40;
const RELOADS = 5;
const STATIONS = 200;
const ENV = { channelIds: [], tracks: "post" as const, locale: "en" as const, stationStatus: false };

/** Milliseconds of this process's CPU (user + system) and of the clock that `work` takes. */
async function timed(work: () => Promise<unknown>): Promise<{ cpuMs: number; wallMs: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1_000, wallMs: performance.now() - start };
}

const id = (i: number) => `9${String(i).padStart(17, "0")}`;
const settingsOf = (i: number): GuildSettings => {
  const url = `http://panel-${i % STATIONS}.example:8080`;
  return {
    channels: [{ id: `8${String(i).padStart(17, "0")}`, tracks: "post" }],
    stations: [{ key: `${url}#1`, url, serverId: 1, name: null }],
  };
};

/** A fleet of `servers`, each with settings, written by `writer`; answers a second process's view, loaded. */
async function fleetOf(writer: AsyncBotStore, reader: AsyncBotStore, servers: number): Promise<FleetView> {
  await writer.publishGuilds(
    [0],
    Array.from({ length: servers }, (_, i) => ({ guildId: id(i), shardId: 0, envChannels: [] })),
  );
  for (let from = 0; from < servers; from += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, servers - from) }, (_, k) =>
        writer.saveGuildSettings(id(from + k), settingsOf(from + k)),
      ),
    );
  }
  const view = createFleetView({ source: reader, log: silentLogger });
  await view.load();
  return view;
}

/** Per `/setup` in another process, in the reading process: taking it in, and what the reload did before. */
async function perChange(writer: AsyncBotStore, reader: AsyncBotStore, servers: number) {
  const view = await fleetOf(writer, reader, servers);
  const total = { take: { cpuMs: 0, wallMs: 0 }, targets: 0, followed: 0, reload: { cpuMs: 0, wallMs: 0 } };
  for (let n = 0; n < CHANGES; n++) {
    const i = (n * 7919) % servers;
    await writer.saveGuildSettings(id(i), { ...settingsOf(i + 1), locale: "ru" });
    const take = await timed(() => view.catchUp());
    const targets = await timed(async () =>
      fleetTargets(view, { env: ENV, mode: "public", configured: [], localGuildOf: () => null }),
    );
    const followed = await timed(async () =>
      followedKeys(view.guilds().map((g) => view.guildSettings(g.guildId))),
    );
    total.take.cpuMs += take.cpuMs;
    total.take.wallMs += take.wallMs;
    total.targets += targets.cpuMs;
    total.followed += followed.cpuMs;
  }
  // Apart from the changes: the garbage a whole read leaves would be collected during the next change's figures.
  for (let n = 0; n < RELOADS; n++) {
    const reload = await timed(() => reader.fleet());
    total.reload.cpuMs += reload.cpuMs / RELOADS;
    total.reload.wallMs += reload.wallMs / RELOADS;
  }
  if (view.guildSettings(id(0))?.locale !== "ru") throw new Error("the change was not taken in");
  const each = (ms: number) => ms / CHANGES;
  return {
    take: { cpuMs: each(total.take.cpuMs), wallMs: each(total.take.wallMs) },
    targets: each(total.targets),
    followed: each(total.followed),
    reload: total.reload,
  };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

/** The figures of one store at 1,000 and 10,000 servers; `database` makes a new database and its opener. */
async function figuresOf(
  name: string,
  database: () => Promise<() => Promise<AsyncBotStore>>,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const takes: number[] = [];
  for (const servers of [1_000, 10_000]) {
    const open = await database();
    const writer = await open();
    const reader = await open();
    try {
      const r = await perChange(writer, reader, servers);
      takes.push(r.take.cpuMs);
      const at = `${servers.toLocaleString("en")} servers, ${name}`;
      figures.push(
        {
          name: `feed: one /setup taken in, CPU (${at})`,
          value: ms(r.take.cpuMs),
          target: "flat with servers",
          ok: true,
        },
        {
          name: `feed: one /setup taken in, wall (${at})`,
          value: ms(r.take.wallMs),
          target: "< 1 s",
          ok: r.take.wallMs < 1_000,
        },
        {
          name: `feed: target index rebuilt, CPU (${at})`,
          value: ms(r.targets),
          target: "(per change, O(servers))",
          ok: true,
        },
        {
          name: `feed: followed stations (sweep), CPU (${at})`,
          value: ms(r.followed),
          target: "(per change, O(servers))",
          ok: true,
        },
        {
          name: `before: whole reload, CPU (${at})`,
          value: ms(r.reload.cpuMs),
          target: `wall ${ms(r.reload.wallMs)}`,
          ok: true,
        },
      );
    } finally {
      await writer.close();
      await reader.close();
    }
  }
  const [small = 0, large = 0] = takes;
  // Within noise of flat: ten times the servers costs under twice the CPU per change.
  const flat = figures.find((f) => f.name.includes("CPU (10,000") && f.name.includes("taken in"));
  if (flat) figures[figures.indexOf(flat)] = { ...flat, ok: large < Math.max(2 * small, small + 0.5) };
  return figures;
}

/** `npm run bench -- feed`: what one `/setup` in another process costs a process, at 1,000 and 10,000 servers. */
export async function feedFigures(): Promise<Figure[]> {
  const dirs: string[] = [];
  const figures = await figuresOf("SQLite", async () => {
    const dir = mkdtempSync(join(tmpdir(), "radio-bot-feed-"));
    dirs.push(dir);
    return async () => asyncStore(openSqliteStore(dir));
  });
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const pg = await startTestPostgres();
  if ("skipped" in pg) return figures;
  try {
    return [
      ...figures,
      ...(await figuresOf("PostgreSQL", async () => {
        const url = await pg.freshSchemaUrl();
        return () => openPostgresStore({ url });
      })),
    ];
  } finally {
    await pg.stop();
  }
}
