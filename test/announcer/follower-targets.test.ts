import { describe, expect, it } from "vitest";
import { followerTargets } from "../../src/announcer/follower-targets.js";
import type { AnnounceTarget } from "../../src/settings/announce-targets.js";
import type { FleetServerChange, FollowerQuery } from "../../src/settings/fleet.js";

const ONE = "http://panel.test#1";
const TWO = "http://panel.test#2";
const env = { channelIds: [], tracks: "off", locale: "en", stationStatus: true } as const;

const follower = (guildId: string, channelId: string, station?: string): FleetServerChange => ({
  guildId,
  guild: { guildId, shardId: 1, envChannels: [] },
  settings: { channels: [{ id: channelId, tracks: "off" }], ...(station ? { station } : {}) },
});

/** Targets over a store that answers with `servers`, recording what it was asked. */
function targetsOver(servers: FleetServerChange[], local: readonly AnnounceTarget[] = []) {
  const asked: FollowerQuery[] = [];
  const targetsOf = followerTargets({
    store: {
      followersOf: (query) => {
        asked.push(query);
        return Promise.resolve({ revision: 1, servers });
      },
    },
    fleet: { guildOfEnvChannel: () => null },
    local: { targetsOf: () => local },
    options: { env, mode: "network", configured: [ONE, TWO], localGuildOf: () => null },
    only: null,
  });
  return { targetsOf, asked };
}

describe("followerTargets", () => {
  it("adds the servers following the station elsewhere to this process's own, each channel once", async () => {
    const own: AnnounceTarget = { ...env, channelId: "10", pingRoleId: null, stations: [TWO] };
    const { targetsOf, asked } = targetsOver(
      [follower("1", "10", TWO), follower("2", "20", TWO), follower("3", "30", ONE)],
      [own],
    );
    const targets = await targetsOf(TWO);
    expect(targets.map((target) => target.channelId)).toEqual(["10", "20"]);
    expect(asked).toEqual([{ keys: [TWO], firstOf: null }]);
  });

  it("asks for the servers that chose no station too when the station is the first", async () => {
    const { targetsOf, asked } = targetsOver([follower("4", "40")]);
    expect((await targetsOf(ONE)).map((target) => target.channelId)).toEqual(["40"]);
    expect(asked).toEqual([{ keys: [ONE], firstOf: [ONE, TWO] }]);
  });
});
