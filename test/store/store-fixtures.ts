import { afterEach } from "vitest";
import type { Logger } from "../../src/log.js";
import type { AnnouncerState } from "../../src/station/changes.js";
import type { AsyncBotStore } from "../../src/store/async-store.js";
import type { NewDelivery } from "../../src/store/store.js";

/**
 * A store under test: `fresh` makes a new, empty database and answers a function that opens one more store on it
 * each call (a restart, or a second process on the same database).
 */
export interface StoreBackend {
  readonly name: string;
  fresh(options?: FreshOptions): Promise<() => Promise<AsyncBotStore>>;
  /**
   * Runs SQL on a database `fresh` made, past the store (its opener's database): rows as a newer version of the
   * bot, or a hand edit, may leave them. Plain SQL both databases take.
   */
  sql(open: () => Promise<AsyncBotStore>, statement: string): Promise<void>;
  /** The text of a server's `settings` column as the database holds it, past the store (null: no row). */
  settingsText(open: () => Promise<AsyncBotStore>, guildId: string): Promise<string | null>;
  /** Breaks every connection listening for the fleet's changes, as a network failure would (PostgreSQL). */
  readonly breakListeners?: () => Promise<void>;
  /** Why this backend cannot run here: its tests are skipped, under a name that says so. */
  readonly skipped?: string;
}

/** How the stores of a new database are opened, where a test needs other than the defaults. */
export interface FreshOptions {
  /** Revisions of the fleet's changes kept (a few, for a test of a copy left too far behind). */
  readonly changesKept?: number;
  /** The pause before listening again (PostgreSQL), so a test decides when the listener comes back. */
  readonly reconnectWait?: (failures: number) => Promise<void>;
  /** Where the store reports what it skipped (silent when not given). */
  readonly log?: Logger;
}

export const KEY = "http://panel.test:8080#1";
export const CHANNEL = "111111111111111111";

export const STATE: AnnouncerState = {
  dj: { id: 3, name: "DJ Nova", live: true, image: null },
  track: { id: 41, startedAt: 1_700_000_000_000 },
  stationOnAir: true,
  pendingDj: null,
  pendingOffAir: null,
};

export function delivery(eventId: string, mode: "post" | "edit" = "post", channelId = CHANNEL): NewDelivery {
  return { channelId, eventId, mode, message: { content: `event ${eventId}`, embeds: [], components: [] } };
}

/**
 * Opens stores on new databases of a backend, and closes them after each test: `database()` answers an opener for
 * one new database, `one()` a store on a new database.
 */
export function storesOn(backend: StoreBackend): {
  database(options?: FreshOptions): Promise<() => Promise<AsyncBotStore>>;
  one(): Promise<AsyncBotStore>;
} {
  const opened: AsyncBotStore[] = [];
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });
  async function database(options?: FreshOptions): Promise<() => Promise<AsyncBotStore>> {
    const open = await backend.fresh(options);
    return async () => {
      const store = await open();
      opened.push(store);
      return store;
    };
  }
  return { database, one: async () => (await database())() };
}
