import { afterEach, describe, expect, it } from "vitest";
import { statsAccessOf, type GuildSettings } from "../../src/settings/guild-settings.js";
import { NewerSettingsError, notUnderstood } from "../../src/settings/newer-settings.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import type { StoreBackend } from "./store-fixtures.js";

const SEALED = "v2.k1.c2VhbGVkLWJ5LWEtbmV3ZXItdmVyc2lvbg";
const STATION = {
  key: "https://radio.example.com:8080#1",
  url: "https://radio.example.com:8080",
  serverId: 1,
  name: "Radio",
  sealedKey: SEALED,
};

/**
 * A row as a newer version of the bot writes it: a kind of channel, an access level, a weekday and a setting this
 * version has never heard of, beside settings it understands (its station and sealed key).
 */
const NEWER = {
  station: STATION.key,
  stations: [STATION],
  channels: [
    { id: "c1", tracks: "post" },
    { id: "c2", tracks: "digest", stations: [STATION.key] },
  ],
  statsAccess: "moderators",
  report: { channelId: "c3", day: 8, hour: 9 },
  quietHours: [1, 6],
};

/** A newer version's row survives an older process's writes, the same over every store (a rolling upgrade). */
export function describeNewerSettingsContract(backend: StoreBackend): void {
  describe("settings a newer version of the bot saved", () => {
    const opened: AsyncBotStore[] = [];
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });
    const withNewerRow = async (guildId = "g1", row: unknown = NEWER) => {
      const open = await backend.fresh();
      const store = await open();
      opened.push(store);
      await backend.sql(
        open,
        `INSERT INTO guild_settings (guild_id, settings) VALUES ('${guildId}', '${JSON.stringify(row)}')`,
      );
      const stored = async () => JSON.parse((await backend.settingsText(open, guildId)) ?? "null") as unknown;
      return { store, stored, open };
    };

    it("are read for what this version understands: the station, its sealed key, the channels it knows", async () => {
      const { store } = await withNewerRow();
      const read = await store.guildSettings("g1");
      expect(read?.station).toBe(STATION.key);
      expect(read?.stations).toEqual([STATION]);
      expect(read?.channels).toEqual([{ id: "c1", tracks: "post" }]);
      expect(read?.report).toBeUndefined();
      expect(notUnderstood(read)).toEqual(["channels", "statsAccess", "report"]);
      // An access level it does not understand keeps /stats to managers, never open to everyone.
      expect(statsAccessOf(read)).toBe("managers");
      expect([...(await store.fleet()).settings.keys()]).toEqual(["g1"]);
    });

    it("survive an older process's /setup language and /setup ping, which write only what they change", async () => {
      const { store, stored } = await withNewerRow();
      const read = (await store.guildSettings("g1")) as GuildSettings;
      await store.saveGuildSettings("g1", { ...read, locale: "de" });
      const again = (await store.guildSettings("g1")) as GuildSettings;
      await store.saveGuildSettings("g1", { ...again, pingRoleId: "r1" });
      expect(await stored()).toEqual({ ...NEWER, locale: "de", pingRoleId: "r1" });
      expect(notUnderstood(await store.guildSettings("g1"))).toEqual(["channels", "statsAccess", "report"]);
    });

    it("are never overwritten: a write that changes one is refused and leaves the row as it was", async () => {
      const { store, stored } = await withNewerRow();
      const read = (await store.guildSettings("g1")) as GuildSettings;
      const changes: GuildSettings[] = [
        { ...read, statsAccess: "everyone" },
        { ...read, statsAccess: "managers" },
        { ...read, report: null },
        { ...read, report: { channelId: "c3", day: 1, hour: 9 } },
        { ...read, channels: [...(read.channels ?? []), { id: "c4", tracks: "edit" }] },
      ];
      for (const next of changes) {
        await expect(store.saveGuildSettings("g1", next)).rejects.toBeInstanceOf(NewerSettingsError);
      }
      expect(await stored()).toEqual(NEWER);
    });

    it("written by a newer process after this one read the settings are merged into, not lost", async () => {
      const { store, stored, open } = await withNewerRow("g2", { locale: "ru", station: STATION.key });
      const read = (await store.guildSettings("g2")) as GuildSettings;
      expect(notUnderstood(read)).toEqual([]);
      const newer = { ...NEWER, locale: "ru" };
      await backend.sql(open, `UPDATE guild_settings SET settings = '${JSON.stringify(newer)}'`);
      // The fleet view gives what its copy held, which the writer read, as the base of the write.
      await store.saveGuildSettings("g2", { ...read, pingRoleId: "r1" }, read);
      // Only what this write changed is written: the newer process's values and fields stay.
      expect(await stored()).toEqual({ ...newer, pingRoleId: "r1" });
      await expect(store.saveGuildSettings("g2", { ...read, statsAccess: "everyone" }, read)).rejects.toThrow(
        NewerSettingsError,
      );
    });

    it("in a row that is no JSON object are written over by the settings saved", async () => {
      const { store, stored } = await withNewerRow("g3", [1, 2]);
      expect(await store.guildSettings("g3")).toBeNull();
      await store.saveGuildSettings("g3", { locale: "pl" });
      expect(await stored()).toEqual({ locale: "pl" });
    });
  });
}
