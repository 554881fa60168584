import { describe, expect, it } from "vitest";
import { enabledCommands } from "../../commands/index.js";
import { loadConfig } from "../../src/config.js";

const names = (requests: boolean, voice: boolean, stats = true) =>
  enabledCommands(
    loadConfig(
      { PANEL_URL: "demo", REQUESTS_ENABLED: String(requests), STATS: stats ? "on" : "off" },
      { requireDiscordToken: false },
    ),
    { voice, variant: "one-station" },
  ).map((command) => command.data.name);

describe("enabledCommands", () => {
  it("asks each command whether it is enabled: /request with requests on, /radio where voice runs, /stats with STATS on", () => {
    expect(names(false, false, false)).toEqual([
      "nowplaying",
      "listeners",
      "history",
      "listen",
      "schedule",
      "follow",
      "unfollow",
      "setup",
    ]);
    expect(names(true, true)).toEqual([
      "nowplaying",
      "listeners",
      "stats",
      "history",
      "listen",
      "schedule",
      "follow",
      "unfollow",
      "request",
      "radio",
      "setup",
    ]);
  });

  it("gives each bot a /request of its own (its pick lists are not shared)", () => {
    const config = loadConfig(
      { PANEL_URL: "demo", REQUESTS_ENABLED: "true" },
      { requireDiscordToken: false },
    );
    const requestOf = () =>
      enabledCommands(config, { voice: false, variant: "network" }).find((c) => c.data.name === "request");
    const first = requestOf();
    const second = requestOf();
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
    expect(first?.data.options?.at(-1)?.name).toBe("station");
  });
});
