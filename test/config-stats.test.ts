import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";

const base = { DISCORD_TOKEN: "token-value", PANEL_URL: "https://radio.example.com:8080" };
const bot = { requireDiscordToken: true };

describe("the statistics' configuration", () => {
  it("keeps the figures in UTC unless told", () => {
    expect(loadConfig(base, bot).stats).toEqual({ enabled: true, timeZone: "UTC" });
  });

  it("takes STATS=off and an IANA zone", () => {
    const config = loadConfig({ ...base, STATS: "off", STATS_TIMEZONE: "Europe/Berlin" }, bot);
    expect(config.stats).toEqual({ enabled: false, timeZone: "Europe/Berlin" });
  });

  it("refuses a STATS that is not on or off, with an example", () => {
    try {
      loadConfig({ ...base, STATS: "sometimes" }, bot);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        { variable: "STATS", problem: "is not one of the accepted values", example: "on" },
      ]);
    }
  });
});
