import type { Channel, Dj, HistoryEntry } from "../../src/panel/schemas.js";

/** A library song as a parsed history entry; override what a test is about. */
export function entry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 101,
    ts: Date.UTC(2026, 10, 21, 12, 0, 0),
    metadata: "Lena Park - Paper Satellites",
    author: "Lena Park",
    title: "Paper Satellites",
    album: "Orbit",
    playlist_title: "Daytime rotation",
    dj_name: "AutoDJ",
    n_listeners: 12,
    length: 180_000,
    img_url: "https://radio.example.com/covers/1-100.jpg",
    img_medium_url: "https://radio.example.com/covers/1-500.jpg",
    img_large_url: "https://radio.example.com/covers/1.jpg",
    all_music_id: 1,
    jingle_id: null,
    ...overrides,
  };
}

/** A jingle as a parsed history entry. */
export function jingle(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return entry({
    metadata: "Radio Demo - Station ID",
    author: "Radio Demo",
    title: "Station ID",
    album: null,
    playlist_title: "Jingles",
    length: 8_000,
    all_music_id: null,
    jingle_id: 1,
    img_url: null,
    img_medium_url: null,
    img_large_url: null,
    ...overrides,
  });
}

/** A DJ as parsed; the automatic player unless overridden. */
export function dj(overrides: Partial<Dj> = {}): Dj {
  return {
    id: 1,
    name: "AutoDJ",
    active: true,
    cat: "auto",
    on_air: true,
    connected: true,
    priority: 0,
    image: null,
    image_medium: null,
    image_thumbnail: null,
    metadata: null,
    stream_url: null,
    port: null,
    ...overrides,
  };
}

/** A channel as parsed, on air unless overridden. */
export function channel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 1,
    state: 2,
    listeners_current: 10,
    mount_point: "/stream",
    active: true,
    public: true,
    listeners_peak: 20,
    listeners: 250,
    bitrate: 128,
    s_format: "mp3",
    s_type: "icecast",
    stream_url: "http://radio.example.com:8000/stream",
    secure_stream_url: "https://radio.example.com:8443/stream",
    links_html: [],
    ...overrides,
  };
}
