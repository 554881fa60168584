import { describe, expect, it } from "vitest";
import { renderAnnounced, renderSettings, renderUnannounced } from "../../src/render/setup.js";
import { withServerStations } from "../../src/render/setup-station.js";
import { resolveSettings } from "../../src/settings/guild-settings.js";

const DEFAULTS = {
  channels: [{ id: "10", tracks: "post" as const }],
  locale: "en" as const,
  stationStatus: false,
};

describe("the answers of /setup announce and unannounce", () => {
  it("say where announcements go, and which stations the channel follows when one was named", () => {
    expect(renderAnnounced("10", "edit", null, "en").embeds[0]?.description).toBe(
      "✅ Announcements will go to <#10> (one message, edited).",
    );
    expect(renderAnnounced("10", "off", ["Alpha", "Beta"], "ru").embeds[0]?.description).toMatch(
      /\n✅ <#10> следит за: Alpha, Beta\.$/,
    );
  });

  it("name the station that stops, when one was named", () => {
    expect(renderUnannounced("10", null, "en").embeds[0]?.description).toBe(
      "✅ No more announcements in <#10>.",
    );
    expect(renderUnannounced("10", "Alpha", "en").embeds[0]?.description).toBe(
      "✅ No more announcements in <#10> (Alpha).",
    );
  });
});

describe("/setup show with several stations", () => {
  const shown = renderSettings(resolveSettings(null, DEFAULTS), "en");

  it("adds the server's station and what each channel follows after the settings", () => {
    const message = withServerStations(
      shown,
      {
        station: "Alpha",
        channels: [
          { id: "10", stations: ["Alpha", "Beta"] },
          { id: "11", stations: [] },
        ],
      },
      "en",
    );
    const fields = message.embeds[0]?.fields ?? [];
    expect(fields.slice(-2)).toEqual([
      { name: "This server's station", value: "Alpha" },
      { name: "Stations each channel follows", value: "<#10> → Alpha, Beta\n<#11> → —" },
    ]);
    expect(fields.length).toBe((shown.embeds[0]?.fields?.length ?? 0) + 2);
  });

  it("says a server has no station yet, and leaves out the channels field when there are none", () => {
    const fields = withServerStations(shown, { station: null, channels: [] }, "ru").embeds[0]?.fields ?? [];
    expect(fields.at(-1)).toEqual({ name: "Станция этого сервера", value: "пока нет: /setup station" });
  });
});
