import { describe, expect, it } from "vitest";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { narrowed } from "../../src/discord/requirements.js";
import type { StationDirectory } from "../../src/registry/directory.js";
import type { VoiceControl } from "../../src/voice/control.js";
import type { PanelClient } from "../../src/panel/client.js";
import { contextFor } from "../support/context.js";
import { manageableGuild } from "../support/guild-view.js";

const panel = {} as PanelClient;
const settings = {
  store: { guildSettings: () => null, saveGuildSettings: () => Promise.resolve() },
  defaults: () => ({ channels: [], locale: "en" as const, stationStatus: false }),
};

describe("a command's requirements", () => {
  it("hands the context on when every requirement is met", () => {
    const context = contextFor(panel, { guild: manageableGuild("1"), settings });
    expect(narrowed(["server", "manager", "settings"], context)).toBe(context);
  });

  it("refuses with the first unmet requirement, in the reader's language", () => {
    const de = catalogueOf("de");
    expect(() => narrowed(["server", "manager"], contextFor(panel, { locale: "de" }))).toThrow(
      de.listener.replies.serverOnly,
    );
    const member = { ...manageableGuild("1"), memberCanManage: false };
    expect(() => narrowed(["server", "manager"], contextFor(panel, { locale: "de", guild: member }))).toThrow(
      de.setup.server.notManager,
    );
    expect(() =>
      narrowed(["server", "settings"], contextFor(panel, { locale: "ru", guild: manageableGuild("1") })),
    ).toThrow(catalogueOf("ru").setup.server.noStore);
    expect(() => narrowed(["stations"], contextFor(panel))).toThrow(
      catalogueOf("en").setup.station.configured,
    );
    expect(() => narrowed(["voice"], contextFor(panel, { voice: null, voiceOff: "node" }))).toThrow(/22\.12/);
  });

  it("needs a station only where the bot has a registry, and only of commands that read one", () => {
    const stations = {} as StationDirectory;
    const noStation = catalogueOf("uk").listener.stations.noStation;
    expect(() => narrowed(["station"], contextFor(panel, { locale: "uk", stations }))).toThrow(noStation);
    expect(() =>
      narrowed(["server"], contextFor(panel, { stations, guild: manageableGuild("1") })),
    ).not.toThrow();
    expect(() =>
      narrowed(["station", "voice"], contextFor(panel, { voice: {} as VoiceControl })),
    ).not.toThrow();
  });
});
