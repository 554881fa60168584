import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it, vi } from "vitest";
import type { Poster } from "../../src/announcer/poster.js";
import { deadAirPoster } from "../../src/features/dead-air.js";
import { silentLogger } from "../../src/log.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import type { AnnounceTarget } from "../../src/settings/announce-targets.js";

describe("deadAirPoster in each server's look", () => {
  it("posts a station's dead air in the server's template and style for that station", async () => {
    const posted: { channelId: string; message: ReplyMessage }[] = [];
    const poster: Poster = {
      post(channelId, message) {
        posted.push({ channelId, message });
        return Promise.resolve({ ok: true, messageId: "1" });
      },
      edit: () => Promise.resolve({ ok: true, messageId: "1" }),
      ownPosts: () => Promise.resolve({ ok: true, posts: [] }),
      describeChannel: (id) => `#${id}`,
    };
    const base = { tracks: "off", locale: "en", stationStatus: true, pingRoleId: null } as const;
    const targets: AnnounceTarget[] = [
      {
        ...base,
        channelId: "1",
        stations: ["alpha", "beta"],
        templates: [
          { trigger: "dead-air", text: "{station} went silent!", station: "alpha" },
          { trigger: "dead-air", text: "Silence on {station}" },
        ],
        style: { layout: "compact", color: null, cover: true, timestamp: true },
      },
      { ...base, channelId: "2", stations: ["alpha"] },
    ];
    const tell = deadAirPoster({
      poster,
      targets: { targetsOf: () => targets },
      isLocal: () => true,
      nameOf: (station) => (station === "alpha" ? "Radio Alpha" : "Radio Beta"),
      seconds: 60,
      now: () => 0,
      log: silentLogger,
    });
    tell("alpha", "dead-air");
    tell("beta", "dead-air");
    // The servers' languages are loaded first (here they are already): the posts follow within the turn.
    await nextTurn();
    expect(posted.map((p) => [p.channelId, p.message.content, p.message.embeds[0]?.title])).toEqual([
      ["1", "Radio Alpha went silent!", undefined],
      ["2", undefined, "🔇 Dead air on Radio Alpha"],
      ["1", "Silence on Radio Beta", undefined],
      ["2", undefined, "🔇 Dead air on Radio Beta"],
    ]);
  });

  it("words the alert in a server's language that nothing in this process has used yet", async () => {
    vi.resetModules();
    const fresh = await import("../../src/features/dead-air.js");
    let posted: (message: ReplyMessage) => void = () => undefined;
    const first = new Promise<ReplyMessage>((resolve) => (posted = resolve));
    const poster: Poster = {
      post(_channelId, message) {
        posted(message);
        return Promise.resolve({ ok: true, messageId: "1" });
      },
      edit: () => Promise.resolve({ ok: true, messageId: "1" }),
      ownPosts: () => Promise.resolve({ ok: true, posts: [] }),
      describeChannel: (id) => `#${id}`,
    };
    const target: AnnounceTarget = {
      channelId: "1",
      tracks: "off",
      locale: "de",
      stationStatus: true,
      pingRoleId: null,
      stations: ["alpha"],
    };
    fresh.deadAirPoster({
      poster,
      targets: { targetsOf: () => [target] },
      isLocal: () => true,
      nameOf: () => "Radio Alpha",
      seconds: 60,
      now: () => 0,
      log: silentLogger,
    })("alpha", "dead-air");
    // English says "Dead air on Radio Alpha": a fresh process reads German's file on first use.
    expect((await first).embeds[0]?.title).toBe("🔇 Sendeloch bei Radio Alpha");
  });
});
