import type { AnnouncerEvent, DjSnapshot, TrackSnapshot } from "../../src/station/changes.js";

/** A moment in 2024, in ms. */
export const AT = 1_717_171_717_000;

export const LIVE_DJ: DjSnapshot = {
  id: 2,
  name: "Anna *Star*",
  live: true,
  image: "https://img.test/anna.png",
};
export const AUTO_DJ: DjSnapshot = { id: 1, name: "AutoDJ", live: false, image: null };

export const TRACK: TrackSnapshot = {
  id: 10,
  startedAt: AT - 30_000,
  artist: "Daft Punk",
  title: "One More Time",
  album: "Discovery",
  cover: "https://img.test/cover.jpg",
  djName: "Anna *Star*",
  isJingle: false,
  lengthMs: 320_000,
  fromLibrary: true,
};

const LISTEN = "https://radio.test/stream";

/** One event of each trigger, as the announcer builds them. */
export const EVENTS = {
  live: {
    kind: "dj",
    id: "dj-live",
    change: "live",
    from: AUTO_DJ,
    to: LIVE_DJ,
    at: AT,
    track: TRACK,
    listenUrl: LISTEN,
  },
  handover: {
    kind: "dj",
    id: "dj-handover",
    change: "handover",
    from: { ...LIVE_DJ, id: 3, name: "Boris" },
    to: LIVE_DJ,
    at: AT,
    track: null,
    listenUrl: LISTEN,
  },
  automatic: {
    kind: "dj",
    id: "dj-auto",
    change: "automatic",
    from: LIVE_DJ,
    to: AUTO_DJ,
    at: AT,
    track: { ...TRACK, isJingle: true },
    listenUrl: null,
  },
  nobody: {
    kind: "dj",
    id: "dj-nobody",
    change: "nobody",
    from: AUTO_DJ,
    to: null,
    at: AT,
    track: null,
    listenUrl: LISTEN,
  },
  track: { kind: "track", id: "track-10", track: TRACK, dj: LIVE_DJ, listenUrl: LISTEN },
  "off-air": { kind: "station", id: "off", onAir: false, at: AT },
  "on-air": { kind: "station", id: "on", onAir: true, at: AT },
} as const satisfies Record<string, AnnouncerEvent>;
