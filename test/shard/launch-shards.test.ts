import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config.js";
import { silentLogger } from "../../src/log.js";
import { launchShards } from "../../src/shard/launch-shards.js";
import { countingHttpServer } from "../support/counting-server.js";

/** A Discord API that records what it is asked (and answers nothing useful). */
async function countingDiscord() {
  const server = await countingHttpServer((_request, response) => response.writeHead(500).end());
  return { url: `http://127.0.0.1:${server.port}/api`, paths: server.paths };
}

const launch = (discordUrl: string, env: NodeJS.ProcessEnv) =>
  launchShards(
    { DISCORD_TOKEN: "token-value", PANEL_URL: "demo", DISCORD_API_URL: discordUrl, ...env },
    { script: "unused.js", execArgv: [], log: silentLogger, onCrashLoop: () => {} },
  );

describe("launching shards", () => {
  it("refuses SHARDS=2 without DATABASE_URL before asking Discord anything", async () => {
    const discord = await countingDiscord();
    const launched = launch(discord.url, { SHARDS: "2" });
    await expect(launched).rejects.toBeInstanceOf(ConfigError);
    await expect(launched).rejects.toThrow(/DATABASE_URL is required to run 2 shards/);
    expect(discord.paths).toEqual([]);
  });

  it("runs in this process when one shard is asked for, without asking Discord", async () => {
    const discord = await countingDiscord();
    await expect(launch(discord.url, {})).resolves.toBeNull();
    expect(discord.paths).toEqual([]);
  });

  it("asks Discord for the count with SHARDS=auto, and says so when it cannot answer", async () => {
    const discord = await countingDiscord();
    await expect(launch(discord.url, { SHARDS: "auto" })).rejects.toThrow(
      "Discord answered 500 when asked for the shard count",
    );
    expect(discord.paths).toEqual(["/api/v10/gateway/bot"]);
  });
});
