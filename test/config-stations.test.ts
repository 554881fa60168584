import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";

const bot = { requireDiscordToken: true };
const base = { DISCORD_TOKEN: "token-value" };

function problems(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env, bot);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig: stations", () => {
  it("keeps one station as before: PANEL_URL and one server id", () => {
    const config = loadConfig(
      { ...base, PANEL_URL: "https://radio.example.com:8080", PANEL_SERVER_ID: "3" },
      bot,
    );
    expect(config.stations).toMatchObject({ mode: "single", serverIds: [3], perServer: 5, total: 1000 });
    expect(config.panel.serverId).toBe(3);
  });

  it.each([
    ["1,3,4", [1, 3, 4]],
    [" 4, 2 ,4", [4, 2]],
    ["ALL", "all"],
  ])("reads PANEL_SERVER_ID=%s as a network", (value, ids) => {
    const config = loadConfig(
      { ...base, PANEL_URL: "https://radio.example.com", PANEL_SERVER_ID: value },
      bot,
    );
    expect(config.stations.mode).toBe("network");
    expect(config.stations.serverIds).toEqual(ids);
  });

  it.each(["0", "1,,2", "first", "1;2"])("refuses PANEL_SERVER_ID=%s with an example", (value) => {
    expect(problems({ ...base, PANEL_URL: "https://radio.example.com", PANEL_SERVER_ID: value })).toContain(
      "PANEL_SERVER_ID",
    );
  });

  it("makes a public bot with PUBLIC_BOT=true and PANEL_URL unset, with its limits", () => {
    const config = loadConfig(
      {
        ...base,
        PUBLIC_BOT: "true",
        STATIONS_PER_SERVER: "2",
        MAX_STATIONS: "50",
        ALLOW_PRIVATE_PANELS: "yes",
      },
      bot,
    );
    expect(config.panel.url).toBeNull();
    expect(config.stations).toMatchObject({
      mode: "public",
      serverIds: [],
      perServer: 2,
      total: 50,
      allowPrivatePanels: true,
    });
  });

  it("refuses a public bot that also names a panel, and a bot with neither", () => {
    expect(problems({ ...base, PUBLIC_BOT: "true", PANEL_URL: "https://radio.example.com" })).toContain(
      "PANEL_URL must be unset with PUBLIC_BOT=true",
    );
    expect(problems(base)).toContain("PANEL_URL is required");
  });

  it("never prints SECRET_KEY in a problem", () => {
    const message = problems({
      ...base,
      PUBLIC_BOT: "maybe",
      SECRET_KEY: "do-not-print-this-secret-value-1234",
    });
    expect(message).toContain("PUBLIC_BOT");
    expect(message).not.toContain("do-not-print-this-secret-value-1234");
  });
});
