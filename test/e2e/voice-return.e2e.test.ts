import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { MOUNTS } from "../../src/simulator/mounts.js";
import { VOICE_CHANNELS } from "../fake-discord/guilds.js";
import { USER_ID } from "../fake-discord/interactions.js";
import { GUILD_ID } from "../fake-discord/server.js";
import { memoryLog } from "./world.js";
import { createVoiceWorld, slash, VOICE_ENV, VOICE_RUNS } from "./voice-world.js";
import type { World } from "./world.js";

const OPUS = MOUNTS.find((m) => m.format === "opus") ?? MOUNTS[0]!;
const MP3 = MOUNTS.find((m) => m.format === "mp3") ?? MOUNTS[0]!;
const OPUS_INDEX = MOUNTS.indexOf(OPUS) as 0 | 1 | 2;
const LOUNGE = VOICE_CHANNELS.lounge.id;

/** A memory log that tells of each line it keeps. */
function watchedLog() {
  const log = memoryLog();
  const told = new EventEmitter();
  const tell =
    (write: (message: string) => void) =>
    (message: string): void => {
      write(message);
      told.emit("line");
    };
  /** Resolves once a line contains `text`. */
  const line = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!log.lines.some((l) => l.includes(text))) return;
        told.off("line", check);
        resolve();
      };
      told.on("line", check);
      check();
    });
  return { log: { ...log, info: tell(log.info), warn: tell(log.warn), error: tell(log.error) }, line };
}

let world: World;
afterEach(async () => {
  await world.close();
});

describe.skipIf(!VOICE_RUNS)("back on the preferred channel, end to end", () => {
  it("goes back to the preferred channel as soon as the panel shows it on air again, not at the minute's check", async () => {
    world = await createVoiceWorld();
    // The bot's own clock, left alone: the minute between regular looks at the preferred channel is far off.
    const { log, line } = watchedLog();
    const bot = await world.startBot({ ...VOICE_ENV, HEALTH_PORT: "0" }, log);
    const session = world.discord.voice.session(GUILD_ID);
    world.discord.gateway.joinHuman(GUILD_ID, LOUNGE, USER_ID);
    await slash(world.discord, "radio", ["join"], [], { userId: USER_ID, guildId: GUILD_ID });
    await session.waitForTone(OPUS.toneHz);

    world.panel.station.setChannelState(OPUS_INDEX, 0);
    await session.waitForTone(MP3.toneHz);
    // The bot saw the panel show the preferred channel off air: its coming back is news, acted on at once.
    await line("the preferred channel is off air on the panel");
    world.panel.station.setChannelState(OPUS_INDEX, 2);
    await session.waitForTone(OPUS.toneHz);
    expect(session.connections).toHaveLength(1);

    const metrics = (await bot.metrics?.text()) ?? "";
    expect(metrics).toContain('radio_bot_voice_failovers_total{direction="fallback"} 1');
    expect(metrics).toContain('radio_bot_voice_failovers_total{direction="back"} 1');
    expect(log.lines.some((line) => line.includes(`voice: back on ${OPUS.mount}`))).toBe(true);
  }, 40_000);
});
