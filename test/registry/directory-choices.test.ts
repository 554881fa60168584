import { describe, expect, it } from "vitest";
import { voiceHomesOf } from "../../src/features/voice.js";
import { createStationDirectory } from "../../src/registry/directory.js";
import { createStationRegistry } from "../../src/registry/registry.js";
import type { GuildSettings } from "../../src/settings/guild-settings.js";
import { createPanelHandler } from "../../src/simulator/handler.js";
import { inProcessFetch } from "../../src/simulator/in-process.js";
import { memoryLog } from "../e2e/world.js";
import { IN_PROCESS_PANEL } from "../support/simulator.js";

/** A network of three stations on one panel, known and none opened, with one server's settings. */
function network() {
  const registry = createStationRegistry({
    log: memoryLog(),
    timeoutMs: 1_000,
    guard: null,
    sealer: null,
    fetch: inProcessFetch(createPanelHandler({ lively: false })),
  });
  const configured = [1, 2, 3].map((serverId) =>
    registry.know({ url: IN_PROCESS_PANEL, serverId, name: serverId === 3 ? null : `Radio ${serverId}` }),
  );
  const directory = createStationDirectory({ registry, mode: "network", configured, saved: () => null });
  return { registry, directory, configured };
}

describe("listing a server's stations", () => {
  it("names them for autocomplete from what is known, opening none", () => {
    const { registry, directory } = network();
    const choices = directory.choicesOf("1");
    expect(choices.map((c) => [c.name, c.serverId])).toEqual([
      ["Radio 1", 1],
      ["Radio 2", 2],
      [null, 3],
    ]);
    expect(choices.every((c) => registry.get(c.handle)?.key === c.key)).toBe(true);
    // Only the lookups just above, by handle, opened them: the listing itself opened nothing.
    const fresh = network();
    fresh.directory.choicesOf("1");
    expect(fresh.registry.list()).toEqual([]);
  });

  it("finds each server's voice home and its station by key, opening none", () => {
    const { registry, directory, configured } = network();
    const fleet = {
      voiceHomes: () => [
        { guildId: "1", channelId: "9" },
        { guildId: "2", channelId: "8" },
      ],
      guildSettings: (guildId: string) =>
        (guildId === "1" ? { voiceStation: configured[1] } : null) as GuildSettings | null,
    };
    expect(voiceHomesOf(fleet, directory, () => true)).toEqual([
      { guildId: "1", channelId: "9", station: configured[1], followsServer: false },
      { guildId: "2", channelId: "8", station: configured[0], followsServer: true },
    ]);
    expect(registry.list()).toEqual([]);
  });
});
