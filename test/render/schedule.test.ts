import { describe, expect, it } from "vitest";
import { limitProblems } from "../../src/render/limits.js";
import { renderSchedule } from "../../src/render/schedule.js";
import { renderScheduledEvent } from "../../src/render/scheduled-event.js";
import type { ScheduleItem } from "../../src/station/schedule.js";
import { LOCALES, type Locale } from "../../src/locale.js";

const T0 = 1_800_000_000_000;
const H = 3_600_000;

const item = (extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id: 1,
  name: "Daytime Rotation",
  kind: "block",
  start: T0,
  end: T0 + 4 * H,
  djName: null,
  onAirNow: false,
  requestsOpen: true,
  ...extra,
});

const description = (items: ScheduleItem[], days = 1, locale: Locale = "en") =>
  renderSchedule(items, days, locale).embeds[0]?.description ?? "";

describe("renderSchedule", () => {
  it("sets radio shows apart from music blocks, marks the one on air, in Discord timestamps", () => {
    const text = description([
      item(),
      item({
        id: 2,
        name: "Drive Time",
        kind: "show",
        djName: "DJ Nova",
        onAirNow: true,
        requestsOpen: false,
      }),
    ]);
    expect(text).toContain(`🎵 Daytime Rotation · <t:${T0 / 1000}:f> – <t:${(T0 + 4 * H) / 1000}:t>`);
    expect(text).toContain("🎙️ 🔴 **On air now** · **Drive Time** · 🎧 DJ Nova");
    expect(text).toContain("no requests");
  });

  it("escapes what the panel sends and breaks mentions", () => {
    const text = description([
      item({ name: "**@everyone** <@&123> `x`", kind: "show", djName: "_DJ_ @here" }),
    ]);
    expect(text).toContain("\\*\\*@\u200beveryone\\*\\*");
    expect(text).not.toMatch(/(^|[^\\])@everyone/);
    expect(text).toContain("\\_DJ\\_ @\u200bhere");
  });

  it("cuts a long schedule to Discord's limits and says how many more there are", () => {
    const items = Array.from({ length: 300 }, (_, i) =>
      item({ id: i, name: `Block ${i} ${"x".repeat(60)}` }),
    );
    const message = renderSchedule(items, 7, "en");
    expect(limitProblems(message)).toEqual([]);
    expect(message.embeds[0]?.description).toMatch(/…and \d+ more$/);
  });

  it("says so in a friendly way when nothing is scheduled, in each language", () => {
    expect(description([], 3)).toContain("Nothing is on the schedule for the next 3 days");
    expect(description([], 1, "ru")).toContain("ничего нет");
    expect(renderSchedule([], 5, "ru").embeds[0]?.title).toBe("📅 В эфире на 5 дней");
  });
});

describe("renderSchedule in every language", () => {
  it.each(LOCALES)("cuts a long schedule to Discord's limits in %s and ends with how many more", (locale) => {
    const items = Array.from({ length: 300 }, (_, i) =>
      item({ id: i, name: `Block ${i} ${"x".repeat(60)}`, kind: i % 2 ? "show" : "block", djName: "DJ" }),
    );
    const message = renderSchedule(items, 7, locale);
    expect(limitProblems(message)).toEqual([]);
    const lines = message.embeds[0]?.description?.split("\n") ?? [];
    expect(lines.at(-1)).toMatch(/^…\D*\d+/);
    expect(message.embeds[0]?.footer?.text.trim()).not.toBe("");
  });

  it.each(LOCALES)(
    "gives a title and a friendly empty schedule in %s, for one day and for several",
    (locale) => {
      for (const days of [1, 2, 5, 7, 21, 22, 25]) {
        const message = renderSchedule([], days, locale);
        expect(limitProblems(message)).toEqual([]);
        expect(message.embeds[0]?.title?.startsWith("📅 ")).toBe(true);
        if (days > 1) expect(message.embeds[0]?.title).toContain(String(days));
        expect(message.embeds[0]?.description).not.toMatch(/\{n\}|undefined/);
      }
    },
  );
});

describe("renderScheduledEvent", () => {
  it.each(LOCALES)(
    "names an unnamed show and says who and where in %s, within Discord's limits",
    (locale) => {
      const body = renderScheduledEvent(
        { showId: 1, name: "", start: T0, end: T0 + H, djName: "Nova" },
        "https://radio.example.com/listen",
        locale,
      );
      expect(body.name.trim()).not.toBe("");
      expect(body.name.length).toBeLessThanOrEqual(100);
      expect(body.description).toMatch(/^🎧 .+: Nova\n📻 .+: https:\/\/radio\.example\.com\/listen$/);
    },
  );

  it("writes an external event with the DJ and where to listen, mentions broken, within Discord's limits", () => {
    const body = renderScheduledEvent(
      { showId: 1, name: `@everyone ${"x".repeat(200)}`, start: T0, end: T0 + H, djName: "<@123> Nova" },
      `https://radio.example.com/${"p".repeat(200)}`,
      "ru",
    );
    expect(body.name.length).toBeLessThanOrEqual(100);
    expect(body.name.startsWith("@\u200beveryone")).toBe(true);
    expect(body.description).toContain("🎧 Ведёт: <\u200b@\u200b123> Nova");
    expect(body.entity_metadata.location.length).toBeLessThanOrEqual(100);
    expect([body.entity_type, body.privacy_level]).toEqual([3, 2]);
    expect(body.scheduled_start_time).toBe(new Date(T0).toISOString());
  });
});
