import { describe, expect, it } from "vitest";
import { backTarget, nextSource, preferredDue, switchDirection } from "../../src/voice/failover.js";
import type { StreamSource } from "../../src/voice/stream-source.js";

const source = (mount: string, format: string, bitrate: number): StreamSource => ({
  url: `http://r.example${mount}`,
  mount,
  format,
  bitrate,
});
const opus = source("/opus", "opus", 96);
const mp3Low = source("/low", "mp3", 64);
const aac = source("/aac", "aac", 128);
const mp3 = source("/mp3", "mp3", 128);
const choice = { kind: "play" as const, source: opus, alternatives: [aac, mp3Low, mp3] };

describe("nextSource", () => {
  it("returns the choice's best channel when nothing is avoided", () => {
    expect(nextSource(choice, new Set(), null)).toBe(opus);
  });

  it("returns the next channel in the choice's order when the best one is avoided", () => {
    expect(nextSource(choice, new Set([opus.url]), opus)).toBe(aac);
  });

  it("prefers a channel of the same codec and bitrate as the one that failed, then the same codec", () => {
    const fromMp3 = { kind: "play" as const, source: mp3, alternatives: [aac, mp3Low] };
    expect(nextSource(fromMp3, new Set([mp3.url]), mp3)).toBe(mp3Low);
    const twin = source("/mp3-backup", "MP3", 128);
    const withTwin = { kind: "play" as const, source: mp3, alternatives: [aac, mp3Low, twin] };
    expect(nextSource(withTwin, new Set([mp3.url]), mp3)).toBe(twin);
  });

  it("returns null when every channel is avoided, or the station has no other channel", () => {
    expect(nextSource(choice, new Set([opus, aac, mp3Low, mp3].map((s) => s.url)), opus)).toBeNull();
    expect(nextSource({ kind: "play", source: opus }, new Set([opus.url]), opus)).toBeNull();
  });
});

describe("switchDirection", () => {
  it("is a fallback when leaving the preferred channel, and back when returning to it", () => {
    expect(switchDirection(opus.url, aac.url, opus.url)).toBe("fallback");
    expect(switchDirection(aac.url, opus.url, opus.url)).toBe("back");
  });

  it("is nothing at the first play, on the same channel, or between two fallbacks", () => {
    expect(switchDirection(null, aac.url, opus.url)).toBeNull();
    expect(switchDirection(aac.url, aac.url, opus.url)).toBeNull();
    expect(switchDirection(aac.url, mp3.url, opus.url)).toBeNull();
  });
});

describe("preferredDue", () => {
  it("returns true once the check period has passed while a fallback plays", () => {
    expect(preferredDue(aac.url, opus.url, 0, 59_999)).toBe(false);
    expect(preferredDue(aac.url, opus.url, 0, 60_000)).toBe(true);
    expect(preferredDue(aac.url, opus.url, 0, 5_000, 5_000)).toBe(true);
  });

  it("returns false while the preferred channel plays", () => {
    expect(preferredDue(opus.url, opus.url, 0, 600_000)).toBe(false);
  });
});

describe("backTarget", () => {
  const offPreferred = { kind: "play" as const, source: mp3, alternatives: [aac] };

  it("returns the preferred channel when the panel shows it on air again, ranked first or not", () => {
    expect(backTarget(choice, aac.url, opus.url)).toBe(opus);
    expect(backTarget({ kind: "play", source: aac, alternatives: [opus] }, aac.url, opus.url)).toBe(opus);
  });

  it("returns null while the preferred one is off the panel, unreadable, or already playing", () => {
    expect(backTarget(offPreferred, mp3.url, opus.url)).toBeNull();
    expect(backTarget(null, mp3.url, opus.url)).toBeNull();
    expect(backTarget({ kind: "off-air" }, mp3.url, opus.url)).toBeNull();
    expect(backTarget(choice, opus.url, opus.url)).toBeNull();
  });
});
