import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { once } from "node:events";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { handleOf } from "../src/registry/station.js";
import { startSimulatedPanel } from "../src/simulator/server.js";
import { stationKey } from "../src/station/station-key.js";
import { slash } from "../test/e2e/voice-world.js";
import type { FakeGuild } from "../test/fake-discord/guilds.js";
import { FakeDiscord } from "../test/fake-discord/server.js";
import { processTree } from "../test/support/proc.js";
import { benchGuild, listenerOf, voiceOf } from "./bench-guild.js";
import { botPid, spawnBot } from "./bot-process.js";
import type { Figure } from "./panel.js";
import { countInTree, treeCpuPercent } from "./process-tree.js";

const STATIONS = 10;
const PER_STATION = 5;
const SERVERS = STATIONS * PER_STATION;
const MEASURE_MS = 10_000;
/** Every simulated station serves its channels on the same paths: their connections add up on one mount. */
const MP3_MOUNT = "/stream";

/** Resident memory of a process tree (the bot and its ffmpegs), in MiB. */
function treeRssMiB(pid: number): number {
  let kib = 0;
  for (const p of processTree(pid)) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${String(p)}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return kib / 1024;
}

/** A free loopback port for the bot's metrics server. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  return typeof address === "object" && address ? address.port : 0;
}

/** One gauge of the bot's `/metrics`. */
async function gauge(port: number, name: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${String(port)}/metrics`)).text();
  return Number(new RegExp(`^radio_bot_${name} (\\S+)$`, "m").exec(text)?.[1] ?? Number.NaN);
}

/** Resolves once `check` holds, looking every 200 ms; rejects after `ms`. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`voice bench: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * `npm run bench -- voice`, its part with many stations: a network bot (`PANEL_SERVER_ID=1,…,10`) as its own process
 * plays 50 servers, first all on one station, then 5 servers on each of 10 stations (each station's MP3 channel,
 * re-encoded by ffmpeg), then nobody listens anywhere.
 */
export async function voiceStationFigures(): Promise<Figure[]> {
  const discord = await new FakeDiscord([], { voice: { decode: false } }).listen();
  discord.setMaxListeners(0);
  const guilds = Array.from({ length: SERVERS }, (_, i) => benchGuild(i + 1));
  discord.guilds.push(...guilds);
  const serverIds = Array.from({ length: STATIONS }, (_, i) => i + 1);
  const panel = await startSimulatedPanel({
    seed: 1,
    lively: false,
    servers: serverIds.slice(1).map((serverId) => ({ serverId, title: `Bench Radio ${serverId}` })),
  });
  // Each station's Ogg/Opus channel off air: MP3 through ffmpeg, the costlier path.
  for (const station of panel.stations.values()) station.setChannelState(2, 0);
  const handles = serverIds.map((id) => handleOf(stationKey(panel.url, id)));
  const dataDir = mkdtempSync(join(tmpdir(), "radio-bot-bench-stations-"));
  const port = await freePort();
  const bot = await spawnBot(discord, panel.url, {
    DATA_DIR: dataDir,
    PANEL_SERVER_ID: serverIds.join(","),
    HEALTH_PORT: String(port),
    PRESENCE: "off",
    ANNOUNCE_SCHEDULE: "0 0 1 1 *",
    ANNOUNCE_ADAPTIVE: "false",
    VOICE_IDLE_SECONDS: "1",
    VOICE_LEAVE_SECONDS: "1",
  });
  const pid = botPid(bot.child.pid ?? -1);
  const figures: Figure[] = [];
  const load: number[] = [];
  /** `/radio join station:…` by the server's listener; resolves once the server hears audio sent after it. */
  const play = async (guild: FakeGuild, i: number, handle: string) => {
    const sentAt = Date.now();
    const reply = await slash(discord, "radio", ["join"], [{ name: "station", type: 3, value: handle }], {
      userId: listenerOf(i),
      guildId: guild.id,
    });
    const said = reply.embeds?.[0]?.description ?? "";
    if (!said.includes("Playing")) throw new Error(`voice bench: /radio join answered: ${said}`);
    await discord.voice.session(guild.id).waitForPackets(1, sentAt);
  };
  const measure = async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    load.push(loadavg()[0] ?? Number.NaN);
    return { memory: treeRssMiB(pid), cpu: await treeCpuPercent(pid, MEASURE_MS) };
  };
  try {
    for (const [i, guild] of guilds.entries()) {
      discord.gateway.joinHuman(guild.id, voiceOf(guild), listenerOf(i));
      await play(guild, i, handles[0] ?? "");
    }
    const oneStation = await measure();
    // The same 50 servers, moved without leaving to 10 stations of 5 servers each.
    for (const [i, guild] of guilds.entries()) await play(guild, i, handles[i % STATIONS] ?? "");
    const tenStations = await measure();
    const pipelines = await gauge(port, "voice_pipelines");
    const connections = await gauge(port, "voice_connections");
    const streams = panel.streams.count(MP3_MOUNT).open;
    const encoders = countInTree(pid, "ffmpeg");
    figures.push(
      {
        name: `${STATIONS} stations × ${PER_STATION} servers, all listening: pipelines running`,
        value: String(pipelines),
        target: String(STATIONS),
        ok: pipelines === STATIONS,
      },
      {
        name: `${STATIONS} stations × ${PER_STATION} servers: stream connections (ffmpeg processes)`,
        value: `${streams} (${encoders})`,
        target: `${STATIONS} (${STATIONS})`,
        ok: streams === STATIONS && encoders === STATIONS,
      },
      {
        name: `${STATIONS} stations × ${PER_STATION} servers: voice connections`,
        value: String(connections),
        target: String(SERVERS),
        ok: connections === SERVERS,
      },
      {
        name: `CPU of the bot and ffmpeg, 1 station × ${SERVERS} servers`,
        value: `${oneStation.cpu.toFixed(1)} %`,
        target: "— (shared, loaded machine)",
        ok: true,
      },
      {
        name: `CPU of the bot and ffmpeg, ${STATIONS} stations × ${PER_STATION} servers`,
        value: `${tenStations.cpu.toFixed(1)} %`,
        target: "— (shared, loaded machine)",
        ok: true,
      },
      {
        name: `CPU ratio, ${STATIONS} stations against 1 (same ${SERVERS} servers)`,
        value: `${(tenStations.cpu / oneStation.cpu).toFixed(1)} ×`,
        target: "— (the issue names none: printed)",
        ok: true,
      },
    );
    const perPipeline = (tenStations.memory - oneStation.memory) / (STATIONS - 1);
    figures.push({
      name: "memory per pipeline (bot and its ffmpeg, resident)",
      value: `${perPipeline.toFixed(1)} MiB`,
      target: "—",
      ok: true,
    });
    // Nobody listening anywhere: every listener leaves; pipelines stop after VOICE_IDLE_SECONDS, the bot leaves.
    for (const [i, guild] of guilds.entries()) discord.gateway.leaveHuman(guild.id, listenerOf(i));
    await until("every pipeline to stop", async () => (await gauge(port, "voice_pipelines")) === 0);
    await until("every ffmpeg to end", () => countInTree(pid, "ffmpeg") === 0, 10_000).catch(() => undefined);
    const idlePipelines = await gauge(port, "voice_pipelines");
    const idleEncoders = countInTree(pid, "ffmpeg");
    const idleStreams = panel.streams.count(MP3_MOUNT).open;
    figures.push(
      {
        name: "nobody listening anywhere: pipelines / ffmpeg processes / stream connections",
        value: `${idlePipelines} / ${idleEncoders} / ${idleStreams}`,
        target: "0 / 0 / 0",
        ok: idlePipelines === 0 && idleEncoders === 0 && idleStreams === 0,
      },
      {
        name: "machine load average (1 min) while measuring CPU",
        value: load.map((l) => l.toFixed(1)).join(" / "),
        target: `— (${cpus().length} cores, shared)`,
        ok: true,
      },
    );
  } finally {
    await bot.stop();
    await discord.close();
    await panel.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
