import { describe, expect, it } from "vitest";
import {
  renderAnnouncement,
  triggerOf,
  withRolePing,
  type AnnouncementExtras,
} from "../../src/render/announcements.js";
import { renderDeadAir } from "../../src/render/dead-air.js";
import { COLORS, toDiscordBody } from "../../src/render/message.js";
import { type AnnouncementLook, DEFAULT_STYLE, type MessageStyle } from "../../src/templates/style.js";
import type { Trigger } from "../../src/templates/trigger.js";
import { AT, EVENTS } from "./announcement-events.js";

const look = (
  style: Partial<MessageStyle>,
  templates: AnnouncementLook["templates"] = {},
): AnnouncementLook => ({
  style: { ...DEFAULT_STYLE, ...style },
  templates,
});
const EXTRAS: AnnouncementExtras = { stationName: "Radio *Alpha*", listeners: 42 };
const SECONDS = AT / 1000;

describe("triggerOf", () => {
  it("names each event by the trigger a moderator words it with", () => {
    const triggers = Object.entries(EVENTS).map(([name, event]) => [name, triggerOf(event)]);
    expect(triggers.every(([name, trigger]) => name === trigger)).toBe(true);
  });
});

describe("renderAnnouncement, embed style without a template", () => {
  it("puts the style's colour on the standard embed", () => {
    for (const event of Object.values(EVENTS))
      expect(renderAnnouncement(event, "en", look({ color: 0x123456 })).embeds[0]?.color).toBe(0x123456);
  });

  it("drops the cover and the DJ's picture when the cover is off", () => {
    expect(renderAnnouncement(EVENTS.track, "en").embeds[0]?.thumbnail).toBeDefined();
    expect(
      renderAnnouncement(EVENTS.track, "en", look({ cover: false })).embeds[0]?.thumbnail,
    ).toBeUndefined();
    expect(
      renderAnnouncement(EVENTS.live, "en", look({ cover: false })).embeds[0]?.thumbnail,
    ).toBeUndefined();
  });

  it("drops every time when the timestamp is off: the When field and the timestamps", () => {
    const noTime = look({ timestamp: false });
    for (const event of Object.values(EVENTS)) {
      const body = JSON.stringify(renderAnnouncement(event, "en", noTime));
      expect(body).not.toContain("<t:");
      expect(body).not.toContain('"When"');
    }
    expect(renderAnnouncement(EVENTS.track, "en", noTime).embeds[0]?.description).toBe("🎙 Anna \\*Star\\*");
    expect(renderAnnouncement(EVENTS.live, "en", noTime).embeds[0]?.fields?.map((f) => f.name)).toEqual([
      "On air now",
      "Before",
      "Playing",
    ]);
  });
});

describe("renderAnnouncement with a template", () => {
  it("in an embed: the expanded template is the description, with colour, cover, time and the Listen button", () => {
    const message = renderAnnouncement(
      EVENTS.live,
      "en",
      look({}, { live: "**{dj}** on {station}!" }),
      EXTRAS,
    );
    expect(message.content).toBeUndefined();
    expect(message.embeds).toEqual([
      {
        description: "**Anna \\*Star\\*** on Radio \\*Alpha\\*!",
        color: COLORS.live,
        thumbnail: { url: "https://img.test/anna.png" },
        timestamp: new Date(AT).toISOString(),
      },
    ]);
    expect(message.components[0]?.components[0]).toMatchObject({ url: "https://radio.test/stream" });
  });

  it("in an embed without time or cover, when the style says so", () => {
    const styled = look({ timestamp: false, cover: false, color: 0xabcdef }, { track: "{track}" });
    expect(renderAnnouncement(EVENTS.track, "en", styled).embeds).toEqual([
      { description: "Daft Punk — One More Time", color: 0xabcdef },
    ]);
  });

  it("only for its own trigger: other triggers keep the default wording", () => {
    expect(renderAnnouncement(EVENTS.nobody, "en", look({}, { live: "x" }))).toEqual(
      renderAnnouncement(EVENTS.nobody, "en"),
    );
  });

  it("falls back to the default line when it expands to nothing", () => {
    const message = renderAnnouncement(
      EVENTS.handover,
      "en",
      look({ layout: "compact" }, { handover: "{album}" }),
    );
    expect(message.content).toBe("🔁 **Anna \\*Star\\*** takes over from **Boris**");
  });
});

describe("renderAnnouncement, compact and both", () => {
  const expected: Record<Trigger, string> = {
    live: "🔴 **Anna \\*Star\\*** is live!",
    handover: "🔁 **Anna \\*Star\\*** takes over from **Boris**",
    automatic: "🤖 The automatic player is back on air",
    nobody: "⏸ Nobody is on air",
    track: "🎵 Now playing: **Daft Punk — One More Time**",
    "off-air": "📴 The station is off air",
    "on-air": "📡 The station is back on air",
    "dead-air": "",
    "sound-back": "",
  };

  it.each(Object.entries(EVENTS))(
    "compact %s: one line of default wording, no embed, the same buttons",
    (name, event) => {
      const message = renderAnnouncement(event, "en", look({ layout: "compact" }));
      expect(message.content).toBe(expected[name as Trigger]);
      expect(message.embeds).toEqual([]);
      expect(message.components).toEqual(renderAnnouncement(event, "en").components);
    },
  );

  it("compact in Russian", () => {
    expect(renderAnnouncement(EVENTS.live, "ru", look({ layout: "compact" })).content).toBe(
      "🔴 **Anna \\*Star\\*** в эфире!",
    );
    expect(renderAnnouncement(EVENTS.track, "ru", look({ layout: "compact" })).content).toBe(
      "🎵 Сейчас играет: **Daft Punk — One More Time**",
    );
  });

  it("compact with a template: the template is the line", () => {
    const message = renderAnnouncement(
      EVENTS.track,
      "en",
      look({ layout: "compact" }, { track: "{track} · {listeners} listening · {listen} · {time}" }),
      EXTRAS,
    );
    expect(message.content).toBe(
      `Daft Punk — One More Time · 42 listening · <https://radio.test/stream> · <t:${(AT - 30_000) / 1000}:R>`,
    );
  });

  it("both: the line, then the standard embed in the style's colour", () => {
    const message = renderAnnouncement(EVENTS.live, "en", look({ layout: "both", color: 0x010203 }));
    expect(message.content).toBe(expected.live);
    expect(message.embeds).toEqual([{ ...renderAnnouncement(EVENTS.live, "en").embeds[0], color: 0x010203 }]);
  });
});

describe("withRolePing", () => {
  it("leads an embed message with the mention, and allows only that role", () => {
    const message = withRolePing(renderAnnouncement(EVENTS.live, "en"), "555");
    expect(message.content).toBe("<@&555>");
    expect(toDiscordBody(message).allowed_mentions).toEqual({ parse: [], roles: ["555"] });
  });

  it("keeps a compact message's line after the mention, within 2,000 characters", () => {
    const compact = renderAnnouncement(EVENTS.live, "en", look({ layout: "compact" }));
    expect(withRolePing(compact, "555").content).toBe("<@&555> 🔴 **Anna \\*Star\\*** is live!");
    const long = withRolePing({ ...compact, content: `${"a".repeat(1990)} <t:1:R>` }, "123456789012345678");
    expect(long.content?.length).toBeLessThanOrEqual(2000);
    expect(long.content).toMatch(/^<@&123456789012345678> a+…$/);
  });
});

describe("renderDeadAir with a look", () => {
  it("compact: the default line, with or without the station's name", () => {
    const compact = look({ layout: "compact" });
    expect(renderDeadAir("dead-air", "Radio *A*", 60, AT, "en", compact)).toEqual({
      content: "🔇 Dead air on **Radio \\*A\\***",
      embeds: [],
      components: [],
    });
    expect(renderDeadAir("sound-back", null, 60, AT, "ru", compact).content).toBe("🔊 Звук вернулся");
  });

  it("a template with {station} and {time}; the timestamp off drops the time from the standard embed", () => {
    const templated = look({}, { "sound-back": "Back: {station} {time}" });
    expect(renderDeadAir("sound-back", "Alpha", 60, AT, "en", templated).embeds[0]?.description).toBe(
      `Back: Alpha <t:${SECONDS}:R>`,
    );
    const noTime = renderDeadAir("dead-air", "Alpha", 60, AT, "en", look({ timestamp: false }));
    expect(noTime.embeds[0]?.description).not.toContain("<t:");
  });
});
