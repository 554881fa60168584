import { describe, expect, it } from "vitest";
import {
  type FoundPlay,
  indexPlays,
  ON_AIR_WITHIN_MS,
  playsAround,
  searchPlays,
  trackSuggestions,
} from "../../src/history/found-plays.js";

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 11, 1, 21, 0);

/** A play every 4 minutes from T0, titled by its number. */
function plays(n: number): FoundPlay[] {
  return Array.from({ length: n }, (_, i) => ({
    at: T0 + i * 4 * MINUTE,
    artist: "Artist",
    title: `Song ${i}`,
    dj: "",
  }));
}

const titles = (found: readonly FoundPlay[]) => found.map((play) => play.title);

describe("playsAround", () => {
  it("marks the play that started last by the moment, with about as many after it as before, newest first", () => {
    const found = playsAround(plays(30), T0 + 41 * MINUTE, 5);
    expect(found.onAir?.title).toBe("Song 10");
    expect(titles(found.plays)).toEqual(["Song 12", "Song 11", "Song 10", "Song 9", "Song 8"]);
  });

  it("fills from the other side at either end of what is known", () => {
    expect(titles(playsAround(plays(30), T0 + 2 * MINUTE, 4).plays)).toEqual([
      "Song 3",
      "Song 2",
      "Song 1",
      "Song 0",
    ]);
    const last = playsAround(plays(30), T0 + 29 * 4 * MINUTE + MINUTE, 3);
    expect(titles(last.plays)).toEqual(["Song 29", "Song 28", "Song 27"]);
    expect(last.onAir?.title).toBe("Song 29");
  });

  it("names nothing on air before the first play or long after the last one (a gap in what was kept)", () => {
    expect(playsAround(plays(5), T0 - MINUTE, 3).onAir).toBeNull();
    expect(playsAround(plays(5), T0 + 16 * MINUTE + ON_AIR_WITHIN_MS + 1, 3).onAir).toBeNull();
    expect(playsAround([], T0, 10)).toEqual({ plays: [], onAir: null });
  });

  it("keeps one play per instant, the first given (the store's before the panel's), in any order", () => {
    const kept = plays(3);
    const panel = kept.map((play) => ({ ...play, dj: "from the panel" }));
    const found = playsAround([...kept.reverse(), ...panel], T0 + 9 * MINUTE, 10);
    expect(found.plays).toHaveLength(3);
    expect(found.plays.every((play) => play.dj === "")).toBe(true);
  });
});

describe("searchPlays", () => {
  const index = indexPlays([
    { at: T0, artist: "The Beatles", title: "Help!", dj: "Anna" },
    { at: T0 + MINUTE, artist: "Beyoncé", title: "Halo", dj: "" },
    { at: T0 + 2 * MINUTE, artist: "Кино", title: "Группа крови", dj: "" },
    { at: T0 + 3 * MINUTE, artist: "The Beatles", title: "Let It Be", dj: "" },
    { at: T0 + 4 * MINUTE, artist: "Małe Tęsknoty", title: "Łódź nocą", dj: "" },
  ]);

  it("finds by the start of words, case and accents aside, newest first, with the total", () => {
    expect(searchPlays(index, "beat", 10).plays.map((play) => play.title)).toEqual(["Let It Be", "Help!"]);
    expect(searchPlays(index, "eatles", 10).total).toBe(0);
    expect(searchPlays(index, "BEYONCE halo", 10).plays[0]?.artist).toBe("Beyoncé");
    expect(searchPlays(index, "кино группа", 10).total).toBe(1);
    expect(searchPlays(index, "lodz", 10).plays[0]?.artist).toBe("Małe Tęsknoty");
  });

  it("shows at most `count` and counts them all", () => {
    expect(searchPlays(index, "beatles", 1)).toMatchObject({ total: 2, plays: [{ title: "Let It Be" }] });
  });
});

describe("trackSuggestions", () => {
  it("offers each track once, most recently played first, within Discord's 25 choices of 100 characters", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      at: T0 + i * MINUTE,
      artist: "A".repeat(60),
      title: `Title ${i % 30} ${"x".repeat(50)}`,
      dj: "",
    }));
    const names = trackSuggestions(indexPlays(many), "");
    expect(names).toHaveLength(25);
    expect(new Set(names).size).toBe(25);
    expect(names.every((name) => [...name].length <= 100)).toBe(true);
    expect(names[0]).toContain("…");
    expect(trackSuggestions(indexPlays(plays(3)), "song 1")).toEqual(["Artist — Song 1"]);
    const cased = [
      { at: T0, artist: "ARTIST", title: "SONG", dj: "" },
      { at: T0 + MINUTE, artist: "Artist", title: "Song", dj: "" },
    ];
    expect(trackSuggestions(indexPlays(cased), "song")).toEqual(["Artist — Song"]);
    expect(trackSuggestions(indexPlays([{ at: T0, artist: "", title: "Jingle", dj: "" }]), "jin")).toEqual([
      "Jingle",
    ]);
  });
});
