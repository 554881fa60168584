import { describe, expect, it } from "vitest";
import { type RoomEvent, type RoomReads, type ServerVoice, stepRoom } from "../../src/voice/room-step.js";

const reads: RoomReads = { problemOf: () => null, hasRoomFor: () => true, maxStations: 2 };
const full: RoomReads = { ...reads, hasRoomFor: (key) => key === "main" };
const joined: ServerVoice = { channelId: "c1", home: false, station: "main", followsServer: true };
const home: ServerVoice = { ...joined, home: true };
const join = (over: Partial<Extract<RoomEvent, { kind: "join" }>> = {}): RoomEvent => ({
  kind: "join",
  channelId: null,
  own: "c1",
  memberCanMove: false,
  station: "other",
  chosen: false,
  ...over,
});

describe("stepRoom: join", () => {
  it("refuses without a channel, and a channel not the caller's own without Move Members", () => {
    expect(stepRoom(null, join({ own: null }), reads)).toEqual([
      { kind: "refuse", problem: { kind: "no-channel" } },
    ]);
    expect(stepRoom(null, join({ channelId: "c2" }), reads)).toEqual([
      { kind: "refuse", problem: { kind: "need-move" } },
    ]);
  });

  it("refuses a channel the bot cannot play in", () => {
    const problem = { kind: "full" } as const;
    expect(stepRoom(null, join(), { ...reads, problemOf: () => problem })).toEqual([
      { kind: "refuse", problem },
    ]);
  });

  it("keeps what plays when called to its own channel with no station named", () => {
    expect(stepRoom(home, join(), reads)).toEqual([
      { kind: "connect", channelId: "c1", home: true, tuning: { key: "main", followsServer: true } },
    ]);
  });

  it("plays a station chosen by name, which then stays when the server's station changes", () => {
    expect(stepRoom(joined, join({ chosen: true, channelId: "c2", memberCanMove: true }), reads)).toEqual([
      { kind: "connect", channelId: "c2", home: false, tuning: { key: "other", followsServer: false } },
    ]);
  });

  it("refuses another station past the limit", () => {
    expect(stepRoom(null, join(), full)).toEqual([
      { kind: "refuse", problem: { kind: "too-many-stations", max: 2 } },
    ]);
  });
});

describe("stepRoom: leave", () => {
  const leave = (listening: string | null, canMove = false): RoomEvent => ({
    kind: "leave",
    listening,
    memberCanMove: canMove,
    memberCanManage: false,
  });

  it("answers without leaving when not in voice, at home, or asked by someone elsewhere", () => {
    expect(stepRoom(null, leave("c1"), reads)).toEqual([{ kind: "answer", outcome: "not-in-voice" }]);
    expect(stepRoom(home, leave("c1"), reads)).toEqual([{ kind: "answer", outcome: "home" }]);
    expect(stepRoom(joined, leave("c9"), reads)).toEqual([{ kind: "answer", outcome: "not-allowed" }]);
  });

  it("leaves (or goes home) for a listener, or for a moderator elsewhere", () => {
    const left = [{ kind: "leave-or-go-home" }, { kind: "evaluate" }, { kind: "answer", outcome: "left" }];
    expect(stepRoom(joined, leave("c1"), reads)).toEqual(left);
    expect(stepRoom(joined, leave(null, true), reads)).toEqual(left);
  });
});

describe("stepRoom: station changed", () => {
  const homeChannel = { guildId: "g", channelId: "c1", station: "picked", followsServer: false };

  it("moves a connection that follows the server to the server's new station", () => {
    expect(stepRoom(joined, { kind: "station-changed", home: undefined, own: "new" }, reads)).toEqual([
      { kind: "tune", tuning: { key: "new", followsServer: true } },
      { kind: "evaluate" },
    ]);
  });

  it("plays what the home says in a home channel", () => {
    expect(stepRoom(home, { kind: "station-changed", home: homeChannel, own: "new" }, reads)).toEqual([
      { kind: "tune", tuning: { key: "picked", followsServer: false } },
      { kind: "evaluate" },
    ]);
  });

  it("leaves nothing to do for a station chosen by name, or one already playing", () => {
    const chosen = { ...joined, followsServer: false };
    expect(stepRoom(chosen, { kind: "station-changed", home: undefined, own: "new" }, reads)).toEqual([]);
    expect(stepRoom(joined, { kind: "station-changed", home: undefined, own: "main" }, reads)).toEqual([]);
    expect(stepRoom(null, { kind: "station-changed", home: undefined, own: "new" }, reads)).toEqual([]);
  });

  it("leaves when the server has no station any more, and keeps playing past the limit", () => {
    expect(stepRoom(joined, { kind: "station-changed", home: undefined, own: null }, reads)).toEqual([
      { kind: "forget", reason: "no-station" },
      { kind: "evaluate" },
    ]);
    expect(stepRoom(joined, { kind: "station-changed", home: undefined, own: "new" }, full)).toEqual([
      { kind: "log-full", maxStations: 2 },
      { kind: "evaluate" },
    ]);
  });
});
