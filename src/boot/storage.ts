import type { Config } from "../config.js";
import type { Lifecycle } from "../lifecycle.js";
import type { Logger } from "../log.js";
import type { FleetView } from "../settings/fleet.js";
import type { FleetShareOptions } from "../settings/fleet-holding.js";
import { createFleetView } from "../settings/fleet-view.js";
import type { AsyncBotStore, FleetWatcher } from "../store/async-store.js";
import { openAsyncStore, type StoreLocation } from "../store/open-async-store.js";
import { storeDescription } from "../store/store-description.js";

/** The bot's state: the database, and every shard's servers and settings as read from it. */
export interface Storage {
  /** The announcer's state, each server's /setup settings, request cooldowns, event mappings. */
  readonly store: AsyncBotStore;
  /** Every shard's servers and every server's settings, read without waiting; reloaded when they change. */
  readonly fleet: FleetView;
}

/** What hears of the fleet's changes for the view: each change, and each time listening starts again, catch up. */
export function fleetWatcher(fleet: Pick<FleetView, "catchUp">, log: Logger): FleetWatcher {
  return {
    notice: (revision) => void fleet.catchUp(revision ?? undefined),
    listening: () => void fleet.catchUp(),
    error: (error) =>
      log.warn("fleet: not hearing of settings changed elsewhere for now; listening again shortly", {
        error: error.message,
      }),
  };
}

/**
 * Opens the database (PostgreSQL with DATABASE_URL, shared by every process of the bot, else the SQLite file in
 * DATA_DIR) and loads the fleet view from it: every server, or a shard process's share (`share`). The store is
 * recorded in `life` as soon as it is open.
 */
export async function openStorage(
  config: Pick<Config, "databaseUrl" | "databaseConnections" | "dataDir" | "sqliteDriver">,
  deps: {
    readonly log: Logger;
    readonly now: () => number;
    readonly life: Lifecycle;
    readonly share?: FleetShareOptions | null;
  },
): Promise<Storage> {
  const { log, now } = deps;
  const location: StoreLocation = {
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: config.dataDir,
    sqliteDriver: config.sqliteDriver,
    maxConnections: config.databaseConnections,
  };
  // A pooled connection that breaks while idle is replaced by the next query; the operator still hears of it, as
  // of a row this version cannot read (skipped).
  const store = deps.life.add(
    await openAsyncStore(location, {
      onIdleError: (error) =>
        log.warn("a database connection broke while idle; the next query opens another", { error }),
      log,
    }),
    "the store",
  );
  const fleet = createFleetView({ source: store, log, now, share: deps.share ?? null });
  await fleet.load();
  // Another process's change, heard at once (PostgreSQL): that server alone is read. Listening again after a
  // break catches up from the revision the copy last saw; a notification missed anyway is found by `refresh`.
  // Closed before the store (recorded after it).
  deps.life.add(await store.watchFleet(fleetWatcher(fleet, log)), "the settings listener");
  log.info(`keeping state in ${storeDescription(location)}`);
  return { store, fleet };
}
