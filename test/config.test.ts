import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";
import { loadDotEnv } from "../src/env-file.js";

const bot = { requireDiscordToken: true };
const preview = { requireDiscordToken: false };

function problemsOf(env: NodeJS.ProcessEnv, options = bot): ConfigError {
  try {
    loadConfig(env, options);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("applies defaults when only the required variables are set", () => {
    const config = loadConfig(
      { DISCORD_TOKEN: "token-value", PANEL_URL: "https://radio.example.com:8080" },
      bot,
    );
    expect(config.panel).toEqual({
      url: "https://radio.example.com:8080",
      serverId: 1,
      apiKey: undefined,
      timeoutMs: 5000,
    });
    expect(config.discord.apiUrl).toBe("https://discord.com/api");
    expect(config.announce).toMatchObject({ channelIds: [], schedule: "*/15 * * * * *", tracks: "off" });
    expect(config.dataDir).toBe("./data");
    expect(config.sqliteDriver).toBe("auto");
    expect(config.logLevel).toBe("info");
    expect(config.logFormat).toBe("text");
    expect(config.health).toBeNull();
  });

  it("serves health on 127.0.0.1 when only HEALTH_PORT is set, and takes LOG_FORMAT=json", () => {
    const env = { DISCORD_TOKEN: "token-value", PANEL_URL: "demo", LOG_FORMAT: "json" };
    expect(loadConfig({ ...env, HEALTH_PORT: "9464" }, bot)).toMatchObject({
      logFormat: "json",
      health: { port: 9464, host: "127.0.0.1" },
    });
    expect(loadConfig({ ...env, HEALTH_PORT: "0", HEALTH_HOST: "0.0.0.0" }, bot).health).toEqual({
      port: 0,
      host: "0.0.0.0",
    });
    expect(
      problemsOf({ ...env, HEALTH_PORT: "70000", LOG_FORMAT: "yaml" }).problems.map((p) => p.variable),
    ).toEqual(["LOG_FORMAT", "HEALTH_PORT"]);
  });

  it.each([
    "https://radio.example.com:8080/api/v2",
    "https://radio.example.com:8080/api/v2/",
    "https://radio.example.com:8080/",
  ])("accepts %s and keeps the panel address without /api/v2", (url) => {
    expect(loadConfig({ PANEL_URL: url }, preview).panel.url).toBe("https://radio.example.com:8080");
  });

  it("takes a PostgreSQL DATABASE_URL, and refuses any other without repeating it (it may hold a password)", () => {
    const env = { DISCORD_TOKEN: "token-value", PANEL_URL: "demo" };
    expect(loadConfig(env, bot).databaseUrl).toBeNull();
    const url = "postgres://bot:s3cret@db.internal:5432/radio";
    expect(loadConfig({ ...env, DATABASE_URL: url }, bot).databaseUrl).toBe(url);
    const error = problemsOf({ ...env, DATABASE_URL: "mysql://bot:s3cret@db.internal/radio" });
    expect(error.problems.map((p) => [p.variable, p.problem])).toEqual([
      ["DATABASE_URL", "expected a postgres:// or postgresql:// URL"],
    ]);
    expect(error.message).not.toContain("s3cret");
  });

  it("takes how many PostgreSQL connections each process opens, 10 unless told, never fewer than 4", () => {
    const env = { DISCORD_TOKEN: "token-value", PANEL_URL: "demo" };
    expect(loadConfig(env, bot).databaseConnections).toBe(10);
    expect(loadConfig({ ...env, DATABASE_CONNECTIONS: "4" }, bot).databaseConnections).toBe(4);
    expect(problemsOf({ ...env, DATABASE_CONNECTIONS: "2" }).problems.map((p) => p.variable)).toEqual([
      "DATABASE_CONNECTIONS",
    ]);
  });

  it("treats empty values as unset", () => {
    const config = loadConfig({ PANEL_URL: "demo", PANEL_SERVER_ID: "", ANNOUNCE_TRACKS: "  " }, preview);
    expect(config.panel.serverId).toBe(1);
    expect(config.announce.tracks).toBe("off");
  });

  it("parses announce channel ids, booleans and numbers", () => {
    const config = loadConfig(
      {
        PANEL_URL: "demo",
        ANNOUNCE_CHANNEL_IDS: "123456789012345678, 234567890123456789",
        ANNOUNCE_STATION_STATUS: "true",
        ANNOUNCE_CONFIRM: "3",
        PANEL_SERVER_ID: "4",
      },
      preview,
    );
    expect(config.announce.channelIds).toEqual(["123456789012345678", "234567890123456789"]);
    expect(config.announce.stationStatus).toBe(true);
    expect(config.announce.confirm).toBe(3);
    expect(config.panel.serverId).toBe(4);
  });

  it("lists every problem at once, with an example for each", () => {
    const error = problemsOf({
      PANEL_URL: "ftp://radio.example.com",
      PANEL_SERVER_ID: "first",
      ANNOUNCE_TRACKS: "sometimes",
      ANNOUNCE_SCHEDULE: "every minute",
      ANNOUNCE_CHANNEL_IDS: "12",
      DISCORD_GUILD_ID: "guild",
    });
    expect(error.problems.map((p) => p.variable).sort()).toEqual(
      [
        "ANNOUNCE_CHANNEL_IDS",
        "ANNOUNCE_SCHEDULE",
        "ANNOUNCE_TRACKS",
        "DISCORD_GUILD_ID",
        "DISCORD_TOKEN",
        "PANEL_SERVER_ID",
        "PANEL_URL",
      ].sort(),
    );
    for (const problem of error.problems) expect(problem.example.length).toBeGreaterThan(0);
    expect(error.message).toContain("PANEL_URL expected an http(s) URL or demo");
    expect(error.message).toContain("DISCORD_TOKEN is required to run the bot");
  });

  it("reports a missing PANEL_URL as required", () => {
    expect(problemsOf({ DISCORD_TOKEN: "x" }).message).toContain("PANEL_URL is required");
  });

  it("does not require a Discord token for the preview", () => {
    expect(() => loadConfig({ PANEL_URL: "demo" }, preview)).not.toThrow();
  });

  it("never prints a secret's value", () => {
    const error = problemsOf({
      DISCORD_TOKEN: "super-secret-token",
      PANEL_API_KEY: "super-secret-key",
      PANEL_URL: "not a url",
      LOG_LEVEL: "loud",
    });
    expect(error.message).not.toContain("super-secret");
  });

  it("returns a frozen config", () => {
    const config = loadConfig({ PANEL_URL: "demo" }, preview);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.panel)).toBe(true);
  });
});

describe("loadDotEnv", () => {
  it("reads .env but lets the real environment win", () => {
    const dir = mkdtempSync(join(tmpdir(), "radio-env-"));
    const file = join(dir, ".env");
    writeFileSync(file, "RADIO_TEST_A=from-file\nRADIO_TEST_B=from-file\n");
    process.env.RADIO_TEST_A = "from-env";
    try {
      loadDotEnv(file);
      expect(process.env.RADIO_TEST_A).toBe("from-env");
      expect(process.env.RADIO_TEST_B).toBe("from-file");
    } finally {
      delete process.env.RADIO_TEST_A;
      delete process.env.RADIO_TEST_B;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the voice variables", () => {
  it("default to 30 s idle, 300 s leave, 25 stations, the panel's stream and the packaged ffmpeg", () => {
    const config = loadConfig({ PANEL_URL: "demo" }, { requireDiscordToken: false });
    expect(config.voice).toEqual({
      streamUrl: null,
      idleSeconds: 30,
      leaveSeconds: 300,
      maxStations: 25,
      ffmpegPath: null,
      deadAirSeconds: 60,
    });
  });

  it("take an http(s) stream and whole seconds, and list every bad value", () => {
    const env = {
      PANEL_URL: "demo",
      VOICE_STREAM_URL: "rtmp://x/live",
      VOICE_IDLE_SECONDS: "0",
      VOICE_LEAVE_SECONDS: "soon",
      VOICE_MAX_STATIONS: "0",
    };
    expect(() => loadConfig(env, { requireDiscordToken: false })).toThrow(ConfigError);
    try {
      loadConfig(env, { requireDiscordToken: false });
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.variable).sort()).toEqual([
        "VOICE_IDLE_SECONDS",
        "VOICE_LEAVE_SECONDS",
        "VOICE_MAX_STATIONS",
        "VOICE_STREAM_URL",
      ]);
    }
    const good = loadConfig(
      {
        PANEL_URL: "demo",
        VOICE_STREAM_URL: "https://s.example/live",
        VOICE_IDLE_SECONDS: "5",
        VOICE_MAX_STATIONS: "3",
        FFMPEG_PATH: "/opt/ffmpeg",
      },
      { requireDiscordToken: false },
    );
    expect(good.voice).toEqual({
      streamUrl: "https://s.example/live",
      idleSeconds: 5,
      leaveSeconds: 300,
      maxStations: 3,
      ffmpegPath: "/opt/ffmpeg",
      deadAirSeconds: 60,
    });
  });
});
