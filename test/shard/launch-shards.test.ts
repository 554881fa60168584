import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config.js";
import { silentLogger } from "../../src/log.js";
import { launchShards } from "../../src/shard/launch-shards.js";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A Discord API that counts what it is asked (and answers nothing useful). */
async function countingDiscord(): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer((_request, response) => {
    requests++;
    response.writeHead(500).end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  closers.push(async () => {
    server.close();
    await once(server, "close");
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api`, requests: () => requests };
}

const launch = (env: NodeJS.ProcessEnv) =>
  launchShards(env, { script: "unused.js", execArgv: [], log: silentLogger, onCrashLoop: () => {} });

describe("launching shards", () => {
  it("refuses SHARDS=2 without DATABASE_URL before asking Discord anything", async () => {
    const discord = await countingDiscord();
    const launched = launch({
      SHARDS: "2",
      DISCORD_TOKEN: "token-value",
      PANEL_URL: "demo",
      DISCORD_API_URL: discord.url,
    });
    await expect(launched).rejects.toBeInstanceOf(ConfigError);
    await expect(launched).rejects.toThrow(/DATABASE_URL is required to run 2 shards/);
    expect(discord.requests()).toBe(0);
  });

  it("runs in this process when one shard is asked for, without asking Discord", async () => {
    const discord = await countingDiscord();
    await expect(
      launch({ DISCORD_TOKEN: "token-value", PANEL_URL: "demo", DISCORD_API_URL: discord.url }),
    ).resolves.toBeNull();
    expect(discord.requests()).toBe(0);
  });

  it("asks Discord for the count with SHARDS=auto, and says so when it cannot answer", async () => {
    const discord = await countingDiscord();
    const launched = launch({
      SHARDS: "auto",
      DISCORD_TOKEN: "token-value",
      PANEL_URL: "demo",
      DISCORD_API_URL: discord.url,
    });
    await expect(launched).rejects.toThrow("Discord answered 500 when asked for the shard count");
    expect(discord.requests()).toBe(1);
  });
});
