import type { Dj } from "../panel/schemas.js";
import type { DjSnapshot, TrackSnapshot } from "./changes.js";
import { isLive } from "./dj-on-air.js";
import type { NowPlaying } from "./now-playing.js";
import { httpUrl } from "./safe-url.js";

/** A DJ from the panel as announcements show them: name, live or not, and a picture at an http(s) address. Pure. */
export function djSnapshot(dj: Dj): DjSnapshot {
  return {
    id: dj.id,
    name: dj.name,
    live: isLive(dj),
    image: httpUrl(dj.image_medium) ?? httpUrl(dj.image) ?? httpUrl(dj.image_thumbnail),
  };
}

/** The track on air as announcements show it. Pure. */
export function trackSnapshot(playing: NowPlaying): TrackSnapshot {
  return {
    id: playing.entry.id,
    startedAt: playing.startedAt,
    artist: playing.artist,
    title: playing.title,
    album: playing.album,
    cover: playing.cover,
    djName: playing.djName,
    isJingle: playing.isJingle,
    lengthMs: playing.lengthMs,
    fromLibrary: playing.entry.all_music_id !== null && playing.entry.all_music_id !== undefined,
  };
}
