import type { FleetGuild } from "../settings/fleet.js";
import { inShare, mayFollow } from "../settings/fleet-share.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import {
  CHANGES_KEPT,
  changesOf,
  feedPlan,
  guildOfRow,
  publishedChanges,
  pruneThrough,
} from "./fleet-changes.js";
import type { SqlDatabase } from "./sql.js";
import { prepareFleetStatements, type SqliteFleetStatements } from "./sqlite-fleet-statements.js";
import type { FleetStore } from "./store.js";

interface FleetRow {
  guild_id: string;
  shard_id: number;
  env_channels: string;
}

/** The fleet's tables in the SQLite store, and the record that every write to servers or settings makes. */
export interface SqliteFleet extends FleetStore {
  /** Bumps the revision and records the servers it changed; call inside the transaction of the write. */
  readonly record: (guildIds: readonly string[]) => void;
}

const settingsOf = (rows: { guild_id: string; settings: string }[]) =>
  new Map(rows.map((row) => [row.guild_id, JSON.parse(row.settings) as GuildSettings]));

type FleetReads = Pick<FleetStore, "fleet" | "fleetShare" | "followersOf" | "changesSince">;

/** The reads of {@link FleetStore}, each in one transaction with the revision its rows belong to. */
function fleetReads(
  db: SqlDatabase,
  statements: SqliteFleetStatements,
  state: () => { revision: number; pruned: number },
): FleetReads {
  return {
    fleet: () =>
      // One transaction: the revision read is the one the rows belong to, even with another process writing.
      db.transaction(() => ({
        revision: state().revision,
        guilds: statements.guilds.all<FleetRow>().map(guildOfRow),
        settings: settingsOf(statements.settings.all()),
      })),
    // One process per file: reading every row and deciding in JS is as fast as SQL, and the same decision.
    fleetShare: (share) =>
      db.transaction(() => {
        const rows = statements.shareGuilds
          .all<FleetRow>(JSON.stringify(share.shardIds), share.shardCount)
          .map(guildOfRow);
        const listed = new Map(rows.map((g) => [g.guildId, g]));
        const settings = [...settingsOf(statements.settings.all())];
        return {
          revision: state().revision,
          guilds: rows,
          settings: new Map(settings.filter(([guildId]) => inShare(share, guildId, listed.get(guildId)))),
        };
      }),
    followersOf: (query) =>
      db.transaction(() => ({
        revision: state().revision,
        servers: statements.listedSettings
          .all<FleetRow & { settings: string }>()
          .map((row) => ({
            guildId: row.guild_id,
            guild: guildOfRow(row),
            settings: JSON.parse(row.settings) as GuildSettings | null,
          }))
          // Stored settings are untrusted: a `null` follows what no settings would, as in PostgreSQL.
          .filter((server) => mayFollow(server.settings ?? {}, query)),
      })),
    changesSince: (since) =>
      db.transaction(() => {
        const { revision, pruned } = state();
        const plan = feedPlan(since, revision, pruned);
        if (plan === "reload") return { kind: "reload" };
        if (plan === "current") return { kind: "changes", revision, servers: [] };
        const ids = statements.changed.all<{ guild_id: string }>(since).map((row) => row.guild_id);
        return changesOf(
          revision,
          ids,
          statements.changedGuilds.all<FleetRow>(since).map(guildOfRow),
          settingsOf(statements.changedSettings.all(since)),
        );
      }),
  };
}

/**
 * The SQLite side of {@link FleetStore}, over the tables migrations 6 and 7 made; `kept` is how many revisions of
 * changes are kept (see `CHANGES_KEPT`).
 */
export function sqliteFleet(db: SqlDatabase, kept = CHANGES_KEPT): SqliteFleet {
  const statements = prepareFleetStatements(db);
  const state = () =>
    statements.revision.get<{ revision: number; pruned: number }>() ?? { revision: 0, pruned: 0 };
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
    ...fleetReads(db, statements, state),
    publishGuilds: (shardIds, guilds, now) =>
      db.transaction(() => {
        const before = [
          ...shardIds.flatMap((shardId) => statements.shardGuilds.all<FleetRow>(shardId)),
          ...guilds.flatMap((g) => statements.oneGuild.all<FleetRow>(g.guildId)),
        ].map(guildOfRow);
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
