import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.js";
import { planShards, shardPosition, spawnDelayMs } from "../../src/shard/shard-plan.js";
import { globalShare, onShardPort } from "../../src/shard/shard-port.js";
import { registersCommands, shardProcess } from "../../src/shard/shard-process.js";
import { readShardRequest } from "../../src/shard/shard-request.js";

const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => `${p.variable} ${p.problem}`);
    throw error;
  }
  return [];
};

describe("shard variables", () => {
  it("runs one shard when nothing is set", () => {
    expect(readShardRequest({})).toEqual({ count: 1, ids: null });
  });

  it("reads SHARDS as auto or a number, and SHARD_IDS as a list or ranges", () => {
    expect(readShardRequest({ SHARDS: "auto" })).toEqual({ count: "auto", ids: null });
    expect(readShardRequest({ SHARDS: "4" })).toEqual({ count: 4, ids: null });
    expect(readShardRequest({ SHARD_COUNT: "16", SHARD_IDS: "4-7, 12" })).toEqual({
      count: 16,
      ids: [4, 5, 6, 7, 12],
    });
  });

  it("names each wrong variable with what is expected", () => {
    expect(problemsOf(() => readShardRequest({ SHARDS: "many" }))).toEqual([
      "SHARDS must be auto or a number from 1 to 4096",
    ]);
    expect(problemsOf(() => readShardRequest({ SHARDS: "4", SHARD_COUNT: "8" }))).toEqual([
      "SHARD_COUNT is 8 but SHARDS is 4: set one of them, or the same number in both",
    ]);
    expect(problemsOf(() => readShardRequest({ SHARD_COUNT: "4", SHARD_IDS: "2-5" }))).toEqual([
      "SHARD_IDS must be below the shard count (4): shards are numbered from 0",
    ]);
    expect(problemsOf(() => readShardRequest({ SHARDS: "auto", SHARD_IDS: "0" }))).toEqual([
      "SHARD_IDS needs SHARD_COUNT: with SHARDS=auto the count is not known in advance",
    ]);
    expect(problemsOf(() => readShardRequest({ SHARD_COUNT: "4", SHARD_IDS: "3-1" }))).toEqual([
      "SHARD_IDS must be shard numbers like 0,1,2 or a range like 0-3",
    ]);
  });
});

describe("shard plan", () => {
  it("runs in this process for one shard, also when Discord recommends one", () => {
    expect(planShards({ count: 1, ids: null }, false)).toEqual({ kind: "single" });
    expect(planShards({ count: "auto", ids: null }, false, 1)).toEqual({ kind: "single" });
  });

  it("runs a process per shard of this machine with a database", () => {
    expect(planShards({ count: "auto", ids: null }, true, 3)).toEqual({
      kind: "processes",
      total: 3,
      ids: [0, 1, 2],
    });
    expect(planShards({ count: 8, ids: [4, 5] }, true)).toEqual({ kind: "processes", total: 8, ids: [4, 5] });
  });

  it("refuses more than one shard without DATABASE_URL, saying why", () => {
    expect(problemsOf(() => planShards({ count: 2, ids: null }, false))).toEqual([
      "DATABASE_URL is required to run 2 shards: their processes share the stations, the settings and the announcements through PostgreSQL (SQLite serves one process)",
    ]);
  });

  it("starts shards as fast as Discord's max_concurrency allows", () => {
    expect(spawnDelayMs(16, 4)).toBe(0);
    expect(spawnDelayMs(1, 4)).toBe(5_500);
    expect(spawnDelayMs(2, 4)).toBe(2_750);
  });
});

describe("a shard process", () => {
  it("knows its shard from the sharding manager's variables, and its place on the machine", () => {
    expect(shardProcess({})).toBeNull();
    expect(
      shardProcess({ SHARDING_MANAGER: "true", SHARDS: "5", SHARD_COUNT: "8", SHARD_IDS: "4-7" }),
    ).toEqual({
      ids: [5],
      count: 8,
      position: 1,
    });
    expect(shardProcess({ SHARDING_MANAGER: "true", SHARDS: "2", SHARD_COUNT: "4" })?.position).toBe(2);
    expect(shardPosition(null, 3)).toBe(3);
  });

  it("registers the bot's commands only when it has shard 0, as a bot without shards does", () => {
    expect(registersCommands(null)).toBe(true);
    expect(registersCommands({ ids: [0] })).toBe(true);
    expect(registersCommands({ ids: [1] })).toBe(false);
    expect(registersCommands({ ids: [2, 0] })).toBe(true);
  });

  it("serves its health check on HEALTH_PORT plus its place", () => {
    const config = loadConfig(
      { DISCORD_TOKEN: "token", PANEL_URL: "demo", HEALTH_PORT: "9464" },
      { requireDiscordToken: true },
    );
    const shard = { ids: [2], count: 4, position: 2 };
    expect(onShardPort(config, shard).health?.port).toBe(9466);
    expect(onShardPort(config, null).health?.port).toBe(9464);
    const anyPort = loadConfig(
      { DISCORD_TOKEN: "token", PANEL_URL: "demo", HEALTH_PORT: "0" },
      { requireDiscordToken: true },
    );
    expect(onShardPort(anyPort, shard).health?.port).toBe(0);
  });

  it("takes its part of Discord's 50 requests a second for the bot", () => {
    expect(globalShare(null)).toBe(50);
    expect(globalShare({ ids: [1], count: 4, position: 1 })).toBe(12);
    expect(globalShare({ ids: [0], count: 200, position: 0 })).toBe(1);
  });
});
