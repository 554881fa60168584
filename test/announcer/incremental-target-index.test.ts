import { describe, expect, it } from "vitest";
import { fleetTargetIndex } from "../../src/announcer/fleet-target-index.js";
import { movedGuilds } from "../../src/announcer/incremental-target-index.js";
import type { AnnounceTarget } from "../../src/settings/announce-targets.js";
import { fleetTargets } from "../../src/settings/fleet-targets.js";
import type { FleetChange, FleetGuild } from "../../src/settings/fleet.js";
import type { GuildSettings } from "../../src/settings/guild-settings.js";
import type { StationMode } from "../../src/settings/guild-stations.js";

/** A small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATIONS = ["s#1", "s#2", "s#3", "s#4"];
const GUILDS = ["g1", "g2", "g3", "g4", "g5", "g6"];
const ENV_CHANNELS = ["e1", "e2", "e3"];

/** A fleet view in memory that tells its listeners which servers changed, as the real view does. */
function memoryView() {
  const guilds = new Map<string, FleetGuild>();
  const settings = new Map<string, GuildSettings>();
  const local = new Map<string, string>();
  const listeners: ((change: FleetChange) => void)[] = [];
  const changed = (guildIds: readonly string[] | null) => {
    for (const listener of listeners) listener({ guildIds });
  };
  return {
    local,
    guilds: () => [...guilds.values()],
    guild: (guildId: string) => guilds.get(guildId),
    guildSettings: (guildId: string) => settings.get(guildId) ?? null,
    guildOfEnvChannel: (channelId: string) =>
      [...guilds.values()].find((g) => g.envChannels.includes(channelId))?.guildId ?? null,
    onChange: (listener: (change: FleetChange) => void) => void listeners.push(listener),
    join(guild: FleetGuild) {
      guilds.set(guild.guildId, guild);
      changed([guild.guildId]);
    },
    leave(guildId: string) {
      guilds.delete(guildId);
      changed([guildId]);
    },
    save(guildId: string, next: GuildSettings) {
      settings.set(guildId, next);
      changed([guildId]);
    },
    reload: () => changed(null),
  };
}

type View = ReturnType<typeof memoryView>;

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

/** One random change of the fleet: a server saved, joined (placing `.env` channels or not), left; a channel seen. */
function step(next: () => number, view: View): void {
  const guildId = pick(next, GUILDS);
  const roll = next();
  if (roll < 0.4) {
    const channels =
      GUILDS.indexOf(guildId) % 2 === 0 && next() < 0.5
        ? []
        : [
            {
              id: `c-${guildId}`,
              tracks: "off" as const,
              ...(next() < 0.5 ? { stations: [pick(next, STATIONS)] } : {}),
            },
          ];
    view.save(guildId, {
      ...(next() < 0.7 ? { channels } : {}),
      ...(next() < 0.6 ? { station: pick(next, STATIONS) } : {}),
    });
  } else if (roll < 0.7) {
    const envChannels = ENV_CHANNELS.filter(() => next() < 0.3);
    view.join({ guildId, shardId: 0, envChannels });
  } else if (roll < 0.9) view.leave(guildId);
  else if (roll < 0.97) view.local.set(pick(next, ENV_CHANNELS), guildId);
  else view.reload();
}

const sorted = (targets: readonly AnnounceTarget[]) => [...targets].map((t) => JSON.stringify(t)).sort();

describe("the incremental target index", () => {
  for (const [mode, configured] of [
    ["network", STATIONS],
    ["public", []],
    ["single", ["s#1"]],
  ] as [StationMode, string[]][]) {
    it(`equals a full rebuild after every change, server by server (${mode})`, () => {
      for (let seed = 1; seed <= 40; seed++) {
        const next = random(seed);
        const view = memoryView();
        const options = {
          env: {
            channelIds: ENV_CHANNELS,
            tracks: "post" as const,
            locale: "en" as const,
            stationStatus: true,
          },
          mode,
          configured,
          localGuildOf: (channelId: string) => view.local.get(channelId) ?? null,
        };
        const only = mode === "single" ? "s#1" : null;
        const index = fleetTargetIndex(view, options, only);
        for (let i = 0; i < 60; i++) {
          step(next, view);
          const full = fleetTargets(view, options);
          for (const key of STATIONS) {
            const expected =
              only === null ? full.filter((t) => t.stations?.includes(key)) : key === only ? full : [];
            expect(sorted(index.targetsOf(key)), `seed ${seed}, step ${i}, ${key}`).toEqual(sorted(expected));
          }
        }
      }
    });
  }

  it("works out only the changed server's targets on a /setup, not every server's", () => {
    const view = memoryView();
    for (const guildId of GUILDS) view.join({ guildId, shardId: 0, envChannels: [] });
    let asked = 0;
    const counted = {
      ...view,
      guildSettings: (guildId: string) => {
        asked++;
        return view.guildSettings(guildId);
      },
    };
    const options = {
      env: { channelIds: [], tracks: "off" as const, locale: "en" as const, stationStatus: false },
      mode: "network" as const,
      configured: STATIONS,
      localGuildOf: () => null,
    };
    const index = fleetTargetIndex(counted, options, null);
    index.targetsOf("s#1");
    asked = 0;
    view.save("g3", { channels: [{ id: "c3", tracks: "post" }], station: "s#2" });
    expect(index.targetsOf("s#2").map((t) => t.channelId)).toEqual(["c3"]);
    // One server's settings read (a few times, for its defaults and its station), whatever the fleet's size.
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThanOrEqual(4);
  });
});

describe("movedGuilds", () => {
  it("names the servers an .env channel left or joined, and nothing for a channel that stayed", () => {
    expect(movedGuilds(["a", null, "b"], ["a", "c", null])).toEqual(new Set(["c", "b"]));
    expect(movedGuilds(["a"], ["a"])).toEqual(new Set());
    expect(movedGuilds([], ["d"])).toEqual(new Set(["d"]));
  });
});
