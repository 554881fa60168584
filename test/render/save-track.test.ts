import { describe, expect, it } from "vitest";
import { limitProblems } from "../../src/render/limits.js";
import {
  parseSaveButtonId,
  saveButton,
  saveButtonId,
  saveMenu,
  saveNonce,
} from "../../src/render/save-button.js";
import { renderSavedTrack, searchLinks } from "../../src/render/saved-track.js";

const START = Date.UTC(2026, 11, 2, 13, 0, 7, 250);

describe("the Save button", () => {
  it("carries the play's start in seconds, base 36, and reads it back", () => {
    const id = saveButtonId(START);
    expect(id).toBe(`nowplaying:save:${Math.floor(START / 1000).toString(36)}`);
    expect(parseSaveButtonId(id)).toBe(Math.floor(START / 1000));
    expect(id.length).toBeLessThan(40);
  });

  it("reads no other id", () => {
    for (const id of ["nowplaying:save:", "nowplaying:save:ZZ", "history:save:1", "nowplaying:save:1~x"]) {
      expect(parseSaveButtonId(id)).toBeNull();
    }
  });

  it("is a secondary button labelled in the reader's language", () => {
    expect(saveButton(START, "pl")).toMatchObject({ style: 2, label: "Zapisz", emoji: { name: "💾" } });
  });

  it("makes one nonce per user and play, within Discord's 25 characters", () => {
    const seconds = Math.floor(START / 1000);
    const nonce = saveNonce("18446744073709551615", seconds);
    expect(nonce.length).toBeLessThanOrEqual(25);
    expect(saveNonce("18446744073709551615", seconds)).toBe(nonce);
    expect(saveNonce("18446744073709551614", seconds)).not.toBe(nonce);
    expect(saveNonce("18446744073709551615", seconds + 1)).not.toBe(nonce);
  });
});

describe("the 💾 menu of a list", () => {
  const song = { artist: "Sigur Rós", title: "Hoppípolla" };
  const plays = [
    { at: START, ...song },
    { at: START - 86_400_000, ...song },
  ];

  it("tells two plays of one song apart by when each played, in the server's zone, named", () => {
    const options = saveMenu(plays, "en", "Europe/Berlin")?.components[0]?.options ?? [];
    expect(options.map((option) => option.label)).toEqual([
      "Sigur Rós — Hoppípolla",
      "Sigur Rós — Hoppípolla",
    ]);
    expect(options.map((option) => option.description?.replace(/\s/g, " "))).toEqual([
      "Dec 2, 2:00 PM GMT+1",
      "Dec 1, 2:00 PM GMT+1",
    ]);
    expect(new Set(options.map((option) => option.value)).size).toBe(2);
  });

  it("writes the times in the reader's language, and a zone Intl does not know as UTC", () => {
    const [german] = saveMenu(plays, "de", "Europe/Berlin")?.components[0]?.options ?? [];
    expect(german?.description?.replace(/\s/g, " ")).toBe("2. Dez., 14:00 MEZ");
    const [unknown] = saveMenu(plays, "en", "Mars/Olympus_Mons")?.components[0]?.options ?? [];
    expect(unknown?.description?.replace(/\s/g, " ")).toBe("Dec 2, 1:00 PM UTC");
  });
});

describe("searchLinks", () => {
  it("searches six services for artist and title, percent-encoded, brackets too", () => {
    const links = searchLinks("Sigur Rós", "( ) & Co?");
    expect(links.map((l) => l.name)).toEqual([
      "Spotify",
      "Apple Music",
      "YouTube Music",
      "Deezer",
      "SoundCloud",
      "Bandcamp",
    ]);
    const q = "Sigur%20R%C3%B3s%20%28%20%29%20%26%20Co%3F";
    expect(links.map((l) => l.url)).toEqual([
      `https://open.spotify.com/search/${q}`,
      `https://music.apple.com/search?term=${q}`,
      `https://music.youtube.com/search?q=${q}`,
      `https://www.deezer.com/search/${q}`,
      `https://soundcloud.com/search?q=${q}`,
      `https://bandcamp.com/search?q=${q}`,
    ]);
  });

  it("keeps a huge title's links short, never cutting a character in half", () => {
    for (const link of searchLinks(null, "🎵".repeat(500))) {
      expect(link.url.length).toBeLessThan(360);
      expect(() => decodeURIComponent(link.url)).not.toThrow();
    }
  });
});

describe("renderSavedTrack", () => {
  const track = {
    artist: "@everyone *DJ*",
    title: "Night <@123> Drive",
    album: "Neon",
    cover: "https://img.example/c.jpg",
    startedAt: START,
  };

  it("tells the track, album, cover, when and where, escaped and mentioning no one", () => {
    const message = renderSavedTrack(track, { serverName: "Lounge", stationName: "Radio _One_" }, "en");
    const [embed] = message.embeds;
    expect(embed?.title).toBe("@\u200beveryone \\*DJ\\* — Night \\<\u200b@\u200b123> Drive");
    expect(embed?.thumbnail).toEqual({ url: "https://img.example/c.jpg" });
    expect(embed?.fields).toEqual([
      { name: "Album", value: "Neon", inline: true },
      { name: "Played", value: `<t:${Math.floor(START / 1000)}:f>`, inline: true },
      { name: "Where", value: "Radio \\_One\\_ · Lounge", inline: true },
    ]);
    expect(embed?.description).toMatch(/^Find it on: \[Spotify\]\(https:\/\/open\.spotify\.com\/search\//);
    expect(message.mentionRoles ?? []).toEqual([]);
    expect(limitProblems(message)).toEqual([]);
  });

  it("shows no plain-http cover, no album or place it does not know, and fits with huge panel text", () => {
    const huge = "x".repeat(5000);
    const message = renderSavedTrack(
      { artist: huge, title: huge, album: null, cover: "http://img.example/c.jpg", startedAt: START },
      { serverName: null, stationName: null },
      "ru",
    );
    const [embed] = message.embeds;
    expect(embed?.thumbnail).toBeUndefined();
    expect(embed?.fields?.map((f) => f.name)).toEqual(["Звучал"]);
    expect(limitProblems(message)).toEqual([]);
  });
});
