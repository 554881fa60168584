import { describe, expect, it } from "vitest";
import { announceTargets, type EnvAnnounce } from "../../src/settings/announce-targets.js";
import { resolveSettings, withChannel, withoutChannel } from "../../src/settings/guild-settings.js";

const DEFAULTS = {
  channels: [{ id: "1", tracks: "off" as const }],
  locale: "en" as const,
  stationStatus: false,
};

describe("server settings", () => {
  it("fall back to the defaults for whatever /setup never set, and say so", () => {
    const resolved = resolveSettings({ locale: "ru" }, DEFAULTS);
    expect(resolved).toMatchObject({ channels: DEFAULTS.channels, locale: "ru", pingRoleId: null });
    expect(resolved.from).toEqual({
      channels: "default",
      ping: "default",
      locale: "setup",
      stationStatus: "default",
    });
  });

  it("keep the default channels when one is added, and can remove a default one", () => {
    const added = withChannel(null, DEFAULTS, { id: "2", tracks: "edit" });
    expect(added.channels).toEqual([
      { id: "1", tracks: "off" },
      { id: "2", tracks: "edit" },
    ]);
    expect(withoutChannel(added, DEFAULTS, "1").channels).toEqual([{ id: "2", tracks: "edit" }]);
    expect(withChannel(added, DEFAULTS, { id: "2", tracks: "post" }).channels).toContainEqual({
      id: "2",
      tracks: "post",
    });
  });
});

describe("announceTargets", () => {
  const env: EnvAnnounce = { channelIds: ["1", "9"], tracks: "post", locale: "en", stationStatus: true };
  const guildOf = (id: string) => ({ "1": "A", "2": "B" })[id] ?? null;

  it("gives each server's channels its resolved settings, and .env channels outside known servers the defaults", () => {
    const targets = announceTargets(
      ["A", "B"],
      (guild) =>
        guild === "B" ? { channels: [{ id: "2", tracks: "edit" }], locale: "ru", pingRoleId: "77" } : null,
      env,
      guildOf,
    );
    expect(targets).toEqual([
      { channelId: "1", tracks: "post", locale: "en", stationStatus: true, pingRoleId: null },
      { channelId: "2", tracks: "edit", locale: "ru", stationStatus: true, pingRoleId: "77" },
      { channelId: "9", tracks: "post", locale: "en", stationStatus: true, pingRoleId: null },
    ]);
  });
});
