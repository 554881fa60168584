import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld, memoryLog, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

/** The address a log line gave, e.g. the demo station's or the health server's. */
function addressIn(lines: readonly string[], pattern: RegExp): string {
  const found = lines.map((line) => pattern.exec(line)?.[1]).find((url) => url !== undefined);
  if (!found) throw new Error(`no line matches ${pattern}:\n${lines.join("\n")}`);
  return found;
}

describe("a start that fails half way", () => {
  it("stops what it had started (the demo station, the health server) and says it stopped", async () => {
    const log = memoryLog();
    const started = world.startBot(
      { DISCORD_TOKEN: "a.refused.token", PANEL_URL: "demo", HEALTH_PORT: "0" },
      log,
    );
    await expect(started).rejects.toThrow(/token/i);
    const demo = addressIn(log.lines, /^info demo mode: using the simulated station at (\S+)/);
    const health = addressIn(log.lines, /^info health and metrics at (\S+)\/healthz/);
    await expect(fetch(`${demo}/api/v2/servers/`)).rejects.toThrow();
    await expect(fetch(`${health}/healthz`)).rejects.toThrow();
    expect(log.lines.at(-1)).toBe("info stopped ");
  });
});

describe("a running bot", () => {
  it("stops once however often it is asked", async () => {
    const log = memoryLog();
    const bot = await world.startBot({ LOG_LEVEL: "info" }, log);
    await Promise.all([bot.stop(), bot.stop()]);
    await bot.stop();
    expect(bot.client.isReady()).toBe(false);
    expect(log.lines.filter((line) => line === "info stopped ")).toHaveLength(1);
  });
});
