import { describe, expect, it } from "vitest";
import { cameBackOnAir, onAirUrls } from "../../src/voice/on-air-again.js";
import type { SourceChoice } from "../../src/voice/stream-source.js";

const source = (mount: string) => ({ url: `http://r.example${mount}`, mount, format: "mp3" });
const main = source("/main");
const backup = source("/backup");

describe("onAirUrls", () => {
  it("returns every channel a choice plays or keeps as an alternative", () => {
    const choice: SourceChoice = { kind: "play", source: main, alternatives: [backup] };
    expect([...onAirUrls(choice)]).toEqual([main.url, backup.url]);
  });

  it("returns none when the station is off air or has no channel", () => {
    expect(onAirUrls({ kind: "off-air" }).size).toBe(0);
    expect(onAirUrls({ kind: "none" }).size).toBe(0);
  });
});

describe("cameBackOnAir", () => {
  it("returns true when the panel shows a channel on air that it did not show before", () => {
    expect(cameBackOnAir(new Set(), new Set([main.url]))).toBe(true);
    expect(cameBackOnAir(new Set([backup.url]), new Set([backup.url, main.url]))).toBe(true);
  });

  it("returns true for any channel on air when nothing was read before", () => {
    expect(cameBackOnAir(null, new Set([main.url]))).toBe(true);
  });

  it("returns false for channels on air all along, or for channels going off air", () => {
    expect(cameBackOnAir(new Set([main.url]), new Set([main.url]))).toBe(false);
    expect(cameBackOnAir(new Set([main.url, backup.url]), new Set([main.url]))).toBe(false);
    expect(cameBackOnAir(null, new Set())).toBe(false);
  });
});
