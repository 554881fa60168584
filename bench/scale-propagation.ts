import { setTimeout as sleep } from "node:timers/promises";
import type { Locale } from "../src/locale.js";
import { openPostgresStore } from "../src/store/postgres-store.js";
import { manyGuildIds } from "../test/fake-discord/many-guilds.js";
import type { ShardedBot } from "../test/support/sharded-bot.js";
import type { Figure } from "./panel.js";
import { cpuMs } from "./process-tree.js";
import type { Settled } from "./scale-fleet.js";
import { progress, type Scale, serverSettings } from "./scale-world.js";

/** `/setup` changes made for each of the two measurements. */
const CHANGES = 20;
/** A change not seen by every process by then counts as never seen. */
const GIVE_UP_MS = 10_000;
/** Spacing of the changes whose CPU is counted, and the wait after the last for every process to take it in. */
const CPU_GAP_MS = 250;
const CPU_SETTLE_MS = 1_000;

/** How `/setup` changes reached the fleet's processes. */
export interface Propagation {
  /** Per change: from the save until every process's copy held it, in ms (Infinity: not within `GIVE_UP_MS`). */
  readonly msToEvery: readonly number[];
  /** CPU the shard processes used together per change, over an idle baseline of the same length, in ms. */
  readonly cpuMsPerChange: number;
  /** CPU the shard processes used together when no change was made (announcements and all), in ms per second. */
  readonly idleCpuMsPerSecond: number;
}

/** Each shard's `/metrics`, from its `health and metrics at …` line (the last: a restarted shard logs a new one). */
export function metricsUrls(bot: ShardedBot): string[] {
  const urls = new Map<string, string>();
  for (const line of bot.lines) {
    const base = /^health and metrics at (\S+)\/healthz /.exec(line.msg)?.[1];
    if (base && line.shard !== undefined) urls.set(line.shard, `${base}/metrics`);
  }
  return [...urls.values()];
}

/** A gauge of the bot (`radio_bot_<name>`) as a process's `/metrics` shows it now; -1 when it shows none. */
export async function gaugeAt(url: string, name: string): Promise<number> {
  // A process too busy to answer (or restarting) shows nothing yet; it is asked again.
  const text = await fetch(url).then(
    (response) => response.text(),
    () => "",
  );
  return Number(new RegExp(`^radio_bot_${name} (\\d+)$`, "m").exec(text)?.[1] ?? -1);
}

/** The settings revision a process's fleet copy holds (`radio_bot_fleet_revision`); -1 when not known yet. */
const revisionAt = (url: string) => gaugeAt(url, "fleet_revision");

/** Polls every process until each holds `revision`: ms from `since` until the last one did. */
async function seenByEvery(urls: readonly string[], revision: number, since: number): Promise<number> {
  const pending = new Set(urls);
  let last = 0;
  while (pending.size > 0) {
    if (performance.now() - since > GIVE_UP_MS) return Number.POSITIVE_INFINITY;
    await Promise.all(
      [...pending].map(async (url) => {
        if ((await revisionAt(url)) < revision) return;
        pending.delete(url);
        last = Math.max(last, performance.now() - since);
      }),
    );
    if (pending.size > 0) await sleep(5);
  }
  return last;
}

/** CPU time the processes have used so far, together, in ms (/proc's utime + stime). */
const cpuOf = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

/**
 * `/setup` changes made one after another while the fleet runs, saved as `/setup` saves them (the PostgreSQL
 * store's `saveGuildSettings`, which records the change and sends its NOTIFY in one transaction), from a process
 * outside the fleet, so every shard process takes each in as another process's change. First each change is
 * followed until every process's `radio_bot_fleet_revision` shows it; then as many again, unobserved (scraping
 * costs CPU too), and the processes' CPU over them is set against an idle stretch of the same length.
 */
export async function measurePropagation(
  { bot, url }: Settled,
  panelUrl: string,
  scale: Scale,
): Promise<Propagation> {
  const urls = metricsUrls(bot);
  const pids = [...bot.shardPids().values()];
  const store = await openPostgresStore({ url });
  let made = 0;
  // Server `made` (consecutive servers are on consecutive shards), its language switched back and forth.
  const change = () => {
    const index = made % scale.servers;
    const locale: Locale = made % 2 === 0 ? "ru" : "en";
    made++;
    return store.saveGuildSettings(manyGuildIds(index).guildId, {
      ...serverSettings(index, panelUrl, scale),
      locale,
    });
  };
  try {
    progress(`${CHANGES} /setup changes, each followed until every one of ${urls.length} processes holds it`);
    const msToEvery: number[] = [];
    for (let k = 0; k < CHANGES; k++) {
      const since = performance.now();
      await change();
      msToEvery.push(await seenByEvery(urls, await store.revision(), since));
    }
    progress(`${CHANGES} /setup changes ${CPU_GAP_MS} ms apart, CPU counted, then an idle stretch as long`);
    const cpuBefore = cpuOf(pids);
    const startedAt = performance.now();
    for (let k = 0; k < CHANGES; k++) {
      await change();
      await sleep(Math.max(0, startedAt + (k + 1) * CPU_GAP_MS - performance.now()));
    }
    await sleep(CPU_SETTLE_MS);
    const used = cpuOf(pids) - cpuBefore;
    const length = performance.now() - startedAt;
    const last = await store.revision();
    const behind = (await Promise.all(urls.map(revisionAt))).filter((revision) => revision < last).length;
    if (behind > 0) progress(`${behind} process(es) had not taken in the last change when CPU was counted`);
    const idleBefore = cpuOf(pids);
    await sleep(length);
    const idle = cpuOf(pids) - idleBefore;
    const measured = {
      msToEvery,
      cpuMsPerChange: (used - idle) / CHANGES,
      idleCpuMsPerSecond: (idle / length) * 1_000,
    };
    progress(`seen by every process: ${spreadText(measured)} ms; CPU ${cpuText(measured)} ms a change`);
    return measured;
  } finally {
    await store.close();
  }
}

/** The middle value (the lower of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** `p50 / max` of how soon every process held a change, in ms. */
export function spreadText(p: Propagation): string {
  // A poll of busy processes can overrun the give-up time: anything past it counts as never seen.
  const ms = (value: number) => (value <= GIVE_UP_MS ? value.toFixed(0) : `> ${GIVE_UP_MS}`);
  return `${ms(median(p.msToEvery))} / ${ms(Math.max(...p.msToEvery))}`;
}

/**
 * CPU per change as measured, or "below the noise" when the idle announcers' own CPU swung more than the changes
 * cost (a negative difference): `npm run bench -- feed` then measures one process's cost per change precisely.
 */
export function cpuText(p: Propagation): string {
  return p.cpuMsPerChange > 0 ? p.cpuMsPerChange.toFixed(1) : "below the noise";
}

/** The figures `npm run bench -- scale` prints for the changes. */
export function propagationFigures(p: Propagation, scale: Scale): Figure[] {
  return [
    {
      name: `/setup change seen by every one of ${scale.shards} processes, ms p50 / max (${p.msToEvery.length} changes)`,
      value: spreadText(p),
      target: "< 1 s",
      ok: Math.max(...p.msToEvery) < 1_000,
    },
    {
      name: `CPU per /setup change, ${scale.shards} processes together, ms (${scale.servers} servers; idle: ${p.idleCpuMsPerSecond.toFixed(0)} ms/s)`,
      value: cpuText(p),
      target: "independent of the number of servers",
      ok: true,
    },
  ];
}
