import { describe, expect, it } from "vitest";
import { silentLogger } from "../../src/log.js";
import { announceTargets } from "../../src/settings/announce-targets.js";
import { createFleetView } from "../../src/settings/fleet-view.js";
import type { GuildSettings } from "../../src/settings/guild-settings.js";
import { lookOf } from "../../src/settings/message-look.js";
import { notUnderstood } from "../../src/settings/newer-settings.js";
import {
  colorHex,
  parseColor,
  styleOf,
  withoutTemplate,
  withStyle,
  withTemplate,
} from "../../src/settings/message-settings.js";
import { cleanMessageSettings } from "../../src/settings/stored-message-settings.js";
import { asyncStore } from "../../src/store/async-sqlite-store.js";
import { openSqliteStore } from "../../src/store/sqlite-store.js";
import { DEFAULT_STYLE } from "../../src/templates/style.js";

const ALL = { trigger: "live", text: "{dj} is on" } as const;
const ONE = { trigger: "live", text: "{dj} on A", station: "a#1" } as const;

describe("message templates in the settings", () => {
  it("replace the template of the same trigger and station, and keep the others", () => {
    const saved: GuildSettings = {
      locale: "ru",
      templates: [ALL, ONE, { trigger: "track", text: "{track}" }],
    };
    const next = withTemplate(saved, { trigger: "live", text: "new {dj}" });
    expect(next.locale).toBe("ru");
    expect(next.templates).toEqual([
      ONE,
      { trigger: "track", text: "{track}" },
      { trigger: "live", text: "new {dj}" },
    ]);
  });

  it("reset one station's template only, or every template of the trigger when no station is named", () => {
    const saved: GuildSettings = { templates: [ALL, ONE, { trigger: "track", text: "{track}" }] };
    expect(withoutTemplate(saved, "live", "a#1").templates).toEqual([
      ALL,
      { trigger: "track", text: "{track}" },
    ]);
    expect(withoutTemplate(saved, "live", null).templates).toEqual([{ trigger: "track", text: "{track}" }]);
    expect(withoutTemplate(null, "live", null)).toEqual({ templates: [] });
  });

  it("resolve a station's look: its own template, else the one for all, else the default", () => {
    const saved: GuildSettings = { templates: [ALL, ONE], style: { ...DEFAULT_STYLE, layout: "compact" } };
    expect(lookOf(saved, "a#1")).toEqual({ style: saved.style, templates: { live: "{dj} on A" } });
    expect(lookOf(saved, "b#1").templates).toEqual({ live: "{dj} is on" });
    expect(lookOf(null, "a#1")).toEqual({ style: DEFAULT_STYLE, templates: {} });
  });

  it("reach each announce target of the server, and only of that server", () => {
    const saved = (id: string): GuildSettings | null =>
      id === "A"
        ? { channels: [{ id: "1", tracks: "post" }], templates: [ALL], style: DEFAULT_STYLE }
        : { channels: [{ id: "2", tracks: "post" }] };
    const env = { channelIds: [], tracks: "off" as const, locale: "en" as const, stationStatus: false };
    const [a, b] = announceTargets(["A", "B"], saved, env, () => null);
    expect(a).toMatchObject({ channelId: "1", templates: [ALL], style: DEFAULT_STYLE });
    expect(b?.templates).toBeUndefined();
    expect(b?.style).toBeUndefined();
  });
});

describe("the style in the settings", () => {
  it("changes only the options given and keeps the rest", () => {
    const once = withStyle(null, { layout: "compact", color: undefined });
    expect(once.style).toEqual({ ...DEFAULT_STYLE, layout: "compact" });
    const twice = withStyle(once, { color: 0x1e90ff, timestamp: false });
    expect(styleOf(twice)).toEqual({ layout: "compact", color: 0x1e90ff, cover: true, timestamp: false });
    expect(styleOf(null)).toEqual(DEFAULT_STYLE);
  });
});

describe("parseColor", () => {
  it.each([
    ["#1e90ff", 0x1e90ff],
    ["1E90FF", 0x1e90ff],
    [" #fff ", 0xffffff],
    ["0a0", 0x00aa00],
    ["#000000", 0],
  ])("reads %s as a colour", (typed, color) => {
    expect(parseColor(typed)).toEqual({ ok: true, color });
  });

  it("reads default as each announcement's own colour", () => {
    expect(parseColor("default")).toEqual({ ok: true, color: null });
  });

  it.each([
    "none",
    "по умолчанию",
    "нет",
    "Standard",
    "keine",
    "за замовчуванням",
    "predeterminado",
    "Padrão",
    "brak",
  ])(
    "reads %j, a word for the default in one of the bot's languages, as each announcement's own colour",
    (typed) => {
      expect(parseColor(typed)).toEqual({ ok: true, color: null });
    },
  );

  it.each(["", "#12345", "blue", "#ggg", "0x1e90ff", "#1e90ff00", "rgb(1,2,3)"])("refuses %j", (typed) => {
    expect(parseColor(typed)).toEqual({ ok: false });
  });

  it("writes a colour back as six hex digits", () => {
    expect(colorHex(0x00aa00)).toBe("#00aa00");
  });
});

describe("stored templates and style read back", () => {
  const logged: string[] = [];
  const log = {
    debug() {},
    info() {},
    warn: (message: string) => void logged.push(message),
    error() {},
  };
  const accepts = (text: string) => (text.includes("{nope}") ? null : text.trim());

  it("keep what the bot can use and drop the rest, each with a log line, never throwing", () => {
    logged.length = 0;
    const stored = {
      locale: "en",
      templates: [
        ALL,
        { trigger: "louder", text: "x" },
        { trigger: "track", text: "{nope}" },
        { trigger: "track", text: "  {track} " },
        "junk",
      ],
      style: { layout: "sideways", color: 1, cover: true, timestamp: true },
    } as unknown as GuildSettings;
    const clean = cleanMessageSettings("g1", stored, accepts, log);
    expect(clean).toEqual({ locale: "en", templates: [ALL, { trigger: "track", text: "{track}" }] });
    expect(logged).toHaveLength(4);
  });

  it("leave settings without templates or style as they were", () => {
    logged.length = 0;
    const style = { ...DEFAULT_STYLE, color: 0xff0000 };
    expect(cleanMessageSettings("g1", { locale: "ru", style }, accepts, log)).toEqual({
      locale: "ru",
      style,
    });
    expect(logged).toEqual([]);
  });
});

describe("the fleet view reading stored templates", () => {
  it("uses the stored templates the bot can, keeps the one it cannot (a newer version's) in the store, once in the log", async () => {
    const store = asyncStore(openSqliteStore(":memory:"));
    const logged: string[] = [];
    const log = { ...silentLogger, warn: (message: string) => void logged.push(message) };
    const stored = {
      locale: "ru",
      templates: [
        { trigger: "live", text: "{dj} with {mood}" },
        { trigger: "track", text: "\r\n🎵 {track}\r\n" },
      ],
    } as GuildSettings;
    await store.saveGuildSettings("g1", stored);
    const view = createFleetView({ source: store, log });
    await view.load();
    await view.load();
    const read = view.guildSettings("g1");
    expect(JSON.parse(JSON.stringify(read))).toEqual({
      locale: "ru",
      templates: [{ trigger: "track", text: "🎵 {track}" }],
    });
    expect(notUnderstood(read)).toEqual(["templates"]);
    await view.saveGuildSettings("g1", { ...read, locale: "de" });
    const saved = await store.guildSettings("g1");
    expect(saved?.locale).toBe("de");
    // The template it cannot use is still in the store, for the version that can.
    expect(notUnderstood(saved)).toEqual(["templates"]);
    expect(logged).toHaveLength(1);
    await store.close();
  });
});
