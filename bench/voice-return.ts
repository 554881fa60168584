import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MOUNTS } from "../src/simulator/mounts.js";
import { startSimulatedPanel } from "../src/simulator/server.js";
import { voiceSupported } from "../src/voice/voice-lib.js";
import { slash } from "../test/e2e/voice-world.js";
import { VOICE_CHANNELS } from "../test/fake-discord/guilds.js";
import { FakeDiscord, GUILD_ID } from "../test/fake-discord/server.js";
import { spawnBot } from "./bot-process.js";
import type { Figure } from "./panel.js";

/**
 * How long a mount is gone while the panel shows it off, one trial each (the real Icecast mount of the issue: 8.3 s):
 * spread over the 2 s between two looks at the panel, so the figures are not one phase of the looks.
 */
const OUTAGES_MS = [8_300, 8_967, 9_633];
const TRIALS = OUTAGES_MS.length;
/** The target: a look at the panel every 2 s (answers up to 1 s old will do), then the stream's first packets. */
const TARGET_MS = 3_500;
const LISTENER = "100000000000000101";
/**
 * How long a return plays (from its first packet) before the channel goes again: past the 30 s that make a session
 * healthy, so no trial counts as a flapping channel (each return in a row that drops sooner makes the next wait longer).
 */
const SETTLE_MS = 32_000;

const OPUS_INDEX = MOUNTS.findIndex((m) => m.format === "opus") as 0 | 1 | 2;
const OPUS = MOUNTS[OPUS_INDEX]?.mount ?? "/stream-opus";
const OTHERS = MOUNTS.filter((m) => m.mount !== OPUS).map((m) => m.mount);

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function returnFigure(name: string, values: readonly number[]): Figure {
  const slowest = Math.max(...values);
  return {
    name: `${name} (median / slowest of ${values.length})`,
    value: `${median(values).toFixed(0)} / ${slowest.toFixed(0)} ms`,
    target: `< ${TARGET_MS} ms`,
    ok: slowest < TARGET_MS,
  };
}

/**
 * `npm run bench -- voice`, its part on coming back: the bot as its own process (`npm start`) plays the simulated
 * station's Ogg/Opus channel (its preferred one); its mount goes (the panel shows it off air at the same moment) and
 * comes back. Each figure is the time from the panel showing the channel on air again (its mount answering from that
 * moment) to the first audio packet at the fake Discord once the bot plays that channel.
 */
export async function voiceReturnFigures(): Promise<Figure[]> {
  if (!voiceSupported(process.versions.node)) {
    return [{ name: "voice return (needs Node 22.12 or newer)", value: "skipped", target: "—", ok: true }];
  }
  const discord = await new FakeDiscord([], { voice: { decode: false } }).listen();
  const panel = await startSimulatedPanel({ seed: 1, lively: false });
  const { station, streams } = panel;
  const dataDir = mkdtempSync(join(tmpdir(), "radio-bot-bench-return-"));
  const bot = await spawnBot(discord, panel.url, {
    DATA_DIR: dataDir,
    PRESENCE: "off",
    ANNOUNCE_SCHEDULE: "0 0 1 1 *",
    ANNOUNCE_ADAPTIVE: "false",
  });
  const session = discord.voice.session(GUILD_ID);
  const opened = (mount: string) => streams.count(mount).opened;
  /** Once the bot has opened the channel again (and closed every other one), the first packet after, from `back`. */
  const firstPacket = async (back: number, before: number) => {
    await streams.waitFor(OPUS, (count) => count.opened > before && count.open === 1);
    for (const mount of OTHERS) await streams.waitFor(mount, (count) => count.open === 0);
    const [first] = await session.waitForPackets(1, Date.now());
    return (first?.at ?? Number.NaN) - back;
  };
  /** Resolves once the bot plays another channel than the Ogg/Opus one. */
  const fallenBack = async () => {
    const before = OTHERS.map(opened);
    await Promise.race(
      OTHERS.map((mount, i) => streams.waitFor(mount, (count) => count.opened > (before[i] ?? 0))),
    );
  };
  try {
    discord.gateway.joinHuman(GUILD_ID, VOICE_CHANNELS.lounge.id, LISTENER);
    await slash(discord, "radio", ["join"], [], { userId: LISTENER, guildId: GUILD_ID });
    await session.waitForPackets(50);

    const preferred: number[] = [];
    const unseen: number[] = [];
    for (let i = 0; i < TRIALS; i++) {
      // The preferred channel goes, the panel showing it off for the outage; then it comes back.
      const goneAt = Date.now();
      const outage = OUTAGES_MS[i] ?? 0;
      const fallback = fallenBack();
      station.setChannelState(OPUS_INDEX, 0);
      await fallback;
      await pause(goneAt + outage - Date.now());
      let before = opened(OPUS);
      let back = Date.now();
      station.setChannelState(OPUS_INDEX, 2);
      preferred.push(await firstPacket(back, before));
      await pause(back + (preferred.at(-1) ?? 0) + SETTLE_MS - Date.now());
      // Gone only a moment: back as soon as the bot has failed over, before it could see the panel show it off.
      const blip = fallenBack();
      station.setChannelState(OPUS_INDEX, 0);
      await blip;
      before = opened(OPUS);
      back = Date.now();
      station.setChannelState(OPUS_INDEX, 2);
      unseen.push(await firstPacket(back, before));
      await pause(back + (unseen.at(-1) ?? 0) + SETTLE_MS - Date.now());
    }

    // The Ogg/Opus channel alone on air: when it goes, there is nothing to fail over to.
    for (const [index, mount] of MOUNTS.entries()) {
      if (mount.mount !== OPUS) station.setChannelState(index as 0 | 1 | 2, 0);
    }
    const same: number[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const goneAt = Date.now();
      station.setChannelState(OPUS_INDEX, 0);
      await streams.waitFor(OPUS, (count) => count.open === 0);
      await pause(goneAt + (OUTAGES_MS[i] ?? 0) - Date.now());
      const before = opened(OPUS);
      const back = Date.now();
      station.setChannelState(OPUS_INDEX, 2);
      same.push(await firstPacket(back, before));
    }
    return [
      returnFigure(
        "sound back after the only channel's mount returned (8.3–9.6 s gone): panel on air to packet",
        same,
      ),
      returnFigure(
        "back on the preferred channel after a failover (8.3–9.6 s gone): panel on air to packet",
        preferred,
      ),
      returnFigure(
        "back on the preferred channel gone too briefly for the panel to show: return to packet",
        unseen,
      ),
    ];
  } finally {
    await bot.stop();
    await discord.close();
    await panel.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
