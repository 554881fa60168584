import { beforeAll, describe, expect, it } from "vitest";
import { createKeySealer, type KeySealer } from "../../src/secrets/key-sealer.js";
import type { SavedStation } from "../../src/settings/guild-settings.js";
import { resealStoredKeys } from "../../src/store/reseal-keys.js";
import { storesOn, type StoreBackend } from "./store-fixtures.js";

const SECRET = "q7Vh2mC9xLr4TzB1wNe8KpYs3Ud6Gf0A";
const API_KEY = "sc-9f8e7d6c5b4a39281706f5e4d3c2b1a0";
const STATION = "https://radio.example.com:8080#1";

const saved = (sealedKey: string | undefined, key = STATION): SavedStation => ({
  key,
  url: key.split("#")[0] ?? "",
  serverId: 1,
  name: "Radio",
  ...(sealedKey ? { sealedKey } : {}),
});

/** Stored API keys: the old unbound ones are sealed again for their rows, the same over every store. */
export function describeSealedKeysContract(backend: StoreBackend): void {
  describe("stored API keys", () => {
    const { one } = storesOn(backend);
    let sealer: KeySealer;
    beforeAll(async () => {
      sealer = await createKeySealer(SECRET);
    });

    it("re-seals a key stored the old way for its own row, once, and a copy in another row does not open", async () => {
      const store = await one();
      const old = sealer.seal(API_KEY);
      await store.saveGuildSettings("111", { locale: "en", stations: [saved(old), saved(undefined, "x#2")] });
      expect(await resealStoredKeys(store, sealer)).toEqual({ resealed: 1, unopened: 0 });

      const settings = await store.guildSettings("111");
      expect(settings?.locale).toBe("en");
      const bound = settings?.stations?.[0]?.sealedKey ?? "";
      expect(sealer.isCurrent(bound)).toBe(true);
      expect(settings?.stations?.[1]).toEqual(saved(undefined, "x#2"));
      expect(sealer.open(bound, { guildId: "111", stationKey: STATION })).toBe(API_KEY);

      // A hostile copy of the sealed value into another server's row, or another station of the same server.
      await store.saveGuildSettings("222", { stations: [saved(bound)] });
      const copied = (await store.guildSettings("222"))?.stations?.[0]?.sealedKey ?? "";
      expect(() => sealer.open(copied, { guildId: "222", stationKey: STATION })).toThrow();
      expect(() =>
        sealer.open(bound, { guildId: "111", stationKey: "https://other.example.com#1" }),
      ).toThrow();

      // Bound keys are left alone (the copy too: it is refused when opened for its row, not rewritten).
      const revision = await store.revision();
      expect(await resealStoredKeys(store, sealer)).toEqual({ resealed: 0, unopened: 0 });
      expect(await store.revision()).toBe(revision);
    });
  });
}
