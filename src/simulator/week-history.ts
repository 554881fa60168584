import { noisyAudience, usualAudience } from "./audience-curve.js";
import { JINGLES, LIBRARY, LIVE_SET } from "./library.js";
import { type LiveShow, liveShowsBetween, showAt } from "./live-shows.js";
import type { Play } from "./play.js";
import { seededRandom, unitHash } from "./random.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A station ID plays about this often on the automatic player. */
const JINGLE_EVERY = 4 * HOUR;
const MIN_TRACK_MS = 180_000;
const SONG = 0;
const JINGLE = 1;
const LIVE = 2;

/** What a week of history is made from. */
export interface WeekHistoryOptions {
  readonly seed: number;
  readonly serverId: number;
  /** No play starts before this (Unix ms). */
  readonly from: number;
  /** The newest play ends here, where the station's own plays begin. */
  readonly until: number;
  /** The station's clock when it was made: it places the grid's one-time show. */
  readonly now: number;
  /** The id of the oldest play; ids rise by one towards the newest. */
  readonly firstId: number;
}

/** A track length between 3 and 5 minutes, more often long than short (mean 4 min 20 s). */
export function trackLengthMs(random: () => number): number {
  return Math.round(180 + 120 * Math.sqrt(random())) * 1000;
}

/**
 * The plays before the station started, kept compactly (about 15 bytes a play in typed arrays) and turned into
 * {@link Play}s only when a page asks for them. Index 0 is the newest, as the history is sent.
 */
export class WeekHistory {
  /** How many plays it holds. */
  readonly count: number;

  private constructor(
    private readonly firstId: number,
    private readonly ts: Float64Array,
    private readonly lengthS: Uint16Array,
    private readonly kind: Uint8Array,
    private readonly track: Uint8Array,
    private readonly host: Uint8Array,
    private readonly listeners: Uint16Array,
    private readonly hosts: readonly string[],
  ) {
    this.count = ts.length;
  }

  /**
   * Plays back from `until` to `from`: the automatic player's songs with a station ID about every four hours, and
   * the grid's live shows by their hosts; each with the audience of the daily curve when it started. The same
   * options give the same plays.
   */
  static build(options: WeekHistoryOptions): WeekHistory {
    const span = Math.max(0, options.until - options.from);
    const capacity = Math.ceil(span / MIN_TRACK_MS) + Math.ceil(span / JINGLE_EVERY) + 1;
    const ts = new Float64Array(capacity);
    const lengthS = new Uint16Array(capacity);
    const kind = new Uint8Array(capacity);
    const track = new Uint8Array(capacity);
    const host = new Uint8Array(capacity);
    const listeners = new Uint16Array(capacity);
    const shows = liveShowsBetween(options.from, options.until, options.serverId, options.now);
    const hosts = ["AutoDJ", ...new Set(shows.map((show) => show.dj))];
    const random = seededRandom((options.seed * 7919 + 0x5eed) >>> 0);
    const jingled = { block: Number.NaN };
    let n = 0;
    for (let end = options.until; ; n++) {
      const play = nextOlder(end, shows, random, jingled);
      const start = end - play.lengthMs;
      if (start < options.from) break;
      const dayNoise = 0.9 + 0.2 * unitHash(options.seed, Math.floor(start / DAY));
      ts[n] = start;
      lengthS[n] = play.lengthMs / 1000;
      kind[n] = play.kind;
      track[n] = play.track;
      host[n] = play.show ? hosts.indexOf(play.show.dj) : 0;
      listeners[n] = noisyAudience(usualAudience(start, play.kind === LIVE) * dayNoise, random());
      end = start;
    }
    return new WeekHistory(
      options.firstId,
      ts.slice(0, n),
      lengthS.slice(0, n),
      kind.slice(0, n),
      track.slice(0, n),
      host.slice(0, n),
      listeners.slice(0, n),
      hosts,
    );
  }

  /** The bytes its plays take (the typed arrays; the few host names aside). */
  get byteLength(): number {
    return [this.ts, this.lengthS, this.kind, this.track, this.host, this.listeners].reduce(
      (sum, array) => sum + array.byteLength,
      0,
    );
  }

  /** How many of the plays started at or after `at` (they are the first ones: the newest). */
  countSince(at: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.ts[mid] ?? 0) >= at) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The play at `index` (0 the newest). */
  playAt(index: number): Play {
    const ts = this.ts[index] ?? 0;
    const kind = this.kind[index] ?? SONG;
    const at = this.track[index] ?? 0;
    const base = {
      id: this.firstId + this.count - 1 - index,
      ts,
      visibleAt: ts,
      lengthMs: (this.lengthS[index] ?? 0) * 1000,
      listeners: this.listeners[index] ?? 0,
      djName: this.hosts[this.host[index] ?? 0] ?? "AutoDJ",
    };
    if (kind === JINGLE) {
      const jingle = JINGLES[at];
      const title = jingle?.title ?? "Station ID";
      return {
        ...base,
        author: "Radio Demo",
        title,
        album: null,
        kind: "jingle",
        musicId: null,
        jingleId: at + 1,
      };
    }
    const song = (kind === LIVE ? LIVE_SET : LIBRARY)[at];
    return {
      ...base,
      author: song?.author ?? "",
      title: song?.title ?? "",
      album: song?.album ?? null,
      kind: kind === LIVE ? "live" : "song",
      musicId: kind === LIVE ? null : 500 + at,
      jingleId: null,
    };
  }
}

/** The play that ends at `end`: the live show's if one is on air just before, else the automatic player's. */
function nextOlder(
  end: number,
  shows: readonly LiveShow[],
  random: () => number,
  jingled: { block: number },
): { kind: number; track: number; lengthMs: number; show: LiveShow | undefined } {
  const lengthMs = trackLengthMs(random);
  // A play belongs to the show on air when it starts, as a DJ's set does.
  const show = showAt(shows, end - lengthMs);
  if (show) return { kind: LIVE, track: Math.floor(random() * LIVE_SET.length), lengthMs, show };
  // A station ID where a song would cross the four-hour mark, so there are a few a day and not one per song.
  const block = Math.floor((end - 1) / JINGLE_EVERY);
  if (block !== jingled.block && block !== Math.floor((end - 1 - lengthMs) / JINGLE_EVERY)) {
    jingled.block = block;
    const track = Math.floor(random() * JINGLES.length);
    return { kind: JINGLE, track, lengthMs: (JINGLES[track]?.lengthS ?? 8) * 1000, show: undefined };
  }
  // A rotation: the first songs of the library come up more often than the last.
  const track = Math.min(LIBRARY.length - 1, Math.floor(LIBRARY.length * random() ** 1.5));
  return { kind: SONG, track, lengthMs, show: undefined };
}
