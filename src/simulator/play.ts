import type { Wire } from "./station.js";

/** One play of the simulated station, as its history keeps it. */
export interface Play {
  readonly id: number;
  readonly ts: number;
  readonly author: string;
  readonly title: string;
  readonly album: string | null;
  readonly lengthMs: number;
  readonly kind: "song" | "jingle" | "live";
  readonly musicId: number | null;
  readonly jingleId: number | null;
  readonly djName: string;
  readonly listeners: number;
  /** When the play shows in history: its start plus the panel's lag. */
  readonly visibleAt: number;
  /** Who requested it, shown in the history's metadata as the panel does. */
  readonly requestedBy?: string;
}

/** A play as the panel's `history/` sends it; cover URLs point at the simulator (`origin`). */
export function playWire(play: Play, origin: string): Wire {
  return {
    id: play.id,
    ts: play.ts,
    metadata: `${play.author} - ${play.title}${play.requestedBy ? ` [Requested by ${play.requestedBy}]` : ""}`,
    author: play.author,
    title: play.title,
    author_other: null,
    genre: null,
    performance_type: null,
    composer: null,
    publisher: null,
    label: null,
    album: play.album,
    year: null,
    comment: null,
    isrc: null,
    playlist_title: play.kind === "song" ? "Daytime rotation" : play.kind === "jingle" ? "Jingles" : null,
    dj_name: play.djName,
    n_listeners: play.listeners,
    length: play.lengthMs,
    img_url: play.musicId ? `${origin}/media/covers/${play.musicId}-100.jpg` : null,
    img_medium_url: play.musicId ? `${origin}/media/covers/${play.musicId}-500.jpg` : null,
    img_large_url: play.musicId ? `${origin}/media/covers/${play.musicId}.jpg` : null,
    img_fetched: play.musicId !== null,
    all_music_id: play.musicId,
    jingle_id: play.jingleId,
  };
}
