import { describe, expect, it } from "vitest";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { languageNameIn, NATIVE_LANGUAGE_NAMES } from "../../src/i18n/language-names.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { limitProblems } from "../../src/render/limits.js";
import { renderAnnounced, renderSettings, renderUnannounced, setupReply } from "../../src/render/setup.js";
import { describeStyle, renderMessagePreview, withMessageSettings } from "../../src/render/setup-message.js";
import { sampleEvent } from "../../src/render/setup-message-sample.js";
import { renderStationPreview, withServerStations } from "../../src/render/setup-station.js";
import { templateProblemText } from "../../src/render/template-problem.js";
import { resolveSettings } from "../../src/settings/guild-settings.js";
import { LOCALES, type Locale } from "../../src/locale.js";
import { DEFAULT_STYLE } from "../../src/templates/style.js";
import { PLACEHOLDERS, TRIGGERS } from "../../src/templates/trigger.js";

const DEFAULTS = {
  channels: [{ id: "10", tracks: "post" as const }],
  locale: "en" as const,
  stationStatus: false,
};

/** Every text a message carries, to look for what must never be in a reply. */
function textsOf(message: ReplyMessage): string[] {
  return [
    message.content ?? "",
    ...message.embeds.flatMap((e) => [
      e.title ?? "",
      e.description ?? "",
      e.footer?.text ?? "",
      ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
    ]),
  ];
}

/** Every sentence of the server's setup texts that takes no value, and those that do with long values filled in. */
function serverSentences(locale: Locale): string[] {
  const w = catalogueOf(locale).setup.server;
  const channel = "<#123456789012345678>";
  const role = "<@&123456789012345678>";
  return [
    w.notManager,
    w.noServer,
    w.noStore,
    w.unknownChannel,
    w.notText,
    w.missing({ channel, names: ["View Channel", "Send Messages", "Embed Links"].join(", ") }),
    w.announced({ channel, tracks: w.tracks.edit }),
    w.unannounced({ channel }),
    w.notAnnounced({ channel }),
    w.pinged({ role }),
    w.unpinged,
    w.cannotPing({ role }),
    w.unknownRole,
    w.notMentionable({ role }),
    ...LOCALES.map((l) => w.language_set({ language: languageNameIn(locale, l) })),
    w.status_set({ on: true }),
    w.status_set({ on: false }),
  ];
}

function stationSentences(locale: Locale): string[] {
  const w = catalogueOf(locale).setup.station;
  const name = "x".repeat(100);
  return [
    w.saved({ name }),
    w.chosen({ name }),
    w.followed({ channel: "<#1>", names: name }),
    w.stale,
    w.notYours,
    ...[1, 2, 5, 22, 1000].map((limit) => w.perServer({ limit })),
    w.total,
    w.refused({ reason: "x".repeat(300) }),
    w.noSuchServer({ id: 7, known: "x".repeat(500) }),
    w.needUrl,
    w.configured,
    w.current({ name }),
    w.removed({ name }),
    w.cooldown({ again: "<t:1700000000:R>" }),
    w.badKey,
    w.httpStatus({ status: 401, said: " (“a few words”)" }),
    w.httpStatus({ status: 500, said: "" }),
    w.notPanel,
  ];
}

function messageSentences(locale: Locale): string[] {
  const w = catalogueOf(locale).setup.message;
  const t = catalogueOf(locale).programme.triggers;
  return [
    ...TRIGGERS.flatMap((trigger) => [
      w.saved({ trigger: t[trigger].label, where: w.forStation({ name: "x".repeat(100) }) }),
      w.reset({ trigger: t[trigger].label, where: w.allStations }),
    ]),
    w.stale,
    w.notYours,
    w.unknownTrigger,
    w.styleSaved,
    w.needOption,
    w.badColor({ typed: "x".repeat(40) }),
  ];
}

describe.each(LOCALES)("/setup in %s", (locale) => {
  it("answers each change in one embed within Discord's limits, with nothing empty", () => {
    for (const text of [
      ...serverSentences(locale),
      ...stationSentences(locale),
      ...messageSentences(locale),
    ]) {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(/undefined|NaN|\[object/);
      expect(limitProblems(setupReply(text))).toEqual([]);
    }
  });

  it("counts stations in the language's plural forms, with the count formatted", () => {
    const station = catalogueOf(locale).setup.station;
    expect(station.perServer({ limit: 5 })).toContain("5");
    expect(new Set([1, 2, 5].map((limit) => station.perServer({ limit }))).size).toBeGreaterThan(1);
  });

  it("names every language when the announcements' language is set, each differently", () => {
    const { server } = catalogueOf(locale).setup;
    const names = LOCALES.map((l) => languageNameIn(locale, l));
    const answers = names.map((language) => server.language_set({ language }));
    expect(new Set(answers).size).toBe(LOCALES.length);
    expect(new Set(names).size).toBe(LOCALES.length);
  });

  it("shows the settings, the stations and the message settings within limits, naming the language natively", () => {
    for (const chosen of LOCALES) {
      const settings = resolveSettings({ locale: chosen }, DEFAULTS);
      const shown = withMessageSettings(
        withServerStations(
          renderSettings(settings, locale),
          { station: "Alpha", channels: [{ id: "10", stations: ["Alpha", "Beta"] }] },
          locale,
        ),
        { ...DEFAULT_STYLE, color: 0x1e90ff },
        TRIGGERS.map((trigger) => ({
          trigger,
          station: "Radio *Beta*",
          text: `@everyone ${"x".repeat(990)}`,
        })),
        locale,
      );
      expect(shown.embeds[0]?.fields?.[2]?.value.split("\n")[0]).toBe(NATIVE_LANGUAGE_NAMES[chosen]);
      expect(limitProblems(shown)).toEqual([]);
      expect(textsOf(shown).join("\n")).not.toContain("@everyone");
      for (const field of shown.embeds.flatMap((e) => e.fields ?? [])) {
        expect(field.name.trim()).not.toBe("");
        expect(field.value.trim()).not.toBe("");
      }
    }
  });

  it("answers announce and unannounce, and describes every style, in the language", () => {
    expect(limitProblems(renderAnnounced("10", "edit", ["A".repeat(100), "B".repeat(100)], locale))).toEqual(
      [],
    );
    expect(limitProblems(renderUnannounced("10", "A".repeat(100), locale))).toEqual([]);
    for (const layout of ["embed", "compact", "both"] as const)
      expect(describeStyle({ ...DEFAULT_STYLE, layout }, locale)).toContain(
        catalogueOf(locale).setup.layouts[layout],
      );
  });

  it("previews a station and a message within limits", () => {
    const station = renderStationPreview(
      {
        name: "R".repeat(300),
        address: "https://radio.example.com:8080",
        serverId: 1,
        onAir: "x".repeat(400),
        keySet: true,
      },
      "setup:save:abc",
      locale,
    );
    expect(limitProblems(station)).toEqual([]);
    const posted: ReplyMessage = {
      embeds: [{ description: "d".repeat(4096), fields: [{ name: "n", value: "v".repeat(1024) }] }],
      components: [],
    };
    for (const trigger of TRIGGERS) {
      const where = catalogueOf(locale).setup.message.forStation({ name: "x".repeat(100) });
      const preview = renderMessagePreview(posted, { trigger, where, sample: true, saveId: "s" }, locale);
      expect(limitProblems(preview)).toEqual([]);
      expect(preview.embeds[0]?.title).toContain(
        catalogueOf(locale).programme.triggers[trigger].label.slice(0, 20),
      );
    }
  });

  it("says why a template is refused, with every placeholder, well under 2,000 characters", () => {
    const names = Array.from({ length: 30 }, (_, i) => `${"n".repeat(39)}${i}`);
    for (const problem of [
      { kind: "empty" as const },
      { kind: "too-long" as const, length: 123_456 },
      { kind: "unknown-placeholders" as const, names },
      { kind: "unknown-placeholders" as const, names: ["song"] },
    ]) {
      const text = templateProblemText(problem, locale);
      for (const name of PLACEHOLDERS) expect(text).toContain(`\`{${name}}\``);
      expect(text.length).toBeLessThan(2000);
    }
  });

  it("fills a preview's missing track with the language's sample words", () => {
    const { event } = sampleEvent("track", { dj: null, track: null, listenUrl: null }, 0, locale);
    expect(event).toMatchObject({ track: { title: catalogueOf(locale).setup.sample.title } });
  });
});

describe("the catalogues' language names", () => {
  it("name each language in itself as Discord's language picker does", () => {
    expect(NATIVE_LANGUAGE_NAMES).toEqual({
      en: "English",
      ru: "Русский",
      uk: "Українська",
      de: "Deutsch",
      "es-ES": "Español (España)",
      "es-419": "Español (Latinoamérica)",
      "pt-BR": "Português (Brasil)",
      pl: "Polski",
    });
    expect(catalogueOf("de").setup.languages.uk).toBe("Ukrainisch");
  });
});
