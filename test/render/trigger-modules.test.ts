import { describe, expect, it } from "vitest";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { announcementEmbed } from "../../src/render/announcement-embed.js";
import { hasOwnEmbed, lineEmbed, triggerEmbed } from "../../src/render/trigger-embed.js";
import { placeholderValues, type TemplateValue } from "../../src/render/template-values.js";
import { PLACEHOLDERS } from "../../src/templates/placeholders.js";
import { TRIGGER_MODULES } from "../../src/templates/triggers/index.js";
import type { OnAirNow } from "../../src/templates/triggers/trigger-module.js";
import { NOVA, SONG } from "../support/on-air.js";

const EVERYTHING: OnAirNow = { dj: NOVA, track: SONG, listenUrl: "https://r.example/live" };
const words = catalogueOf("en");

/** Whether a placeholder says something of the change (a DJ not there says only the fallback "nobody"). */
const says = (value: TemplateValue) =>
  value.kind === "markup" ? value.text !== "" : value.text !== null && value.text !== "";

describe("each trigger's placeholders", () => {
  it.each(TRIGGER_MODULES.map((module) => [module.name, module] as const))(
    "%s lists exactly the placeholders its change fills (the station's name and audience come from the run)",
    (_name, module) => {
      const { change } = module.sample(EVERYTHING, 9_000, words.setup.sample);
      const values = placeholderValues({ station: null, listeners: null, ...module.facts(change) }, "en");
      const filled = PLACEHOLDERS.filter((name) => says(values[name]));
      // The run's extras fill these for any trigger (a change may tell them itself).
      const fromRun = new Set(["station", "listeners"]);
      expect(filled).toEqual(
        module.placeholders.filter((name) => !fromRun.has(name) || filled.includes(name)),
      );
    },
  );
});

describe("triggerEmbed", () => {
  it("gives a DJ change, a track and the station their own standard embed", () => {
    const values = placeholderValues(
      { dj: null, previousDj: null, track: null, station: null, listeners: null, listenUrl: null, at: null },
      "en",
    );
    for (const module of TRIGGER_MODULES) {
      const { change } = module.sample(EVERYTHING, 9_000, words.setup.sample);
      if (change.kind === "silence" || !hasOwnEmbed(change)) continue;
      expect(triggerEmbed(change, "en", true, { text: "line", values })).toEqual(
        announcementEmbed(change, "en", true),
      );
    }
  });

  it("makes a trigger's one line, its placeholders filled and escaped, the text of an embed of its own", () => {
    const values = placeholderValues(
      {
        dj: "*Nova*",
        previousDj: null,
        track: null,
        station: "Radio",
        listeners: 12,
        listenUrl: null,
        at: null,
      },
      "en",
    );
    expect(lineEmbed("📈 **{listeners}** on {station} with {dj}", values)).toEqual({
      description: "📈 **12** on Radio with \\*Nova\\*",
      color: 0x10b981,
    });
  });
});
