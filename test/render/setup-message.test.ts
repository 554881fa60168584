import { describe, expect, it } from "vitest";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { limitProblems } from "../../src/render/limits.js";
import { describeStyle, renderMessagePreview, withMessageSettings } from "../../src/render/setup-message.js";
import { sampleEvent } from "../../src/render/setup-message-sample.js";
import { DEFAULT_STYLE } from "../../src/templates/style.js";
import { TRIGGERS } from "../../src/templates/trigger.js";

const SHOWN: ReplyMessage = { embeds: [{ title: "⚙️", fields: [] }], components: [], ephemeral: true };

describe("/setup show's messages", () => {
  it("lists every template escaped and cut, and says how many more did not fit", () => {
    const templates = TRIGGERS.map((trigger) => ({
      trigger,
      station: "Radio *Beta*",
      text: `@everyone **${"x".repeat(990)}**`,
    }));
    const shown = withMessageSettings(SHOWN, DEFAULT_STYLE, templates, "en");
    const value = String(shown.embeds[1]?.fields?.[1]?.value);
    expect(value.length).toBeLessThanOrEqual(1024);
    expect(value).toMatch(/…and \d+ more$/);
    expect(value).toContain("@\u200beveryone \\*\\*x");
    expect(value).not.toContain("@everyone");
    expect(limitProblems(shown)).toEqual([]);
  });

  it("says the bot's own wording is in use when there are no templates, and the style in words", () => {
    const shown = withMessageSettings(SHOWN, { ...DEFAULT_STYLE, color: 0x1e90ff, cover: false }, [], "ru");
    expect(shown.embeds[1]?.fields?.map((f) => f.value)).toEqual([
      "встраивание · цвет #1e90ff · без обложки · со временем",
      "нет: стандартный текст бота (/setup message)",
    ]);
    expect(describeStyle(DEFAULT_STYLE, "en")).toBe(
      "embed · each announcement's own colour · cover shown · time shown",
    );
  });
});

describe("the /setup message preview", () => {
  it("keeps the posted message whole, with a hint above and a Save button below, within Discord's limits", () => {
    const posted: ReplyMessage = {
      content: "🔴 line",
      embeds: [{ description: "d".repeat(4096), fields: [{ name: "n", value: "v".repeat(1024) }] }],
      components: [],
    };
    const preview = renderMessagePreview(
      posted,
      { trigger: "live", where: "", sample: true, saveId: "setup:message:abc" },
      "en",
    );
    expect(preview.content).toBe("🔴 line");
    expect(preview.embeds[1]).toEqual(posted.embeds[0]);
    expect(preview.embeds[0]?.description).toContain("sample values");
    expect(preview.components.at(-1)?.components[0]).toMatchObject({
      custom_id: "setup:message:abc",
      label: "Save",
    });
    expect(preview.ephemeral).toBe(true);
    expect(limitProblems(preview)).toEqual([]);
  });

  it("builds each trigger's event with what is on air where it fits, and samples where nothing does", () => {
    const nova = { id: 2, name: "DJ Nova", live: true, image: null };
    const now = { dj: nova, track: null, listenUrl: null };
    const live = sampleEvent("live", now, 0, "en");
    expect(live.event).toMatchObject({ kind: "dj", change: "live", to: nova });
    expect(live.sample).toBe(true);
    expect(sampleEvent("automatic", now, 0, "en").event).toMatchObject({
      from: nova,
      to: { name: "AutoDJ" },
    });
    expect(sampleEvent("nobody", now, 0, "en").event).toMatchObject({ from: nova, to: null });
    expect(sampleEvent("track", now, 0, "ru").event).toMatchObject({
      kind: "track",
      track: { title: "Песня" },
    });
    expect(sampleEvent("off-air", now, 0, "en")).toEqual({
      event: { kind: "station", id: "preview", onAir: false, at: 0 },
      sample: false,
    });
  });
});
