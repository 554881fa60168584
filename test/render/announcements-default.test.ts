import { buttonsOf } from "../../src/message/reply-message.js";
import { describe, expect, it } from "vitest";
import { renderAnnouncement } from "../../src/render/announcements.js";
import { renderDeadAir } from "../../src/render/dead-air.js";
import { limitProblems } from "../../src/render/limits.js";
import { LOCALES } from "../../src/locale.js";
import { AT, EVENTS } from "./announcement-events.js";

describe("renderAnnouncement with the default look", () => {
  it.each(Object.entries(EVENTS))("gives today's %s message in English and Russian", (_name, event) => {
    expect(renderAnnouncement(event, "en")).toMatchSnapshot();
    expect(renderAnnouncement(event, "ru")).toMatchSnapshot();
  });

  it.each(LOCALES)("gives every announcement in %s, in its own words, within Discord's limits", (locale) => {
    for (const event of Object.values(EVENTS)) {
      const message = renderAnnouncement(event, locale);
      expect(limitProblems(message)).toEqual([]);
      const [embed] = message.embeds;
      expect((embed?.title ?? "").trim()).not.toBe("");
      for (const field of embed?.fields ?? []) expect(field.name.trim()).not.toBe("");
      if (embed?.author) expect(embed.author.name.trim()).not.toBe("");
      for (const button of buttonsOf(message)) expect(button.label?.trim()).not.toBe("");
      if (locale !== "en") expect(message.embeds).not.toEqual(renderAnnouncement(event, "en").embeds);
    }
    for (const notice of ["dead-air", "sound-back"] as const)
      for (const name of ["Radio Alpha", null]) {
        const message = renderDeadAir(notice, name, 60, AT, locale);
        expect(limitProblems(message)).toEqual([]);
        if (locale !== "en") expect(message).not.toEqual(renderDeadAir(notice, name, 60, AT, "en"));
      }
  });
});
