import { describe, expect, it } from "vitest";
import { detectChanges } from "../../src/announcer/detect.js";
import type { AnnouncerState, DjSnapshot, Observation, TrackSnapshot } from "../../src/station/changes.js";

const AUTO: DjSnapshot = { id: 1, name: "AutoDJ", live: false, image: null };
const NOVA: DjSnapshot = { id: 2, name: "DJ Nova", live: true, image: "https://r.example/nova.jpg" };
const MASHA: DjSnapshot = { id: 3, name: "Masha", live: true, image: null };

const track = (id: number, extra: Partial<TrackSnapshot> = {}): TrackSnapshot => ({
  id,
  startedAt: id * 1000,
  artist: "A",
  title: `T${id}`,
  album: null,
  cover: null,
  djName: null,
  isJingle: false,
  lengthMs: 200_000,
  fromLibrary: true,
  ...extra,
});

const seen = (dj: DjSnapshot | null, extra: Partial<Observation> = {}): Observation => ({
  dj,
  track: track(1),
  stationOnAir: true,
  listenUrl: null,
  ...extra,
});

const options = { confirm: 2, stationStatus: true, tracks: true };

/** Feeds polls in order (null = a failed poll) and returns every event's summary. */
function replay(polls: (Observation | null)[], opts = options): string[] {
  let state: AnnouncerState | null = null;
  const out: string[] = [];
  polls.forEach((poll, i) => {
    const result = detectChanges(state, poll, opts, 1_000_000 + i * 15_000);
    state = result.state;
    for (const e of result.events) {
      if (e.kind === "dj") out.push(`dj:${e.change}:${e.from?.name ?? "-"}>${e.to?.name ?? "-"}`);
      else if (e.kind === "track") out.push(`track:${e.track.id}`);
      else out.push(`station:${e.onAir ? "on" : "off"}`);
    }
  });
  return out;
}

describe("detectChanges", () => {
  it.each<[string, (Observation | null)[], string[]]>([
    ["first start records and posts nothing", [seen(NOVA)], []],
    [
      "a live DJ after the automatic player is announced on first sight",
      [seen(AUTO), seen(NOVA)],
      ["dj:live:AutoDJ>DJ Nova"],
    ],
    ["a live DJ handing over to another", [seen(NOVA), seen(MASHA)], ["dj:handover:DJ Nova>Masha"]],
    ["the automatic player taking over needs two polls", [seen(NOVA), seen(AUTO)], []],
    [
      "… and is announced on the second",
      [seen(NOVA), seen(AUTO), seen(AUTO)],
      ["dj:automatic:DJ Nova>AutoDJ"],
    ],
    ["nobody on air, confirmed", [seen(AUTO), seen(null), seen(null)], ["dj:nobody:AutoDJ>-"]],
    [
      "a DJ dropping for one poll is not announced at all",
      [seen(NOVA), seen(AUTO), seen(NOVA), seen(NOVA)],
      [],
    ],
    ["a DJ dropping to nobody for one poll is not announced", [seen(NOVA), seen(null), seen(NOVA)], []],
    ["a failed poll changes nothing", [seen(NOVA), null, null, seen(NOVA)], []],
    [
      "a failed poll between confirmations keeps the count",
      [seen(NOVA), seen(AUTO), null, seen(AUTO)],
      ["dj:automatic:DJ Nova>AutoDJ"],
    ],
    [
      "no repeat when the panel recovers",
      [seen(AUTO), seen(NOVA), null, null, seen(NOVA)],
      ["dj:live:AutoDJ>DJ Nova"],
    ],
    ["a failed first poll, then the first success records silently", [null, seen(NOVA), seen(NOVA)], []],
    [
      "a change back and forth before confirmation resets the count",
      [seen(NOVA), seen(AUTO), seen(null), seen(AUTO)],
      [],
    ],
    [
      "a track is announced once per entry, and jingles never",
      [
        seen(AUTO, { track: track(1) }),
        seen(AUTO, { track: track(2) }),
        seen(AUTO, { track: track(2) }),
        seen(AUTO, { track: track(3, { isJingle: true }) }),
        seen(AUTO, { track: track(4) }),
      ],
      ["track:2", "track:4"],
    ],
    [
      "an older entry (a stale read) is not announced",
      [seen(AUTO, { track: track(5) }), seen(AUTO, { track: track(4) })],
      [],
    ],
    [
      "the station going off air needs confirmation and coming back does not",
      [seen(AUTO), seen(AUTO, { stationOnAir: false }), seen(AUTO, { stationOnAir: false }), seen(AUTO)],
      ["station:off", "station:on"],
    ],
    [
      "a one-poll off-air blip is not announced",
      [seen(AUTO), seen(AUTO, { stationOnAir: false }), seen(AUTO)],
      [],
    ],
    [
      "a poll that did not read the channels changes nothing about the station being on air",
      [seen(AUTO), seen(AUTO, { stationOnAir: false }), seen(AUTO, { stationOnAir: null }), seen(AUTO)],
      [],
    ],
  ])("%s", (_name, polls, expected) => {
    expect(replay(polls)).toEqual(expected);
  });

  it("announces no tracks and no station status when those are off", () => {
    const polls = [
      seen(AUTO),
      seen(AUTO, { track: track(2), stationOnAir: false }),
      seen(AUTO, { track: track(3), stationOnAir: false }),
    ];
    expect(replay(polls, { confirm: 2, stationStatus: false, tracks: false })).toEqual([]);
  });

  it("announces the automatic player at once with ANNOUNCE_CONFIRM=1", () => {
    expect(replay([seen(NOVA), seen(AUTO)], { ...options, confirm: 1 })).toEqual([
      "dj:automatic:DJ Nova>AutoDJ",
    ]);
  });

  it("keeps the name of a DJ who left and dates a confirmed change from when it was first seen", () => {
    const first = detectChanges(null, seen(NOVA), options, 1000);
    const second = detectChanges(first.state, seen(AUTO), options, 2000);
    const third = detectChanges(second.state, seen(AUTO), options, 3000);
    expect(third.events[0]).toMatchObject({
      kind: "dj",
      from: NOVA,
      to: AUTO,
      at: 2000,
      id: "dj:auto:1:2000",
    });
  });
});
