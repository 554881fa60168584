/**
 * The strangers' soak, run in a process of its own with a 96 MB heap (`HEAP_MB=96`, stricter than `npm start`'s
 * default) and `--expose-gc`: 10,000 `/setup station` previews and 1,000 `/setup check` runs over ever new origins from 50
 * servers, against the public bot's own registry, directory and `/setup` command (the Discord edge is not in this
 * path). The panels and the DNS server run in the parent process (`bench/strangers.ts`), so this heap is the bot's
 * alone. Meanwhile a server that does nothing unusual reads its saved station, on a panel that closes every
 * connection (so each read looks its name up and takes a panel slot again), and looks up a panel of its own every
 * second. Prints one JSON line of figures.
 */
import { Resolver as DnsResolver } from "node:dns/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { writeHeapSnapshot } from "node:v8";
import { setup } from "../commands/setup/index.js";
import type { CommandContext, OptionReader } from "../src/discord/command.js";
import { executeCommand } from "../src/discord/execute-command.js";
import { manageableGuild } from "../test/support/guild-view.js";
import { silentLogger } from "../src/log.js";
import { createDnsResolver } from "../src/net/guard/resolver.js";
import { createStationDirectory } from "../src/registry/directory.js";
import { panelGateWrapper } from "../src/registry/panel-gate-wrapper.js";
import { createStationRegistry } from "../src/registry/registry.js";
import type { GuildSettings } from "../src/settings/guild-settings.js";
import { contextFor } from "../test/support/context.js";

const SERVERS = 50;
/** Previews a server keeps waiting for Save (`PREVIEWS_PER_SERVER`). */
const PREVIEWS_WAITING = 5;
const PREVIEWS = Number(process.env.SOAK_PREVIEWS ?? 10_000);
const CHECKS = Number(process.env.SOAK_CHECKS ?? 1_000);

const options = (subcommand: string, url = ""): OptionReader => ({
  getInteger: () => null,
  getBoolean: () => null,
  getString: (name) => (name === "url" && url ? url : null),
  getSubcommand: () => subcommand,
  getSubcommandGroup: () => null,
});

const heapMiB = () => process.memoryUsage().heapUsed / 2 ** 20;
async function settledHeapMiB(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await sleep(50);
  }
  return heapMiB();
}

async function main(): Promise<void> {
  const queries = new DnsResolver({ timeout: 2_000, tries: 2 });
  queries.setServers([process.env.SOAK_DNS ?? ""]);
  const hostile = { port: process.env.SOAK_HOSTILE_PORT ?? "" };
  const quiet = { port: process.env.SOAK_QUIET_PORT ?? "" };
  const gates = panelGateWrapper({ timeoutMs: 5_000, now: Date.now });
  const registry = createStationRegistry({
    log: silentLogger,
    timeoutMs: 5_000,
    guard: { allowPrivate: true, resolve: createDnsResolver(queries, async () => []) },
    sealer: null,
    wrapFetch: gates.wrap,
  });
  const saved = new Map<string, GuildSettings>();
  const stations = createStationDirectory({
    registry,
    mode: "public",
    configured: [],
    saved: (id) => saved.get(id) ?? null,
  });
  let clock = Date.now();
  const settings = {
    store: { guildSettings: () => null, saveGuildSettings: async () => undefined },
    defaults: () => ({ channels: [], locale: "en" as const, stationStatus: false }),
  };
  const context = (userId: string, guildId: string, extra: Partial<CommandContext> = {}): CommandContext =>
    contextFor(registry.probe({ url: `http://unused.fresh.test:${hostile.port}`, serverId: 1 }), {
      userId,
      guild: manageableGuild(guildId),
      settings,
      stations,
      now: () => clock,
      ...extra,
    });
  const guilds = Array.from({ length: SERVERS }, (_, g) => String(100_000_000_000_000_000n + BigInt(g)));
  const ownStations = guilds.map((_, g) =>
    registry.open({ url: `http://panel-${g}.fresh.test:${hostile.port}`, serverId: 1 }),
  );

  let previewN = 0;
  let refused = 0;
  const preview = (g: number) =>
    executeCommand(
      setup,
      options("station", `http://p${previewN++}.fresh.test:${hostile.port}`),
      context(`u${previewN}`, guilds[g] ?? ""),
    ).catch(() => void refused++);
  let checkN = 0;
  const check = (g: number) =>
    executeCommand(
      setup,
      options("check"),
      context(`m${checkN++}`, guilds[g] ?? "", { station: ownStations[g], panel: ownStations[g]?.panel }),
    ).catch(() => void refused++);

  // Warm up: every server previews as many panels as it may keep waiting for Save, and checks its station once
  // (whose channels its cache then holds), so the baseline holds what the servers' ordinary use holds.
  for (let round = 0; round < PREVIEWS_WAITING; round++) {
    await Promise.all(guilds.map((_, g) => preview(g)));
    clock += 10_000;
  }
  await Promise.all(guilds.map((_, g) => check(g)));
  const warmPreviews = previewN;
  const warmChecks = checkN;
  clock += 60_000;
  await sleep(6_000);
  const before = await settledHeapMiB();
  if (process.env.SOAK_SNAPSHOT) writeHeapSnapshot("/tmp/soak-before.heapsnapshot");

  // The server that does nothing unusual: its station read every 200 ms, a preview of its own every second.
  const victim = registry.open({ url: `http://victim.fresh.test:${quiet.port}`, serverId: 1 });
  const waits: number[] = [];
  const previewWaits: number[] = [];
  let victimFailures = 0;
  let soaking = true;
  const victimLoop = (async () => {
    for (let i = 0; soaking; i++) {
      const started = performance.now();
      await victim.panel.channels({ maxAgeMs: 0 }).catch(() => void victimFailures++);
      waits.push(performance.now() - started);
      if (i % 5 === 0) {
        const at = performance.now();
        const verdict = await registry.check(`http://mine${i}.fresh.test:${quiet.port}/`, "victim");
        if (!verdict.allowed) victimFailures++;
        previewWaits.push(performance.now() - at);
      }
      await sleep(200);
    }
  })();

  let peakHeap = 0;
  let peakOrigins = 0;
  const sample = () => {
    peakHeap = Math.max(peakHeap, heapMiB());
    peakOrigins = Math.max(peakOrigins, registry.held().origins);
  };
  const started = performance.now();
  for (let round = 0; previewN < PREVIEWS + warmPreviews; round++) {
    await Promise.all(guilds.map((_, g) => preview(g)));
    clock += 10_000;
    sample();
  }
  const previewsDone = performance.now();
  while (checkN < CHECKS + warmChecks) {
    await Promise.all(guilds.map((_, g) => check(g)));
    clock += 30_000;
    sample();
  }
  const checksDone = performance.now();
  soaking = false;
  await victimLoop;
  await sleep(6_000);
  const after = await settledHeapMiB();
  if (process.env.SOAK_SNAPSHOT) writeHeapSnapshot("/tmp/soak-after.heapsnapshot");
  const sorted = [...waits].sort((a, b) => a - b);
  process.stdout.write(
    `${JSON.stringify({
      previews: previewN - warmPreviews,
      checks: checkN - warmChecks,
      previewSeconds: (previewsDone - started) / 1000,
      checkSeconds: (checksDone - previewsDone) / 1000,
      heapBeforeMiB: before,
      heapAfterMiB: after,
      peakHeapMiB: peakHeap,
      heapLimitMiB: 96,
      peakOrigins,
      originsAfter: registry.held().origins,
      victimReads: waits.length,
      victimFailures,
      victimMaxMs: sorted.at(-1) ?? 0,
      victimP99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
      victimLookupMaxMs: Math.max(0, ...previewWaits),
      refusedCommands: refused,
    })}\n`,
  );
  await registry.close();
}

await main();
process.exit(0);
