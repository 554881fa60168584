import { describe, expect, it } from "vitest";
import { djOnAir, isLive } from "../../src/station/dj-on-air.js";
import { listenLinks, listenUrlOf } from "../../src/station/listen-links.js";
import { isStationOnAir, listenerTotals } from "../../src/station/listeners.js";
import { nowPlaying } from "../../src/station/now-playing.js";
import { httpUrl } from "../../src/station/safe-url.js";
import { trackName } from "../../src/station/track.js";
import { channel, dj, entry, jingle } from "../support/fixtures.js";

const START = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("nowPlaying", () => {
  it("returns null when history is empty", () => {
    expect(nowPlaying([], START)).toBeNull();
  });

  it("takes the newest entry with elapsed and remaining time", () => {
    const playing = nowPlaying([entry(), entry({ id: 100, ts: START - 200_000 })], START + 60_000);
    expect(playing).toMatchObject({
      artist: "Lena Park",
      title: "Paper Satellites",
      album: "Orbit",
      isJingle: false,
      startedAt: START,
      lengthMs: 180_000,
      progress: { elapsedMs: 60_000, remainingMs: 120_000 },
      cover: "https://radio.example.com/covers/1.jpg",
      playlist: "Daytime rotation",
      djName: "AutoDJ",
    });
  });

  it("shows no progress when the entry is older than its length", () => {
    expect(nowPlaying([entry()], START + 181_000)?.progress).toBeNull();
  });

  it("shows no progress without a length", () => {
    expect(nowPlaying([entry({ length: null })], START)?.progress).toBeNull();
    expect(nowPlaying([entry({ length: 0 })], START)?.progress).toBeNull();
  });

  it("tolerates a panel clock slightly ahead, and rejects one far ahead", () => {
    expect(nowPlaying([entry()], START - 3_000)?.progress).toEqual({ elapsedMs: 0, remainingMs: 180_000 });
    expect(nowPlaying([entry()], START - 60_000)?.progress).toBeNull();
  });

  it("marks jingles", () => {
    expect(nowPlaying([jingle()], START)?.isJingle).toBe(true);
  });

  it("falls back to smaller covers and drops covers that are not http(s)", () => {
    expect(nowPlaying([entry({ img_large_url: "javascript:alert(1)" })], START)?.cover).toBe(
      "https://radio.example.com/covers/1-500.jpg",
    );
    expect(
      nowPlaying(
        [entry({ img_large_url: null, img_medium_url: null, img_url: "data:image/png;base64,AAAA" })],
        START,
      )?.cover,
    ).toBeNull();
  });
});

describe("trackName", () => {
  it("falls back to metadata when author and title are missing", () => {
    expect(trackName({ author: null, title: null, metadata: "Odd Weather - Sleepwalk City" })).toEqual({
      artist: "Odd Weather",
      title: "Sleepwalk City",
    });
  });

  it("keeps metadata whole when it has no separator", () => {
    expect(trackName({ author: "", title: " ", metadata: "Live from the studio" })).toEqual({
      artist: null,
      title: "Live from the studio",
    });
  });
});

describe("djOnAir", () => {
  it("returns the automatic player when no live DJ is on air", () => {
    const on = djOnAir([dj(), dj({ id: 2, name: "DJ Nova", cat: "real", on_air: false, priority: 1 })]);
    expect(on?.name).toBe("AutoDJ");
    expect(on && isLive(on)).toBe(false);
  });

  it("picks the lowest priority number among active DJs on air", () => {
    const djs = [
      dj({ on_air: false }),
      dj({ id: 3, name: "Masha", cat: "ws", priority: 2 }),
      dj({ id: 2, name: "DJ Nova", cat: "real", priority: 1 }),
      dj({ id: 4, name: "Inactive", cat: "real", priority: 0, active: false }),
    ];
    expect(djOnAir(djs)?.name).toBe("DJ Nova");
  });

  it("prefers a live DJ over the automatic player at the same priority", () => {
    expect(
      djOnAir([dj({ priority: 0 }), dj({ id: 2, name: "Relay", cat: "server", priority: 0 })])?.name,
    ).toBe("Relay");
  });

  it("returns null when nobody is on air", () => {
    expect(djOnAir([dj({ on_air: false })])).toBeNull();
  });
});

describe("listenerTotals", () => {
  it("sums current listeners over channels on air only", () => {
    const totals = listenerTotals([
      channel({ listeners_current: 10, listeners_peak: 20 }),
      channel({ id: 2, listeners_current: 5, listeners_peak: 7 }),
      channel({ id: 3, state: 1, listeners_current: 99, listeners_peak: 99 }),
      channel({ id: 4, state: 0, listeners_current: 99 }),
    ]);
    expect(totals).toEqual({ current: 15, peak: 27, channelsOnAir: 2, channels: 4 });
  });

  it("tells whether the station is on air", () => {
    expect(isStationOnAir([channel({ state: 1 }), channel({ state: 0 })])).toBe(false);
    expect(isStationOnAir([channel({ state: 1 }), channel({ state: 2 })])).toBe(true);
  });
});

describe("listenLinks", () => {
  it("puts the secure stream first and sorts out playlists and the web player", () => {
    const links = listenLinks(
      channel({
        links_html: [
          { key: "wmp", url: "https://radio.example.com/st/1/listen.asx" },
          { key: "winamp", url: "https://radio.example.com/st/1/listen.pls" },
          { key: "itunes", url: "https://radio.example.com/st/1/listen.m3u" },
          { key: "web", url: "https://radio.example.com/st/1/web" },
          { key: "evil", url: "javascript:alert(1)" },
        ],
      }),
    );
    expect(links.stream).toBe("https://radio.example.com:8443/stream");
    expect(links.plainStream).toBe("http://radio.example.com:8000/stream");
    expect(links.playlists.map((p) => p.kind)).toEqual(["asx", "pls", "m3u"]);
    expect(links.webPlayer).toBe("https://radio.example.com/st/1/web");
  });

  it("falls back to the plain stream and never keeps a non-http address", () => {
    const links = listenLinks(
      channel({ secure_stream_url: "javascript:alert(1)", stream_url: "ftp://x/stream" }),
    );
    expect(links.stream).toBeNull();
    const plain = listenLinks(channel({ secure_stream_url: null }));
    expect(plain.stream).toBe("http://radio.example.com:8000/stream");
    expect(plain.plainStream).toBeNull();
  });
});

describe("httpUrl", () => {
  it.each([
    ["https://a.example/x.jpg", "https://a.example/x.jpg"],
    ["http://a.example:8000/s", "http://a.example:8000/s"],
    ["javascript:alert(1)", null],
    ["//a.example/x", null],
    ["/media/x.png", null],
    ["", null],
    [null, null],
  ])("httpUrl(%j) is %j", (input, expected) => {
    expect(httpUrl(input)).toBe(expected);
  });
});

describe("listenUrlOf", () => {
  it("opens the web player of the first channel on air, else its stream", () => {
    const web = channel({ id: 2, links_html: [{ key: "web", url: "https://radio.example.com/st/2/web" }] });
    expect(listenUrlOf([channel({ state: 1 }), web])).toBe("https://radio.example.com/st/2/web");
    expect(listenUrlOf([channel()])).toBe("https://radio.example.com:8443/stream");
    expect(listenUrlOf([])).toBeNull();
  });
});
