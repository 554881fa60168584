import { describe, expect, it } from "vitest";
import {
  type ConnectionState,
  HOME_REJOIN_MS,
  HOME_RETURN_MS,
  stepConnection,
} from "../../src/voice/connection-step.js";

const joined: ConnectionState = {
  channelId: "c1",
  home: false,
  station: "main",
  followsServer: true,
  attempts: 0,
};
const home: ConnectionState = { ...joined, home: true };
const tuning = { key: "main", followsServer: true };

describe("stepConnection", () => {
  it("rejoins a disconnected home channel with the backoff, counting the attempts", () => {
    const first = stepConnection(home, { kind: "disconnected" });
    expect(first.effects).toEqual([{ kind: "rejoin-after", ms: 1_000 }]);
    const second = stepConnection(first.state, { kind: "disconnected" });
    expect(second.effects).toEqual([{ kind: "rejoin-after", ms: 2_000 }]);
    expect(second.state.attempts).toBe(2);
  });

  it("waits for the library to reconnect a disconnected /radio join channel", () => {
    expect(stepConnection(joined, { kind: "disconnected" })).toEqual({
      state: joined,
      effects: [{ kind: "await-reconnect" }],
    });
  });

  it("starts the attempts over and sets up the display once ready", () => {
    const step = stepConnection({ ...home, attempts: 3 }, { kind: "ready" });
    expect(step).toEqual({ state: home, effects: [{ kind: "set-up-display" }] });
  });

  it("joins a destroyed home channel afresh, unless the room closed", () => {
    expect(stepConnection(home, { kind: "destroyed", closed: false }).effects).toEqual([
      { kind: "forget" },
      { kind: "join-again-after", ms: HOME_REJOIN_MS },
      { kind: "evaluate" },
    ]);
    expect(stepConnection(home, { kind: "destroyed", closed: true }).effects).toEqual([
      { kind: "forget" },
      { kind: "evaluate" },
    ]);
    expect(stepConnection(joined, { kind: "destroyed", closed: false }).effects).toEqual([
      { kind: "forget" },
      { kind: "evaluate" },
    ]);
  });

  it("goes back to the home channel when dragged out of it, and plays where it was dragged otherwise", () => {
    expect(stepConnection(home, { kind: "moved", channelId: "c2" }).effects).toEqual([
      { kind: "rejoin-after", ms: HOME_RETURN_MS },
    ]);
    const dragged = stepConnection(joined, { kind: "moved", channelId: "c2" });
    expect(dragged.state.channelId).toBe("c2");
    expect(dragged.effects).toEqual([{ kind: "set-up-display" }]);
    expect(stepConnection(joined, { kind: "moved", channelId: "c1" }).effects).toEqual([]);
  });

  it("tunes to another station once its player is acquired", () => {
    const tune = stepConnection(joined, { kind: "tune", tuning: { key: "other", followsServer: false } });
    expect(tune.state).toEqual({ ...joined, followsServer: false });
    expect(tune.effects).toEqual([{ kind: "acquire", key: "other" }]);
    const acquired = stepConnection(tune.state, { kind: "acquired", key: "other", ready: true });
    expect(acquired.state.station).toBe("other");
    expect(acquired.effects).toEqual([
      { kind: "subscribe" },
      { kind: "set-up-display" },
      { kind: "evaluate" },
    ]);
  });

  it("changes nothing but whether it follows the server when tuned to what it plays", () => {
    const step = stepConnection(joined, { kind: "tune", tuning: { key: "main", followsServer: false } });
    expect(step).toEqual({ state: { ...joined, followsServer: false }, effects: [] });
  });

  it("moves a kept connection to another channel, waiting for the bot to arrive; a home moved is a join", () => {
    const before = { channelId: "c1", home: true };
    const step = stepConnection(home, {
      kind: "join",
      channelId: "c2",
      home: false,
      tuning,
      before,
      kept: true,
      ready: true,
    });
    expect(step.state).toMatchObject({ channelId: "c2", home: false });
    expect(step.effects).toEqual([{ kind: "evaluate" }, { kind: "await-arrival" }]);
  });

  it("stays the home channel when asked to join it again, and shows a new station there", () => {
    const step = stepConnection(home, {
      kind: "join",
      channelId: "c1",
      home: false,
      tuning: { key: "other", followsServer: false },
      before: { channelId: "c1", home: true },
      kept: true,
      ready: true,
    });
    expect(step.state).toEqual({ ...home, station: "other", followsServer: false });
    expect(step.effects).toEqual([{ kind: "subscribe" }, { kind: "set-up-display" }, { kind: "evaluate" }]);
  });

  it("goes home from a /radio join channel, else leaves", () => {
    const homeChannel = { guildId: "g", channelId: "h", station: "main", followsServer: true };
    const back = stepConnection(joined, { kind: "leave", homeChannel, closed: false });
    expect(back).toEqual({
      state: { ...joined, home: true },
      effects: [{ kind: "go-home", home: homeChannel }],
    });
    expect(stepConnection(joined, { kind: "leave", homeChannel: undefined, closed: false }).effects).toEqual([
      { kind: "forget" },
    ]);
    expect(stepConnection(joined, { kind: "leave", homeChannel, closed: true }).effects).toEqual([
      { kind: "forget" },
    ]);
  });
});
