import type { FleetGuild } from "../settings/fleet.js";
import { inShare, mayFollow } from "../settings/fleet-share.js";
import { CHANGES_KEPT, changesOf, feedPlan, publishedChanges, pruneThrough } from "./fleet-changes.js";
import {
  FLEET_CHANGE_ROW,
  FLEET_CHANGE_SOURCE,
  FLEET_GUILD_ROW,
  FLEET_GUILD_SOURCE,
  LISTED_SERVER_ROW,
  LISTED_SERVER_SOURCE,
  SETTINGS_REVISION_ROW,
  SETTINGS_REVISION_SOURCE,
} from "./rows/fleet-guild-row.js";
import { GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE } from "./rows/guild-settings-row.js";
import type { RawRow, RowDecoder } from "./rows/row-decoder.js";
import type { SqlDatabase } from "./sql.js";
import { prepareFleetStatements, type SqliteFleetStatements } from "./sqlite-fleet-statements.js";
import type { FleetStore } from "./store.js";

/** The fleet's tables in the SQLite store, and the record that every write to servers or settings makes. */
export interface SqliteFleet extends FleetStore {
  /** Bumps the revision and records the servers it changed; call inside the transaction of the write. */
  readonly record: (guildIds: readonly string[]) => void;
}

type FleetReads = Pick<FleetStore, "fleet" | "fleetShare" | "followersOf" | "changesSince">;

/** The reads of {@link FleetStore}, each in one transaction with the revision its rows belong to. */
function fleetReads(
  db: SqlDatabase,
  statements: SqliteFleetStatements,
  state: () => { revision: number; pruned: number },
  rows: RowDecoder,
): FleetReads {
  const guildsOf = (read: RawRow[]) => rows.all(FLEET_GUILD_ROW, FLEET_GUILD_SOURCE, read);
  const settingsOf = (read: RawRow[]) => new Map(rows.all(GUILD_SETTINGS_ROW, GUILD_SETTINGS_SOURCE, read));
  return {
    fleet: () =>
      // One transaction: the revision read is the one the rows belong to, even with another process writing.
      db.transaction(() => ({
        revision: state().revision,
        guilds: guildsOf(statements.guilds.all()),
        settings: settingsOf(statements.settings.all()),
      })),
    // One process per file: reading every row and deciding in JS is as fast as SQL, and the same decision.
    fleetShare: (share) =>
      db.transaction(() => {
        const guilds = guildsOf(statements.shareGuilds.all(JSON.stringify(share.shardIds), share.shardCount));
        const listed = new Map(guilds.map((g) => [g.guildId, g]));
        const settings = [...settingsOf(statements.settings.all())];
        return {
          revision: state().revision,
          guilds,
          settings: new Map(settings.filter(([guildId]) => inShare(share, guildId, listed.get(guildId)))),
        };
      }),
    followersOf: (query) =>
      db.transaction(() => ({
        revision: state().revision,
        servers: rows
          .all(LISTED_SERVER_ROW, LISTED_SERVER_SOURCE, statements.listedSettings.all())
          .filter((server) => mayFollow(server.settings ?? {}, query)),
      })),
    changesSince: (since) =>
      db.transaction(() => {
        const { revision, pruned } = state();
        const plan = feedPlan(since, revision, pruned);
        if (plan === "reload") return { kind: "reload" };
        if (plan === "current") return { kind: "changes", revision, servers: [] };
        const ids = rows.all(FLEET_CHANGE_ROW, FLEET_CHANGE_SOURCE, statements.changed.all(since));
        return changesOf(
          revision,
          ids,
          guildsOf(statements.changedGuilds.all(since)),
          settingsOf(statements.changedSettings.all(since)),
        );
      }),
  };
}

/**
 * The SQLite side of {@link FleetStore}, over the tables migrations 6 and 7 made; `rows` reads their rows (one
 * that does not decode is logged and skipped), `kept` is how many revisions of changes are kept (`CHANGES_KEPT`).
 */
export function sqliteFleet(db: SqlDatabase, rows: RowDecoder, kept = CHANGES_KEPT): SqliteFleet {
  const statements = prepareFleetStatements(db);
  const state = () =>
    rows.one(SETTINGS_REVISION_ROW, SETTINGS_REVISION_SOURCE, statements.revision.get()) ?? {
      revision: 0,
      pruned: 0,
    };
  const record = (guildIds: readonly string[]) => {
    statements.bump.run();
    const { revision, pruned } = state();
    for (const guildId of guildIds) statements.change.run(revision, guildId);
    const through = pruneThrough(revision, pruned, kept);
    if (through !== null) {
      statements.prune.run(through);
      statements.pruned.run(through);
    }
  };
  const upsert = (guild: FleetGuild, now: number) =>
    statements.upsert.run(guild.guildId, guild.shardId, JSON.stringify(guild.envChannels), now);
  return {
    record,
    revision: () => state().revision,
    ...fleetReads(db, statements, state, rows),
    publishGuilds: (shardIds, guilds, now) =>
      db.transaction(() => {
        const before = rows.all(FLEET_GUILD_ROW, FLEET_GUILD_SOURCE, [
          ...shardIds.flatMap((shardId) => statements.shardGuilds.all(shardId)),
          ...guilds.flatMap((g) => statements.oneGuild.all(g.guildId)),
        ]);
        for (const shardId of shardIds) statements.dropShard.run(shardId);
        for (const guild of guilds) upsert(guild, now);
        record(publishedChanges(shardIds, before, guilds));
      }),
    joinGuild: (guild, now) =>
      db.transaction(() => {
        upsert(guild, now);
        record([guild.guildId]);
      }),
    leaveGuild: (guildId) =>
      db.transaction(() => {
        statements.leave.run(guildId);
        record([guildId]);
      }),
  };
}
