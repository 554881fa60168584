import type { DjSnapshot, TrackSnapshot } from "../../src/station/changes.js";

/** A live DJ, as the announcer remembers one. */
export const NOVA: DjSnapshot = { id: 7, name: "Nova", live: true, image: null };

/** A song from the library that Nova plays, as the announcer remembers it. */
export const SONG: TrackSnapshot = {
  id: 3,
  startedAt: 5_000,
  artist: "Artist",
  title: "Song",
  album: "Album",
  cover: null,
  djName: "Nova",
  isJingle: false,
  lengthMs: 200_000,
  fromLibrary: true,
};
