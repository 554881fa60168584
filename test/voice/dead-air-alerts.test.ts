import { describe, expect, it } from "vitest";
import type { Poster } from "../../src/announcer/poster.js";
import { deadAirPoster } from "../../src/features/dead-air.js";
import type { Logger } from "../../src/log.js";
import type { AnnounceTarget } from "../../src/settings/announce-targets.js";
import { LOCALES, type Locale } from "../../src/locale.js";

const quiet: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** A poster that keeps what it was given. */
function keepingPoster() {
  const posts: { channelId: string; title: string }[] = [];
  const poster: Poster = {
    post(channelId, message) {
      posts.push({ channelId, title: message.embeds?.[0]?.title ?? "" });
      return Promise.resolve({ ok: true, messageId: "1" });
    },
    edit: () => Promise.resolve({ ok: true, messageId: "1" }),
    ownPosts: () => Promise.resolve({ ok: true, posts: [] }),
    describeChannel: (id) => `#${id}`,
  };
  return { poster, posts };
}

const target = (channelId: string, stationStatus: boolean, locale: Locale = "en"): AnnounceTarget => ({
  channelId,
  tracks: "off",
  locale,
  stationStatus,
  pingRoleId: null,
  stations: ["alpha"],
});

describe("deadAirPoster", () => {
  const targets = [target("1", true), target("2", false), target("3", true, "ru")];

  it("posts to the station's channels with station status on, each in its language, with the station's name", () => {
    const { poster, posts } = keepingPoster();
    const tell = deadAirPoster({
      poster,
      targets: { targetsOf: (station) => (station === "alpha" ? targets : []) },
      isLocal: () => true,
      nameOf: () => "Radio Alpha",
      seconds: 60,
      now: () => 0,
      log: quiet,
    });
    tell("alpha", "dead-air");
    tell("alpha", "sound-back");
    expect(posts).toEqual([
      { channelId: "1", title: "🔇 Dead air on Radio Alpha" },
      { channelId: "3", title: "🔇 Тишина в эфире: Radio Alpha" },
      { channelId: "1", title: "🔊 The sound is back on Radio Alpha" },
      { channelId: "3", title: "🔊 Звук вернулся: Radio Alpha" },
    ]);
  });

  it("posts in each of the bot's languages, a title of its own in each, with the station's name", () => {
    const { poster, posts } = keepingPoster();
    const everyLanguage = LOCALES.map((locale, i) => target(String(i), true, locale));
    const tell = deadAirPoster({
      poster,
      targets: { targetsOf: () => everyLanguage },
      isLocal: () => true,
      nameOf: () => "Radio Alpha",
      seconds: 60,
      now: () => 0,
      log: quiet,
    });
    tell("alpha", "dead-air");
    expect(posts.map((post) => post.channelId)).toEqual(LOCALES.map((_, i) => String(i)));
    for (const post of posts) expect(post.title).toMatch(/^🔇 .*Radio Alpha/);
    expect(new Set(posts.map((post) => post.title)).size).toBeGreaterThanOrEqual(LOCALES.length - 1);
  });

  it("posts nothing for a silence that ended unheard, nor for a station nobody follows", () => {
    const { poster, posts } = keepingPoster();
    const tell = deadAirPoster({
      poster,
      targets: { targetsOf: (station) => (station === "alpha" ? targets : []) },
      isLocal: () => true,
      nameOf: () => null,
      seconds: 60,
      now: () => 0,
      log: quiet,
    });
    tell("alpha", "cleared");
    tell("beta", "dead-air");
    expect(posts).toEqual([]);
  });

  it("posts only in this process's servers: another shard playing the station tells its own", () => {
    const { poster, posts } = keepingPoster();
    const tell = deadAirPoster({
      poster,
      targets: { targetsOf: () => targets },
      isLocal: (channelId) => channelId !== "3",
      nameOf: () => "Radio Alpha",
      seconds: 60,
      now: () => 0,
      log: quiet,
    });
    tell("alpha", "dead-air");
    expect(posts.map((post) => post.channelId)).toEqual(["1"]);
  });
});
