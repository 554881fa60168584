import { describe, expect, it } from "vitest";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { LOCALES } from "../../src/locale.js";
import type { DjSnapshot } from "../../src/station/changes.js";
import { triggerModule, triggerModuleOf, TRIGGERS } from "../../src/templates/trigger.js";
import { djFacts } from "../../src/templates/triggers/dj-change.js";
import { momentFacts, trackFacts } from "../../src/templates/triggers/facts.js";
import { feedEdits, feedWants } from "../../src/templates/triggers/feed.js";
import { TRIGGER_MODULES } from "../../src/templates/triggers/index.js";
import { sampleCast } from "../../src/templates/triggers/samples.js";
import type { OnAirNow, StationChange } from "../../src/templates/triggers/trigger-module.js";
import { NOVA, SONG } from "../support/on-air.js";

const AUTO: DjSnapshot = { id: 8, name: "Auto", live: false, image: null };

const NOTHING: OnAirNow = { dj: null, track: null, listenUrl: null };
const LIVE_NOW: OnAirNow = { dj: NOVA, track: SONG, listenUrl: "https://r.example/live" };
const AUTO_NOW: OnAirNow = { dj: AUTO, track: SONG, listenUrl: "https://r.example/live" };
const english = catalogueOf("en");

describe("the list of triggers", () => {
  it("gives TRIGGERS: each module's name once, in the list's order", () => {
    expect(TRIGGERS).toEqual(TRIGGER_MODULES.map((module) => module.name));
    expect(new Set(TRIGGERS).size).toBe(TRIGGERS.length);
    for (const name of TRIGGERS) expect(triggerModule(name).name).toBe(name);
  });

  it.each(TRIGGERS)("%s has its words in English: a label and a one-line wording", (name) => {
    const words = english.programme.triggers[name];
    expect(words.label.trim()).not.toBe("");
    expect(words.label.length).toBeLessThanOrEqual(100);
    expect(words.line.trim()).not.toBe("");
  });

  it.each(TRIGGERS)("%s has words in every language (its own, or those it falls back to)", (name) => {
    for (const locale of LOCALES) {
      expect(catalogueOf(locale).programme.triggers[name].label).not.toBe("");
      expect(catalogueOf(locale).programme.triggers[name].line).not.toBe("");
    }
  });

  it.each(TRIGGERS)("%s has a sample that it, and only it, words, whatever is on air", (name) => {
    for (const now of [NOTHING, LIVE_NOW, AUTO_NOW]) {
      const { change } = triggerModule(name).sample(now, 9_000, english.setup.sample);
      expect(TRIGGER_MODULES.filter((module) => module.detects(change)).map((m) => m.name)).toEqual([name]);
      expect(triggerModuleOf(change).name).toBe(name);
    }
  });

  it("says a sample is made up exactly when what is on air does not fit the trigger", () => {
    const made = (name: (typeof TRIGGERS)[number], now: OnAirNow) =>
      triggerModule(name).sample(now, 0, english.setup.sample).sample;
    expect(made("live", LIVE_NOW)).toBe(false);
    expect(made("live", AUTO_NOW)).toBe(true);
    expect(made("automatic", AUTO_NOW)).toBe(false);
    expect(made("handover", LIVE_NOW)).toBe(true);
    expect(made("nobody", AUTO_NOW)).toBe(false);
    expect(made("track", NOTHING)).toBe(true);
    expect(made("track", AUTO_NOW)).toBe(false);
    expect(made("off-air", NOTHING)).toBe(false);
    expect(made("dead-air", NOTHING)).toBe(false);
  });

  it("refuses a change no trigger words, rather than wording it as another", () => {
    const stranger = { kind: "weather", id: "w", at: 1 } as unknown as StationChange;
    expect(() => triggerModuleOf(stranger)).toThrow(/no trigger words a weather change/);
  });

  it("lists only placeholders a template may use, each once", () => {
    for (const module of TRIGGER_MODULES) {
      expect(new Set(module.placeholders).size).toBe(module.placeholders.length);
    }
  });

  it("names a change in the logs as before", () => {
    const sample = (name: (typeof TRIGGERS)[number]) =>
      triggerModule(name).sample(LIVE_NOW, 0, english.setup.sample).change;
    expect(triggerModuleOf(sample("live")).describe(sample("live"))).toBe("DJ change (live): AutoDJ → Nova");
    expect(triggerModule("track").describe(sample("track"))).toBe("new track 3");
    expect(triggerModule("off-air").describe(sample("off-air"))).toBe("station off air");
    expect(triggerModule("on-air").describe(sample("on-air"))).toBe("station back on air");
  });

  it("pings only for a live DJ or a handover, and shows the Listen button where someone or something plays", () => {
    expect(TRIGGER_MODULES.filter((m) => m.pings).map((m) => m.name)).toEqual(["live", "handover"]);
    expect(TRIGGER_MODULES.filter((m) => m.listenButton).map((m) => m.name)).toEqual([
      "live",
      "handover",
      "automatic",
      "track",
    ]);
  });
});

describe("feedWants and feedEdits", () => {
  const channel = (tracks: "off" | "post" | "edit", stationStatus: boolean) => ({ tracks, stationStatus });

  it("gives every channel the DJ changes, tracks only where on, the status only where on", () => {
    expect(feedWants("always", channel("off", false))).toBe(true);
    expect(feedWants("tracks", channel("off", true))).toBe(false);
    expect(feedWants("tracks", channel("post", false))).toBe(true);
    expect(feedWants("tracks", channel("edit", false))).toBe(true);
    expect(feedWants("status", channel("edit", false))).toBe(false);
    expect(feedWants("status", channel("off", true))).toBe(true);
  });

  it("edits in place only the tracks of a channel in edit mode", () => {
    expect(feedEdits("tracks", channel("edit", true))).toBe(true);
    expect(feedEdits("tracks", channel("post", true))).toBe(false);
    expect(feedEdits("always", channel("edit", true))).toBe(false);
    expect(feedEdits("status", channel("edit", true))).toBe(false);
  });
});

describe("the facts of a change", () => {
  it("tells a DJ change's DJs, its track unless a jingle, its listen address and time", () => {
    const change = {
      kind: "dj" as const,
      id: "x",
      change: "live" as const,
      from: AUTO,
      to: NOVA,
      at: 42,
      track: { ...SONG, isJingle: true },
      listenUrl: "https://r.example/l",
    };
    expect(djFacts(change)).toEqual({
      dj: "Nova",
      previousDj: "Auto",
      track: null,
      listenUrl: "https://r.example/l",
      at: 42,
    });
    expect(djFacts({ ...change, to: null, track: SONG })).toMatchObject({ dj: null, track: SONG });
  });

  it("tells a track's DJ (the one on air, else the panel's name) and its start", () => {
    const change = { kind: "track" as const, id: "t", track: SONG, dj: null, listenUrl: null };
    expect(trackFacts(change)).toEqual({
      dj: "Nova",
      previousDj: null,
      track: SONG,
      listenUrl: null,
      at: 5_000,
    });
    expect(trackFacts({ ...change, dj: AUTO }).dj).toBe("Auto");
  });

  it("tells only the time of the station on or off air and of silence, and nothing of another kind", () => {
    expect(momentFacts({ kind: "station", id: "s", onAir: false, at: 9 })).toMatchObject({ at: 9, dj: null });
    expect(momentFacts({ kind: "silence", notice: "dead-air", at: 10 }).at).toBe(10);
    expect(djFacts({ kind: "silence", notice: "dead-air", at: 10 })).toMatchObject({ at: null, track: null });
  });
});

describe("sampleCast", () => {
  it("takes the live DJ, the automatic player and the track on air where they are, and makes up the rest", () => {
    const words = english.setup.sample;
    const live = sampleCast(LIVE_NOW, 0, words);
    expect(live).toMatchObject({ liveNow: NOVA, autoNow: null, live: NOVA, track: SONG });
    expect(live.auto).toMatchObject({ name: words.auto, live: false });
    expect(live.previous).toMatchObject({ name: words.previous, live: true });
    const none = sampleCast(NOTHING, 77, words);
    expect(none.live).toMatchObject({ name: words.live, live: true });
    expect(none.track).toMatchObject({
      title: words.title,
      artist: words.artist,
      startedAt: 77,
      djName: null,
    });
  });
});
