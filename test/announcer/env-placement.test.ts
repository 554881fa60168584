import type { REST } from "discord.js";
import { describe, expect, it } from "vitest";
import { fleetTargetIndex } from "../../src/announcer/fleet-target-index.js";
import { placeEnvChannels } from "../../src/discord/fleet-publisher.js";
import { memoryLog } from "../e2e/world.js";
import type { FleetChange, FleetGuild } from "../../src/settings/fleet.js";
import type { GuildSettings } from "../../src/settings/guild-settings.js";

/** A fleet where server "gB" (another shard's) has saved its station but its shard has not published yet. */
function world() {
  const guilds = new Map<string, FleetGuild>([["gA", { guildId: "gA", shardId: 0, envChannels: [] }]]);
  const settings = new Map<string, GuildSettings>([["gB", { station: "s#2" }]]);
  const listeners: ((change: FleetChange) => void)[] = [];
  const view = {
    guilds: () => [...guilds.values()],
    guild: (guildId: string) => guilds.get(guildId),
    guildSettings: (guildId: string) => settings.get(guildId) ?? null,
    guildOfEnvChannel: (channelId: string) =>
      [...guilds.values()].find((g) => g.envChannels.includes(channelId))?.guildId ?? null,
    onChange: (listener: (change: FleetChange) => void) => void listeners.push(listener),
    publish(guild: FleetGuild) {
      guilds.set(guild.guildId, guild);
      for (const listener of listeners) listener({ guildIds: [guild.guildId] });
    },
  };
  const index = fleetTargetIndex(
    view,
    {
      env: { channelIds: ["eB"], tracks: "post", locale: "en", stationStatus: true },
      mode: "network",
      configured: ["s#1", "s#2"],
      localGuildOf: () => null,
    },
    null,
  );
  return { view, index };
}

const channelsOf = (targets: readonly { channelId: string }[]) => targets.map((t) => t.channelId);

describe("a .env channel of a shard that has not published yet", () => {
  it("follows no station until placed, then its server's station, from whichever process reads it", () => {
    const { index } = world();
    expect(channelsOf(index.targetsOf("s#2"))).toEqual([]);
    index.place?.("eB", "gB");
    expect(channelsOf(index.targetsOf("s#2"))).toEqual(["eB"]);
    expect(channelsOf(index.targetsOf("s#1"))).toEqual([]);
  });

  it("keeps the same targets once its shard publishes, placed by the fleet from then on", () => {
    const { view, index } = world();
    index.place?.("eB", "gB");
    const before = index.targetsOf("s#2");
    view.publish({ guildId: "gB", shardId: 1, envChannels: ["eB"] });
    expect(index.targetsOf("s#2")).toEqual(before);
  });

  it("is placed by asking Discord for the channel's server; one Discord cannot see is left out", async () => {
    const log = memoryLog();
    const asked: string[] = [];
    const rest: Pick<REST, "get"> = {
      get: async (route) => {
        asked.push(route);
        if (route === "/channels/2") throw new Error("Unknown Channel");
        return { id: route.split("/")[2], guild_id: "g-of-" + route.split("/")[2] };
      },
    };
    const placed = await placeEnvChannels(rest, ["1", "2", "3"], (id) => id === "3", log);
    expect(asked).toEqual(["/channels/1", "/channels/2"]);
    expect([...placed]).toEqual([["1", "g-of-1"]]);
  });
});
