import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/locale.js";
import { buttonsOf } from "../../src/message/reply-message.js";
import {
  followHash,
  parseUnfollowButtonId,
  renderLiveDm,
  renderReminderDm,
  unfollowButtonId,
  type LiveDmFacts,
  type ReminderDmFacts,
} from "../../src/render/follow-dm.js";
import { limitProblems } from "../../src/render/limits.js";
import { toDiscordBody } from "../../src/render/message.js";

const STATION = "https://radio.example#1";
const GUILD = "18446744073709551615";
const START = Date.UTC(2026, 11, 2, 21, 0);
const unfollow = { guildId: GUILD, station: STATION, dj: "DJ Nova" };

const live: LiveDmFacts = {
  stationName: "Radio One",
  dj: "DJ Nova",
  show: "Night Drive",
  track: { artist: "Sigur Rós", title: "Hoppípolla" },
  listenUrl: "https://radio.example/listen/one",
  announcementUrl: "https://discord.com/channels/1/2",
  guildName: "Lounge",
  unfollow,
};

const reminder: ReminderDmFacts = {
  stationName: "Radio One",
  dj: "DJ Nova",
  show: "Night Drive",
  start: START,
  minutes: 15,
  listenUrl: "https://radio.example/listen/one",
  guildName: "Lounge",
  unfollow,
};

const huge = "@everyone **x** <@123> ".repeat(400);
const hostileLive: LiveDmFacts = {
  ...live,
  stationName: huge,
  dj: `@here _${huge}_`,
  show: `# ${huge}`,
  track: { artist: huge, title: `[link](https://evil.example) ${huge}` },
  guildName: huge,
  unfollow: { guildId: GUILD, station: `https://${"a".repeat(900)}.example#1`, dj: huge },
};

describe("the Unfollow button id", () => {
  it("names the server and a short hash of the station and the folded DJ name, and reads it back", () => {
    const id = unfollowButtonId(GUILD, STATION, "DJ Nova");
    expect(id).toBe(`follow:unfollow:${GUILD}:${followHash(STATION, "dj nova")}`);
    expect(unfollowButtonId(GUILD, STATION, "  dj   NOVA ")).toBe(id);
    expect(parseUnfollowButtonId(id)).toEqual({ guildId: GUILD, hash: followHash(STATION, "DJ Nova") });
  });

  it("fits Discord's 100 characters whatever the station and DJ", () => {
    expect(unfollowButtonId(GUILD, hostileLive.unfollow.station, huge).length).toBeLessThanOrEqual(100);
  });

  it("tells stations and DJs apart", () => {
    const ids = new Set([
      unfollowButtonId(GUILD, STATION, "DJ Nova"),
      unfollowButtonId(GUILD, "https://radio.example#2", "DJ Nova"),
      unfollowButtonId(GUILD, STATION, "DJ Nov"),
    ]);
    expect(ids.size).toBe(3);
  });

  it("reads no other id", () => {
    for (const id of [
      "follow:unfollow:",
      "follow:unfollow:12:short",
      "follow:unfollow:x:AAAAAAAAAAAAAAAA",
      "nowplaying:save:1",
      `follow:unfollow:${GUILD}:AAAAAAAAAAAAAAAA:x`,
    ]) {
      expect(parseUnfollowButtonId(id)).toBeNull();
    }
  });
});

describe("renderLiveDm", () => {
  it("tells the DJ, the show and the track, with Listen, the announcement and Unfollow", () => {
    const message = renderLiveDm(live, "en");
    const [embed] = message.embeds;
    expect(embed?.author?.name).toBe("Radio One");
    expect(embed?.title).toBe("🔴 DJ Nova is live");
    expect(embed?.fields).toEqual([
      { name: "Show", value: "Night Drive", inline: true },
      { name: "On air", value: "Sigur Rós — Hoppípolla", inline: true },
    ]);
    expect(embed?.footer?.text).toBe("You follow DJ Nova on Lounge. /follow list shows your follows.");
    expect(buttonsOf(message).map((b) => ("url" in b ? b.url : b.custom_id))).toEqual([
      "https://radio.example/listen/one",
      "https://discord.com/channels/1/2",
      unfollowButtonId(GUILD, STATION, "DJ Nova"),
    ]);
    expect(toDiscordBody(message).allowed_mentions).toEqual({ parse: [] });
    expect(limitProblems(message)).toEqual([]);
  });

  it("leaves out what it does not know, and any announcement link outside Discord", () => {
    const message = renderLiveDm(
      {
        ...live,
        stationName: null,
        show: null,
        track: null,
        listenUrl: null,
        guildName: null,
        announcementUrl: "https://evil.example/channels/1/2",
      },
      "en",
    );
    const [embed] = message.embeds;
    expect(embed?.author).toBeUndefined();
    expect(embed?.fields).toEqual([]);
    expect(embed?.footer?.text).toBe("You follow DJ Nova. /follow list shows your follows.");
    expect(buttonsOf(message).map((b) => b.style)).toEqual([2]);
  });

  it("escapes markdown and breaks mentions in panel text", () => {
    const message = renderLiveDm(
      { ...live, dj: "@everyone *DJ*", show: "<@123> _x_", track: { artist: null, title: "# [a](b)" } },
      "en",
    );
    const [embed] = message.embeds;
    expect(embed?.title).toBe("🔴 @\u200beveryone \\*DJ\\* is live");
    expect(embed?.fields?.map((f) => f.value)).toEqual(["\\<\u200b@\u200b123> \\_x\\_", "\\# \\[a\\](b)"]);
  });

  it.each(LOCALES)("fits Discord's limits with hostile panel text in %s", (locale) => {
    const message = renderLiveDm(hostileLive, locale);
    expect(limitProblems(message)).toEqual([]);
    const text = JSON.stringify(message);
    expect(text).not.toMatch(/@everyone|@here|<@\d/);
    expect(message.mentionRoles ?? []).toEqual([]);
  });

  it.each(LOCALES)("has its words in %s", (locale) => {
    const [embed] = renderLiveDm(live, locale).embeds;
    expect(embed?.title).toContain("DJ Nova");
    expect(embed?.footer?.text).toContain("Lounge");
  });
});

describe("renderReminderDm", () => {
  it("tells the show, its DJ and its start as Discord timestamps, with Listen and Unfollow", () => {
    const message = renderReminderDm(reminder, "en");
    const [embed] = message.embeds;
    const seconds = Math.floor(START / 1000);
    expect(embed?.title).toBe("⏰ Night Drive");
    expect(embed?.description).toBe(`With **DJ Nova**, starts <t:${seconds}:R> (at <t:${seconds}:t>).`);
    expect(buttonsOf(message).map((b) => ("url" in b ? b.url : b.custom_id))).toEqual([
      "https://radio.example/listen/one",
      unfollowButtonId(GUILD, STATION, "DJ Nova"),
    ]);
    expect(toDiscordBody(message).allowed_mentions).toEqual({ parse: [] });
    expect(limitProblems(message)).toEqual([]);
  });

  it.each(LOCALES)("fits Discord's limits with hostile panel text in %s", (locale) => {
    const message = renderReminderDm(
      { ...reminder, stationName: huge, dj: huge, show: `> ${huge}`, guildName: huge, minutes: 60 },
      locale,
    );
    expect(limitProblems(message)).toEqual([]);
    expect(JSON.stringify(message)).not.toMatch(/@everyone|@here|<@\d/);
    const seconds = Math.floor(START / 1000);
    expect(message.embeds[0]?.description).toContain(`<t:${seconds}:R>`);
    expect(message.embeds[0]?.description).toContain(`<t:${seconds}:t>`);
  });
});
