// Long on purpose (issue 21): the simulated station's whole state is one class that every endpoint reads.
import { usualAudience } from "./audience-curve.js";
import { DJS, type SimDj } from "./djs.js";
import { JINGLES, LIBRARY, LIVE_SET, type LibraryTrack } from "./library.js";
import { MOUNTS } from "./mounts.js";
import { type Play, playWire } from "./play.js";
import { seededRandom } from "./random.js";
import { scheduleBetween } from "./schedule.js";
import { WeekHistory } from "./week-history.js";

/** A JSON object as the panel sends it. */
export type Wire = Record<string, unknown>;

/** How the simulated station behaves. */
export interface StationOptions {
  readonly seed?: number;
  readonly now?: () => number;
  readonly serverId?: number;
  /** The station's name in the panel's `servers/` (default "Radio Demo"). */
  readonly title?: string;
  /** When true (the default), live DJs connect and leave by themselves between songs. */
  readonly lively?: boolean;
  /** Plays kept in history, like a real panel's window (default 500). */
  readonly window?: number;
  /** How long after its start a play shows in history (a real panel takes 0–2 s); default 0. */
  readonly showLagMs?: (random: () => number) => number;
  /** Length of each song (default: the library's); jingles and live tracks keep theirs. */
  readonly songLengthMs?: (random: () => number) => number;
  /**
   * Days of history before the station's start, with a daily audience curve and the grid's live shows (the demo
   * asks for 7, so a first statistics report has a full week). Kept compactly beside the `window` of plays the
   * station makes as it runs; default 0: the two hours it always starts with.
   */
  readonly historyDays?: number;
}

const HOUR = 3_600_000;
const DAY_MS = 24 * HOUR;

/**
 * A radio station that lives: songs follow each other in real time, jingles play between them, live DJs
 * connect and leave, listener counts drift. Its clock is injected, so tests move time instead of waiting.
 */
export class SimulatedStation {
  readonly serverId: number;
  /** The station's name as the panel's `servers/` lists it. */
  readonly title: string;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly lively: boolean;
  private readonly window: number;
  private readonly showLagMs: (random: () => number) => number;
  private readonly songLengthMs: ((random: () => number) => number) | null;
  private readonly plays: Play[] = [];
  private readonly historyMs: number;
  private readonly past: WeekHistory | null;
  private nextId = 1000;
  private songsSinceJingle = 0;
  private liveDj: SimDj | null = null;
  private liveTracksLeft = 0;
  private listeners = [23, 7];
  private peaks = [41, 12];
  private channelStates: (0 | 1 | 2)[] = MOUNTS.map(() => 2);
  private currentEnd: number;
  // Every fourth track is not requestable, as stations keep some out of requests.
  private readonly notRequestable = new Set<number>(LIBRARY.flatMap((_, i) => (i % 4 === 3 ? [i] : [])));
  private readonly requestQueue: { index: number; person: string }[] = [];
  private readonly lastRequestOfTrack = new Map<number, number>();
  private lastRequestAt = Number.NEGATIVE_INFINITY;
  private ipTimeoutFloorS = 0;
  /** Every request the panel accepted, oldest first, as its moderators see them. */
  readonly requests: { musicId: number; person: string; message: string; at: number }[] = [];
  private readonly showEdits = new Map<number, { name?: string; shiftMs?: number; removed?: boolean }>();

  constructor(options: StationOptions = {}) {
    this.now = options.now ?? Date.now;
    this.random = seededRandom(options.seed ?? 1);
    this.serverId = options.serverId ?? 1;
    this.title = options.title ?? "Radio Demo";
    this.lively = options.lively ?? true;
    this.window = options.window ?? 500;
    this.showLagMs = options.showLagMs ?? (() => 0);
    this.songLengthMs = options.songLengthMs ?? null;
    // Two hours of history, so paging has something to page through.
    this.currentEnd = this.now() - 2 * HOUR;
    this.historyMs = Math.max(0, options.historyDays ?? 0) * DAY_MS;
    // Its own seed and its ids below the station's: the plays the station makes are the same with or without it.
    this.past =
      this.historyMs > 0
        ? WeekHistory.build({
            seed: options.seed ?? 1,
            serverId: this.serverId,
            from: this.now() - this.historyMs,
            until: this.currentEnd,
            now: this.now(),
            firstId: this.nextId,
          })
        : null;
    this.nextId += this.past?.count ?? 0;
    this.advance();
  }

  /** Names of the live DJs a test can put on air. */
  get liveDjNames(): readonly string[] {
    return DJS.filter((dj) => dj.cat !== "auto").map((dj) => dj.name);
  }

  /** The live DJ on air, or null when the automatic player is. */
  get liveDjName(): string | null {
    return this.liveDj?.name ?? null;
  }

  /** Puts a live DJ on air now (by name), or hands back to the automatic player with null. */
  setLiveDj(name: string | null): void {
    this.advance();
    const dj = name === null ? null : (DJS.find((d) => d.name === name && d.cat !== "auto") ?? null);
    if (name !== null && !dj) throw new Error(`no live DJ named ${name}`);
    if (dj?.id === this.liveDj?.id) return;
    this.liveDj = dj;
    this.liveTracksLeft = 3 + Math.floor(this.random() * 4);
    this.startNext(this.now());
  }

  /** Sets a channel's state (0 offline, 1 no source, 2 on air); its stream is served only while on air. */
  setChannelState(index: 0 | 1 | 2, state: 0 | 1 | 2): void {
    this.channelStates[index] = state;
  }

  /** Whether the channel served at a mount (e.g. `/stream`) is on air (state 2). */
  mountOnAir(mount: string): boolean {
    const index = MOUNTS.findIndex((m) => m.mount === mount);
    return index >= 0 && this.channelStates[index] === 2;
  }

  /** Starts the next track now, whatever is playing; `lengthMs` overrides its length. */
  skip(lengthMs?: number): void {
    this.advance();
    this.startNext(this.now(), lengthMs);
  }

  /** Brings the station up to the clock's time. */
  advance(): void {
    const now = this.now();
    if (now - this.currentEnd > 6 * HOUR) this.currentEnd = now - 6 * HOUR;
    while (this.currentEnd <= now) this.startNext(this.currentEnd);
  }

  private startNext(at: number, lengthMs?: number): void {
    if (this.lively) this.maybeChangeDj();
    const picked = this.pick(at);
    const play = lengthMs === undefined ? picked : { ...picked, lengthMs };
    this.plays.unshift(play);
    if (this.plays.length > this.window) this.plays.length = this.window;
    this.currentEnd = at + play.lengthMs;
    this.drift(at);
  }

  private maybeChangeDj(): void {
    if (this.liveDj) {
      if (--this.liveTracksLeft <= 0) this.liveDj = null;
    } else if (this.random() < 0.05) {
      this.liveDj = DJS[1 + Math.floor(this.random() * 2)] ?? null;
      this.liveTracksLeft = 3 + Math.floor(this.random() * 4);
    }
  }

  private pick(at: number): Play {
    const id = this.nextId++;
    const listeners = this.totalListeners();
    if (this.liveDj) {
      const track = this.choose(LIVE_SET);
      return this.play(id, at, track, "live", null, null, this.liveDj.name, listeners);
    }
    if (this.songsSinceJingle >= 3) {
      this.songsSinceJingle = 0;
      const index = Math.floor(this.random() * JINGLES.length);
      const jingle = JINGLES[index] ?? { title: "Station ID", lengthS: 8 };
      const track = { author: "Radio Demo", title: jingle.title, album: null, lengthS: jingle.lengthS };
      return this.play(id, at, track, "jingle", null, index + 1, "AutoDJ", listeners);
    }
    this.songsSinceJingle++;
    const requested = this.requestQueue.shift();
    if (requested) {
      const track = LIBRARY[requested.index] ?? this.choose(LIBRARY);
      const play = this.play(id, at, track, "song", 500 + requested.index, null, "AutoDJ", listeners);
      return { ...play, requestedBy: requested.person };
    }
    const index = Math.floor(this.random() * LIBRARY.length);
    const track = LIBRARY[index] ?? this.choose(LIBRARY);
    return this.play(id, at, track, "song", 500 + index, null, "AutoDJ", listeners);
  }

  private play(
    id: number,
    ts: number,
    track: LibraryTrack,
    kind: Play["kind"],
    musicId: number | null,
    jingleId: number | null,
    djName: string,
    listeners: number,
  ): Play {
    const lengthMs =
      kind === "song" && this.songLengthMs
        ? Math.round(this.songLengthMs(this.random))
        : track.lengthS * 1000;
    return {
      id,
      ts,
      visibleAt: ts + Math.max(0, this.showLagMs(this.random)),
      author: track.author,
      title: track.title,
      album: track.album,
      lengthMs,
      kind,
      musicId,
      jingleId,
      djName,
      listeners,
    };
  }

  private choose<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.random() * list.length)] ?? list[0];
    if (item === undefined) throw new Error("empty list");
    return item;
  }

  private drift(at: number): void {
    // With a week of history the usual audience goes on along its daily curve (30:8 between the two channels).
    const scale = this.past ? usualAudience(at, this.liveDj !== null) / 48 : 1;
    this.listeners = this.listeners.map((n, i) => {
      // A random walk pulled back towards each channel's usual audience, so the demo never empties out.
      const usual = (i === 0 ? 30 : 8) * scale;
      const next = Math.max(0, n + Math.round((this.random() - 0.5) * 6 + (usual - n) * 0.15));
      this.peaks[i] = Math.max(this.peaks[i] ?? 0, next);
      return next;
    });
  }

  private totalListeners(): number {
    return this.channelListeners().reduce((sum, n, i) => sum + (this.channelStates[i] === 2 ? n : 0), 0);
  }

  /** Each channel's audience; the Ogg/Opus channel follows the MP3 one (a third of it), drawing no random number. */
  private channelListeners(): number[] {
    return [...this.listeners, Math.round((this.listeners[0] ?? 0) / 3)];
  }

  /** The DJ list as the panel sends it. */
  djs(origin: string): Wire[] {
    this.advance();
    const current = this.visiblePlays()[0];
    return DJS.map((dj) => {
      const live = dj.cat !== "auto";
      const onAir = live ? this.liveDj?.id === dj.id : this.liveDj === null;
      return {
        id: dj.id,
        image_thumbnail: `${origin}/media/djs/${dj.id}-thumb.jpg`,
        image_medium: `${origin}/media/djs/${dj.id}-medium.jpg`,
        image: `${origin}/media/djs/${dj.id}.jpg`,
        name: dj.name,
        active: true,
        cat: dj.cat,
        port: dj.port,
        stream_url: dj.port ? `${origin.replace(/:\d+$/, "")}:${dj.port}/live` : null,
        connected: onAir,
        on_air: onAir,
        dt_connect: null,
        dt_disconnect: null,
        priority: dj.priority,
        metadata: onAir && current ? `${current.author} - ${current.title}` : "",
        meta_charset: "utf-8",
        relay_volume_change: 0,
        server: this.serverId,
      };
    });
  }

  /** The whole history window, newest first, as the panel sends its entries. */
  history(origin: string): Wire[] {
    this.advance();
    return this.historyRange(origin, 0, Number.POSITIVE_INFINITY);
  }

  /** How many entries the history holds now: the plays shown, and the days before the start still kept. */
  historyCount(): number {
    this.advance();
    return this.visiblePlays().length + this.pastKept();
  }

  /**
   * The history's entries from `offset` (newest first), at most `limit` of them, as the panel sends them. It does
   * not advance the station, so a page agrees with the {@link historyCount} just asked.
   */
  historyRange(origin: string, offset: number, limit: number): Wire[] {
    const recent = this.visiblePlays();
    const end = Math.min(offset + limit, recent.length + this.pastKept());
    const entries: Wire[] = [];
    for (let i = Math.max(0, offset); i < end; i++) {
      const play = i < recent.length ? recent[i] : this.past?.playAt(i - recent.length);
      if (play) entries.push(playWire(play, origin));
    }
    return entries;
  }

  /** The plays before the start still within `historyDays` of now, as a panel forgets the oldest. */
  private pastKept(): number {
    return this.past ? this.past.countSince(this.now() - this.historyMs) : 0;
  }

  /** What the panel shows: a play that has started but not shown yet (the panel's lag) is left out. */
  private visiblePlays(): Play[] {
    const now = this.now();
    const hidden = this.plays.findIndex((play) => play.visibleAt <= now);
    return hidden <= 0 ? this.plays : this.plays.slice(hidden);
  }

  /**
   * Changes a show of the weekly grid from now on, as a station's staff would in the panel: rename it, move it
   * by `shiftMs`, or remove it.
   */
  editShow(
    id: number,
    edit: { readonly name?: string; readonly shiftMs?: number; readonly removed?: boolean },
  ): void {
    this.showEdits.set(id, { ...this.showEdits.get(id), ...edit });
  }

  /** The panel's radio servers as `servers/` lists them: this station, and a second one the panel also hosts. */
  servers(): Wire[] {
    return [
      { id: this.serverId, title: this.title, description: "The simulated station" },
      {
        id: this.serverId + 1,
        title: "Radio Demo Lounge",
        description: "A second station on the same panel",
      },
    ];
  }

  /** The library as `music/` sends it: matching `search` in artist or title, requestable ones only if asked. */
  library(origin: string, query: { search: string; requestableOnly: boolean; random: boolean }): Wire[] {
    const wanted = query.search.trim().toLowerCase();
    const tracks = LIBRARY.map((_, index) => this.libraryWire(index, origin)).filter(
      (track) =>
        (!query.requestableOnly || track.requestable === true) &&
        (!wanted || String(track.meta).toLowerCase().includes(wanted)),
    );
    if (!query.random) return tracks;
    // A fresh shuffle on each ask, as the panel's order=3 does.
    return tracks
      .map((track) => ({ track, key: Math.random() }))
      .sort((a, b) => a.key - b.key)
      .map(({ track }) => track);
  }

  /** One library track as `music/:id/` sends it, or null. */
  libraryTrack(musicId: number, origin: string): Wire | null {
    const index = musicId - 500;
    return LIBRARY[index] ? this.libraryWire(index, origin) : null;
  }

  /** Makes the panel hold every address to at least this many seconds between requests, whatever it is sent. */
  setIpTimeoutFloor(seconds: number): void {
    this.ipTimeoutFloorS = seconds;
  }

  /** Makes a track requestable or not, as a station's staff would in the panel. */
  setRequestable(musicId: number, requestable: boolean): void {
    this.notRequestable[requestable ? "delete" : "add"](musicId - 500);
  }

  /**
   * `POST track_requests/`: refuses a track requested within `trackTimeoutS` seconds and any request within
   * `ipTimeoutS` seconds of the last one (every bot request comes from one address); otherwise queues the track to
   * play next.
   */
  request(request: {
    serverId: number;
    musicId: number;
    person: string;
    message: string;
    ipTimeoutS: number;
    trackTimeoutS: number;
  }): "accepted" | "track-blocked" | "ip-blocked" | "unknown track" | "not requestable" | "wrong server" {
    const now = this.now();
    const index = request.musicId - 500;
    if (request.serverId !== this.serverId) return "wrong server";
    if (!LIBRARY[index]) return "unknown track";
    if (this.notRequestable.has(index)) return "not requestable";
    const ipTimeoutS = Math.max(request.ipTimeoutS, this.ipTimeoutFloorS);
    if (now - this.lastRequestAt < ipTimeoutS * 1000) return "ip-blocked";
    const last = this.lastRequestOfTrack.get(index);
    if (last !== undefined && now - last < request.trackTimeoutS * 1000) return "track-blocked";
    this.advance();
    this.lastRequestAt = now;
    this.lastRequestOfTrack.set(index, now);
    this.requestQueue.push({ index, person: request.person });
    this.requests.push({
      musicId: request.musicId,
      person: request.person,
      message: request.message,
      at: now,
    });
    return "accepted";
  }

  private libraryWire(index: number, origin: string): Wire {
    const track = LIBRARY[index] ?? this.choose(LIBRARY);
    const id = 500 + index;
    const seconds = track.lengthS;
    return {
      id,
      server: this.serverId,
      author: track.author,
      title: track.title,
      album: track.album,
      genre: null,
      meta: `${track.author} - ${track.title}`,
      length: seconds * 1000,
      length_formatted: `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`,
      requestable: !this.notRequestable.has(index),
      requests_number: this.requests.filter((r) => r.musicId === id).length,
      human_up: 3,
      human_down: 0,
      tag_image: `${origin}/media/covers/${id}-100.jpg`,
      image_medium: `${origin}/media/covers/${id}-500.jpg`,
      image_large: `${origin}/media/covers/${id}.jpg`,
      category: null,
    };
  }

  /** The schedule's occurrences overlapping [from, to), as the panel's `grid/` sends them. */
  grid(from: number, to: number): Wire[] {
    return scheduleBetween(from - DAY_MS, to + DAY_MS, this.serverId, this.now())
      .flatMap((event): Wire[] => {
        const edit = this.showEdits.get(Number(event.id ?? event.parent_id));
        if (!edit) return [event];
        if (edit.removed) return [];
        const shift = (edit.shiftMs ?? 0) / 1000;
        return [
          {
            ...event,
            name: event.id !== null && edit.name !== undefined ? edit.name : event.name,
            start_ts: Number(event.start_ts) + shift,
            end_ts: Number(event.end_ts) + shift,
          },
        ];
      })
      .filter((event) => Number(event.end_ts) * 1000 > from && Number(event.start_ts) * 1000 < to);
  }

  /** When a play started to show in history, on the panel's clock (null for one it no longer keeps). */
  shownAt(id: number): number | null {
    return this.plays.find((play) => play.id === id)?.visibleAt ?? null;
  }

  /** The time on the panel's own clock. */
  clock(): number {
    return this.now();
  }

  /**
   * The channel list as the panel sends it. Each `stream_url` points at the simulator itself (`origin` + mount),
   * where it serves its channel's tone; there is no TLS, so no `secure_stream_url`.
   */
  channels(origin: string): Wire[] {
    this.advance();
    const address = new URL(origin);
    const host = address.hostname;
    const port = Number(address.port) || 80;
    const listeners = this.channelListeners();
    return MOUNTS.map((spec, i) => {
      const base = `${origin}/radio-demo/${spec.id}`;
      const link = (file: string) => ({
        link: `${base}/${file}`,
        img: `/media/static/images/listener/${file.split(".")[0]}.png`,
      });
      return {
        id: spec.id,
        server: this.serverId,
        active: true,
        state: this.channelStates[i] ?? 0,
        listeners_current: this.channelStates[i] === 2 ? (listeners[i] ?? 0) : 0,
        listeners_peak: Math.max(this.peaks[i] ?? 0, listeners[i] ?? 0),
        traffic: "12.34 GB",
        traf: 13249974108,
        traf_month: 11,
        listeners: spec.limit,
        bitrate: spec.bitrate,
        s_type: "icecast",
        s_format: spec.format,
        ip_address: host,
        port,
        ssl_port: null,
        mount_point: spec.mount,
        public: true,
        stream_url: `${address.origin}${spec.mount}`,
        secure_stream_url: null,
        admin_link: `${address.origin}/admin/`,
        links_html: {
          wmp: link("listen.asx"),
          winamp: link("listen.pls"),
          itunes: link("listen.m3u"),
          xspf: link("listen.xspf"),
          web: link("web"),
        },
        autodj_enabled: true,
        partner_compatible: false,
        video_stream_image: null,
        video_stream_image_resolution: null,
        social_a_stream_image: null,
        social_a_stream_image_resolution: null,
        social_b_stream_image: null,
        social_b_stream_image_resolution: null,
        messenger_stream_image: null,
        messenger_stream_image_resolution: null,
        proxy_enabled: false,
        proxy_status: 0,
        proxy_url_path: null,
        ssl_proxy_enabled: false,
        ssl_proxy_status: 0,
        ssl_proxy_url_path: null,
        allow_auth_listeners_only: false,
      };
    });
  }
}
