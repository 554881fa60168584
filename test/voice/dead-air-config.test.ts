import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.js";

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig({ PANEL_URL: "demo", ...env }, { requireDiscordToken: false });

describe("DEAD_AIR_SECONDS", () => {
  it("defaults to 60 s, and takes 0 for off", () => {
    expect(load({}).voice.deadAirSeconds).toBe(60);
    expect(load({ DEAD_AIR_SECONDS: "0" }).voice.deadAirSeconds).toBe(0);
    expect(load({ DEAD_AIR_SECONDS: "15" }).voice.deadAirSeconds).toBe(15);
  });

  it("refuses a negative or fractional number of seconds, naming the variable", () => {
    for (const value of ["-1", "1.5", "soon"]) {
      try {
        load({ DEAD_AIR_SECONDS: value });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems.map((p) => p.variable)).toEqual(["DEAD_AIR_SECONDS"]);
      }
    }
  });
});
