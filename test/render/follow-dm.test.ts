import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/locale.js";
import { buttonsOf } from "../../src/message/reply-message.js";
import {
  type LiveDmFacts,
  parseUnfollowButtonId,
  type ReminderDmFacts,
  renderLiveDm,
  renderReminderDm,
  unfollowButtonId,
} from "../../src/render/follow-dm.js";
import { limitProblems } from "../../src/render/limits.js";

const STATION = "http://panel.test:8080#1";
const unfollow = { guildId: "123456789012345678", station: STATION, dj: "DJ Nova" };

const live: LiveDmFacts = {
  stationName: "Radio Test",
  dj: "DJ Nova",
  show: "Morning Waves",
  track: { artist: "Kraftwerk", title: "Tour de France" },
  listenUrl: "http://127.0.0.1:8000/stream",
  announcementUrl: "https://discord.com/channels/123456789012345678/600000000000000001",
  guildName: "Radio Friends",
  unfollow,
};

const reminder: ReminderDmFacts = {
  stationName: "Radio Test",
  dj: "DJ Nova",
  show: "Morning Waves",
  start: Date.UTC(2026, 11, 3, 8, 0),
  minutes: 15,
  listenUrl: "http://127.0.0.1:8000/stream",
  guildName: "Radio Friends",
  unfollow,
};

const HOSTILE = "@everyone **DJ** <@123> `x` " + "ж".repeat(3_000);

describe("the followers' direct messages", () => {
  it("tell who is live, the show, the track, where, with Listen, the announcement and Unfollow", () => {
    const message = renderLiveDm(live, "en");
    const embed = message.embeds[0];
    expect(embed?.title).toBe("🔴 DJ Nova is live");
    expect(embed?.fields).toEqual([
      { name: "Show", value: "Morning Waves", inline: true },
      { name: "On air now", value: "Kraftwerk — Tour de France", inline: true },
      { name: "Where", value: "Radio Test · Radio Friends", inline: false },
    ]);
    expect(buttonsOf(message).map((button) => button.label)).toEqual(["Listen", "Announcement", "Unfollow"]);
    const id = buttonsOf(message).find((button) => "custom_id" in button);
    expect(id && "custom_id" in id ? parseUnfollowButtonId(id.custom_id) : null).toEqual({
      guildId: unfollow.guildId,
      hash: expect.any(String) as string,
    });
  });

  it("leave out what is not known: no show, no track, no links", () => {
    const message = renderLiveDm(
      { ...live, show: null, track: null, listenUrl: null, announcementUrl: null, guildName: null },
      "en",
    );
    expect(message.embeds[0]?.fields).toEqual([{ name: "Where", value: "Radio Test", inline: false }]);
    expect(buttonsOf(message).map((button) => button.label)).toEqual(["Unfollow"]);
  });

  it("remind with the start as a Discord timestamp, an hour said as an hour", () => {
    const message = renderReminderDm(reminder, "en");
    expect(message.embeds[0]?.title).toBe("⏰ Morning Waves starts in 15 minutes");
    expect(message.embeds[0]?.fields?.[0]?.value).toBe(
      `<t:${reminder.start / 1000}:t> (<t:${reminder.start / 1000}:R>)`,
    );
    expect(renderReminderDm({ ...reminder, minutes: 60 }, "en").embeds[0]?.title).toBe(
      "⏰ Morning Waves starts in an hour",
    );
    expect(renderReminderDm({ ...reminder, minutes: 30 }, "ru").embeds[0]?.title).toBe(
      "⏰ Morning Waves начнётся через 30 минут",
    );
  });

  it.each(LOCALES)(
    "stay within Discord's limits and ping nobody in %s, whatever the panel names",
    (locale) => {
      const hostile = {
        dj: HOSTILE,
        show: HOSTILE,
        stationName: HOSTILE,
        guildName: HOSTILE,
        unfollow: { ...unfollow, dj: HOSTILE },
      };
      for (const message of [
        renderLiveDm({ ...live, ...hostile, track: { artist: HOSTILE, title: HOSTILE } }, locale),
        renderReminderDm({ ...reminder, ...hostile }, locale),
        renderLiveDm(live, locale),
        renderReminderDm(reminder, locale),
      ]) {
        expect(limitProblems(message)).toEqual([]);
        expect(JSON.stringify(message)).not.toMatch(/@everyone|<@123>/);
        expect(message.mentionRoles ?? []).toEqual([]);
      }
    },
  );

  it("give the Unfollow button an id that fits and reads back, the same for any spelling of the DJ", () => {
    const id = unfollowButtonId(unfollow.guildId, STATION, "DJ Nova");
    expect(id.length).toBeLessThanOrEqual(100);
    expect(unfollowButtonId(unfollow.guildId, STATION, " dj  nova ")).toBe(id);
    expect(unfollowButtonId(unfollow.guildId, STATION, "DJ Orion")).not.toBe(id);
    expect(parseUnfollowButtonId("follow:unfollow:12:short")).toBeNull();
    expect(parseUnfollowButtonId("nowplaying:save:1")).toBeNull();
  });
});
