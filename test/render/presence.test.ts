import { ActivityType } from "discord.js";
import { describe, expect, it } from "vitest";
import { createPresence, PRESENCE_MIN_GAP_MS } from "../../src/discord/presence.js";
import { silentLogger } from "../../src/log.js";
import { type PresenceData, presenceFor } from "../../src/render/presence.js";
import type { DjSnapshot, TrackSnapshot } from "../../src/station/changes.js";
import { LOCALES } from "../../src/locale.js";

const AUTO: DjSnapshot = { id: 1, name: "AutoDJ", live: false, image: null };
const track = (extra: Partial<TrackSnapshot> = {}): TrackSnapshot => ({
  id: 1,
  startedAt: 0,
  artist: "Lena Park",
  title: "Paper Satellites",
  album: null,
  cover: null,
  djName: null,
  isJingle: false,
  lengthMs: 187_000,
  fromLibrary: true,
  ...extra,
});
const listening = (name: string): PresenceData => ({
  status: "online",
  activity: { type: ActivityType.Listening, name },
});

describe("presenceFor", () => {
  it("listens to the song on air", () => {
    expect(presenceFor("track", { dj: AUTO, track: track() }, null, null, "en")).toEqual(
      listening("Lena Park — Paper Satellites"),
    );
  });

  it("keeps the previous song through a jingle", () => {
    const previous = listening("Lena Park — Paper Satellites");
    expect(
      presenceFor(
        "track",
        { dj: AUTO, track: track({ isJingle: true, title: "Station ID" }) },
        null,
        previous,
        "en",
      ),
    ).toBe(previous);
  });

  it("is idle and says so when nobody is on air", () => {
    const offAir = presenceFor("track", { dj: null, track: track() }, null, null, "ru");
    expect(offAir).toEqual({
      status: "idle",
      activity: { type: ActivityType.Custom, name: "📴 Не в эфире", state: "📴 Не в эфире" },
    });
  });

  it("shows the audience in listeners mode, and breaks mentions in what the panel sends", () => {
    expect(presenceFor("listeners", { dj: AUTO, track: null }, 27, null, "en")?.activity.state).toBe(
      "👥 27 listeners now",
    );
    expect(
      presenceFor("track", { dj: AUTO, track: track({ artist: "@everyone" }) }, null, null, "en")?.activity
        .name,
    ).toBe("@\u200beveryone — Paper Satellites");
  });
});

describe("presenceFor in every language", () => {
  it("says off air and the audience in each language, within Discord's 128 characters", () => {
    const english = presenceFor("listeners", { dj: AUTO, track: null }, 1_234_567, null, "en");
    for (const locale of LOCALES) {
      const offAir = presenceFor("track", { dj: null, track: null }, null, null, locale);
      const audience = presenceFor("listeners", { dj: AUTO, track: null }, 1_234_567, null, locale);
      for (const shown of [offAir, audience]) {
        expect(shown?.activity.name.length, locale).toBeLessThanOrEqual(128);
        expect(shown?.activity.state, locale).toBe(shown?.activity.name);
        expect(shown?.activity.name, locale).toMatch(/^(📴|👥) \S/);
      }
      if (locale !== "en") expect(audience?.activity.name, locale).not.toBe(english?.activity.name);
    }
  });

  it("counts the audience with each language's plural forms and digit grouping", () => {
    const audience = (locale: (typeof LOCALES)[number], n: number) =>
      presenceFor("listeners", { dj: AUTO, track: null }, n, null, locale)?.activity.name;
    expect(audience("uk", 1)).toBe("👥 1 слухач зараз");
    expect(audience("uk", 4)).toBe("👥 4 слухачі зараз");
    expect(audience("uk", 5)).toBe("👥 5 слухачів зараз");
    expect(audience("pl", 1)).toBe("👥 1 słuchacz teraz");
    expect(audience("de", 1_500)).toBe("👥 1.500 Hörer gerade");
    expect(audience("pt-BR", 1)).toBe("👥 1 ouvinte agora");
    // CLDR puts 0 in Portuguese's "one"; in Brazil zero takes the plural.
    expect(audience("pt-BR", 0)).toBe("👥 0 ouvintes agora");
    expect(audience("es-ES", 2)).toBe("👥 2 oyentes ahora");
  });
});

describe("createPresence", () => {
  function clock() {
    let t = 0;
    let pending: { at: number; callback: () => void }[] = [];
    return {
      timers: {
        now: () => t,
        setTimeout: (callback: () => void, ms: number) => {
          const timer = { at: t + ms, callback };
          pending.push(timer);
          return timer;
        },
        clearTimeout: (handle: unknown) => {
          pending = pending.filter((p) => p !== handle);
        },
      },
      advance(ms: number) {
        t += ms;
        const due = pending.filter((p) => p.at <= t);
        pending = pending.filter((p) => p.at > t);
        for (const timer of due) timer.callback();
      },
    };
  }

  it("sends a change at once, then no more than once every 15 seconds, the newest one", () => {
    const sent: string[] = [];
    const time = clock();
    const presence = createPresence((p) => sent.push(p.activity.name), time.timers, silentLogger);
    presence.show(listening("A"));
    presence.show(listening("A"));
    time.advance(1_000);
    presence.show(listening("B"));
    presence.show(listening("C"));
    expect(sent).toEqual(["A"]);
    time.advance(PRESENCE_MIN_GAP_MS);
    expect(sent).toEqual(["A", "C"]);
    time.advance(PRESENCE_MIN_GAP_MS);
    presence.show(listening("C"));
    expect(sent).toEqual(["A", "C"]);
  });

  it("counts a change waiting out the 15 seconds as current, so a jingle after it keeps the new song", () => {
    const sent: string[] = [];
    const time = clock();
    const presence = createPresence((p) => sent.push(p.activity.name), time.timers, silentLogger);
    presence.show(listening("A"));
    presence.show(listening("B"));
    const jingle = presenceFor(
      "track",
      { dj: AUTO, track: track({ isJingle: true }) },
      null,
      presence.current,
      "en",
    );
    presence.show(jingle);
    time.advance(PRESENCE_MIN_GAP_MS);
    expect(sent).toEqual(["A", "B"]);
  });

  it("sends the newest presence again at once when asked (the gateway resumed), then keeps the 15 seconds from there", () => {
    const sent: string[] = [];
    const time = clock();
    const presence = createPresence((p) => sent.push(p.activity.name), time.timers, silentLogger);
    presence.resend();
    expect(sent).toEqual([]);
    presence.show(listening("A"));
    time.advance(1_000);
    presence.resend();
    presence.show(listening("B"));
    time.advance(1_000);
    presence.resend();
    expect(sent).toEqual(["A", "A", "B"]);
    presence.show(listening("C"));
    time.advance(PRESENCE_MIN_GAP_MS - 1);
    expect(sent).toEqual(["A", "A", "B"]);
    time.advance(1);
    expect(sent).toEqual(["A", "A", "B", "C"]);
  });
});
