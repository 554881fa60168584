import { describe, expect, it } from "vitest";
import {
  type DeadAirReport,
  deadAirPlan,
  type FleetDeadAir,
  fleetDeadAirOf,
  fleetDeadAirStep,
  NO_FLEET_DEAD_AIR,
} from "../../src/announcer/dead-air-plan.js";
import type { AnnounceTarget } from "../../src/settings/announce-targets.js";
import type { Locale } from "../../src/locale.js";

const STATION = "https://panel.example#1";
const words = { name: "Radio Alpha", seconds: 60 };

const target = (channelId: string, stationStatus = true, locale: Locale = "en"): AnnounceTarget => ({
  channelId,
  tracks: "off",
  locale,
  stationStatus,
  pingRoleId: null,
  stations: [STATION],
});

const report = (process: string, change: DeadAirReport["change"], at = 1_000): DeadAirReport => ({
  station: STATION,
  process,
  change,
  at,
});

/** Runs reports one after another through the step, as the store serialises them; returns what each told. */
function run(reports: readonly DeadAirReport[], start: FleetDeadAir = NO_FLEET_DEAD_AIR) {
  let state = start;
  const told: string[] = [];
  for (const r of reports) {
    const step = fleetDeadAirStep(state, r);
    if (step.tell) told.push(`${step.tell.notice} #${step.tell.episode}`);
    state = step.state ?? state;
  }
  return { state, told };
}

describe("the fleet's dead air of a station", () => {
  it("tells a silence once and its end once when two processes hear both", () => {
    const { state, told } = run([
      report("shards 0", "dead-air", 1_000),
      report("shards 1", "dead-air", 1_400),
      report("shards 1", "sound-back", 9_000),
      report("shards 0", "sound-back", 9_300),
    ]);
    expect(told).toEqual(["dead-air #1", "sound-back #1"]);
    expect(state).toEqual({ episode: 1, since: 1_000, silent: [] });
  });

  it("tells the next silence as a new one", () => {
    const { told } = run([
      report("shards 0", "dead-air"),
      report("shards 0", "sound-back"),
      report("shards 1", "dead-air"),
      report("shards 0", "dead-air"),
      report("shards 0", "sound-back"),
    ]);
    expect(told).toEqual(["dead-air #1", "sound-back #1", "dead-air #2", "sound-back #2"]);
  });

  it("leaves a silence to the processes still hearing it when one's listeners leave, telling nothing", () => {
    const { told } = run([
      report("shards 0", "dead-air"),
      report("shards 1", "dead-air"),
      report("shards 0", "cleared"),
      report("shards 1", "sound-back"),
    ]);
    expect(told).toEqual(["dead-air #1", "sound-back #1"]);
  });

  it("ends a silence nobody hears any more without a word, so the next one is told", () => {
    const { state, told } = run([
      report("shards 0", "dead-air"),
      report("shards 0", "cleared"),
      report("shards 1", "sound-back"),
      report("shards 1", "dead-air"),
    ]);
    expect(told).toEqual(["dead-air #1", "dead-air #2"]);
    expect(state.silent).toEqual(["shards 1"]);
  });

  it("takes a process reporting dead air again as having lost the end of its last one (restarted)", () => {
    const { told } = run([report("shards 0", "dead-air"), report("shards 0", "dead-air")]);
    expect(told).toEqual(["dead-air #1", "dead-air #2"]);
  });

  it("changes nothing for a report that changes nothing", () => {
    expect(fleetDeadAirStep(NO_FLEET_DEAD_AIR, report("shards 0", "sound-back")).state).toBeNull();
    expect(fleetDeadAirStep(NO_FLEET_DEAD_AIR, report("shards 0", "cleared")).state).toBeNull();
    const silent = { episode: 3, since: 5, silent: ["shards 1"] };
    expect(fleetDeadAirStep(silent, report("shards 0", "cleared")).state).toBeNull();
  });

  it("reads a state that is missing or malformed as no silence", () => {
    expect(fleetDeadAirOf(null)).toEqual(NO_FLEET_DEAD_AIR);
    expect(fleetDeadAirOf({ episode: "2" })).toEqual(NO_FLEET_DEAD_AIR);
    expect(fleetDeadAirOf({ episode: 2, since: 9, silent: ["a", 3] })).toEqual({
      episode: 2,
      since: 9,
      silent: ["a"],
    });
  });
});

describe("deadAirPlan", () => {
  const targets = [target("1"), target("2", false), target("3", true, "ru"), target("1")];

  it("posts the silence to each channel with station status on, once each, in its language", () => {
    const plan = deadAirPlan(null, report("shards 0", "dead-air"), targets, words);
    expect(plan?.state).toEqual({ episode: 1, since: 1_000, silent: ["shards 0"] });
    expect(plan?.deliveries.map((d) => [d.channelId, d.mode, d.message.embeds?.[0]?.title])).toEqual([
      ["1", "post", "🔇 Dead air on Radio Alpha"],
      ["3", "post", "🔇 Тишина в эфире: Radio Alpha"],
    ]);
  });

  it("names the station and the silence in the event id: two processes queue the same posts", () => {
    const a = deadAirPlan(null, report("shards 0", "dead-air", 1_000), targets, words);
    const saved: unknown = JSON.parse(JSON.stringify(a?.state));
    const b = deadAirPlan(saved, report("shards 1", "sound-back", 5_000), targets, words);
    expect(a?.deliveries[0]?.eventId).toBe(`dead-air:${STATION}:1:1000`);
    expect(b?.deliveries[0]?.eventId).toBe(`sound-back:${STATION}:1:1000`);
    expect(b?.deliveries[0]?.message.embeds?.[0]?.title).toBe("🔊 The sound is back on Radio Alpha");
  });

  it("queues nothing for a second report of the same silence, but saves that it hears it", () => {
    const first = deadAirPlan(null, report("shards 0", "dead-air"), targets, words);
    const second = deadAirPlan(first?.state, report("shards 1", "dead-air", 1_500), targets, words);
    expect(second).toEqual({
      state: { episode: 1, since: 1_000, silent: ["shards 0", "shards 1"] },
      deliveries: [],
    });
  });

  it("changes nothing for a silence that ended unheard when nothing was told", () => {
    expect(deadAirPlan(null, report("shards 0", "cleared"), targets, words)).toBeNull();
  });
});
