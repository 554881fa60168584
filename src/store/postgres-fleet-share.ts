import type { PoolClient } from "pg";
import type { FleetGuild, FleetServerChange, FollowerQuery, ShardShare } from "../settings/fleet.js";
import { mayFollow } from "../settings/fleet-share.js";
import { postgresErrorCode } from "./postgres-error-code.js";
import {
  FLEET_GUILD_ROW,
  FLEET_GUILD_SOURCE,
  LISTED_SERVER_ROW,
  LISTED_SERVER_SOURCE,
} from "./rows/fleet-guild-row.js";
import type { RawRow, RowDecoder } from "./rows/row-decoder.js";

/** A `fleet_guilds` row (`g`) that a process of the shards `$1` of `$2` holds: `inShare` for a listed server. */
const LISTED_HERE = "(g.shard_id = ANY($1::int[]) OR g.shard_id >= $2::int OR g.env_channels <> '[]')";

/**
 * `shardOfGuild(s.guild_id, $2)` is one of `$1`. In a CASE, so that an id that is not a snowflake is never cast
 * (PostgreSQL may reorder the operands of AND in a WHERE). `{1,20}` in a regular expression took PostgreSQL 4.6 µs
 * a row, `+` and a length 1.
 */
const ID_HERE = `CASE WHEN $2::int >= 1 AND length(s.guild_id) <= 20 AND s.guild_id ~ '^[0-9]+$'
  THEN mod(div(s.guild_id::numeric, 4194304), $2::int)::int = ANY($1::int[]) ELSE false END`;

/** A jsonb value when it is an array, else an empty one: `jsonb_array_elements` throws on anything else. */
const arrayOf = (value: string) => `CASE WHEN jsonb_typeof(${value}) = 'array' THEN ${value} ELSE '[]' END`;
const STATION = "CASE WHEN jsonb_typeof(j->'station') = 'string' THEN j->>'station' END";

/**
 * The listed servers whose settings may follow the stations `$1` (`mayFollow`; `$2` is `firstOf`, or null). The
 * settings are cast to jsonb once per row, in a subquery that OFFSET 0 keeps from being folded into the WHERE
 * (which would cast them once per use). JSON that jsonb refuses (`\u0000`, a lone surrogate: JSON.stringify
 * writes both) is not cast but answered, erring towards yes as `mayFollow` does: the caller reads it in JS.
 * Settings without the text `"stations"` (JSON.stringify never escapes a key's letters) skip the array searches.
 * At 100,000 servers this took about 340 ms in PostgreSQL 18 here, of which the join and the cast are 240.
 */
const FOLLOWERS = `SELECT guild_id, shard_id, env_channels, settings FROM (
    SELECT g.guild_id, g.shard_id, g.env_channels, s.settings,
      CASE WHEN strpos(s.settings, '\\u') > 0 AND s.settings ~ '\\\\u(0000|[dD][89abcdefABCDEF])' THEN NULL
        ELSE s.settings::jsonb END AS j
    FROM fleet_guilds g JOIN guild_settings s ON s.guild_id = g.guild_id
    OFFSET 0
  ) f
  WHERE j IS NULL
    OR (${STATION}) = ANY($1::text[])
    OR ($2::text[] IS NOT NULL AND ((${STATION}) IS NULL OR NOT ((${STATION}) = ANY($2::text[]))))
    OR CASE WHEN strpos(settings, '"stations"') = 0 THEN false ELSE
      EXISTS (SELECT FROM jsonb_array_elements(${arrayOf("j->'channels'")}) c
        WHERE jsonb_typeof(c->'stations') = 'array' AND (c->'stations') ?| $1::text[])
      OR EXISTS (SELECT FROM jsonb_array_elements(${arrayOf("j->'stations'")}) a
        WHERE jsonb_typeof(a->'key') = 'string' AND (a->>'key') = ANY($1::text[]))
    END
  ORDER BY guild_id`;

/**
 * The rows and settings of the part of the fleet a process of these shards holds (see `FleetSource.fleetShare`),
 * in the transaction of `client`: two statements, each one pass over its table. The settings rows are left for
 * the caller to decode.
 */
export async function readShare(
  client: PoolClient,
  share: ShardShare,
  rows: RowDecoder,
): Promise<{ guilds: FleetGuild[]; settings: RawRow[] }> {
  const params = [[...share.shardIds], share.shardCount];
  const guilds = await client.query<RawRow>(
    `SELECT guild_id, shard_id, env_channels FROM fleet_guilds g WHERE ${LISTED_HERE} ORDER BY guild_id`,
    params,
  );
  const settings = await client.query<RawRow>(
    `SELECT s.guild_id, s.settings FROM guild_settings s LEFT JOIN fleet_guilds g ON g.guild_id = s.guild_id
     WHERE ${LISTED_HERE} OR ${ID_HERE} ORDER BY s.guild_id`,
    params,
  );
  return { guilds: rows.all(FLEET_GUILD_ROW, FLEET_GUILD_SOURCE, guilds.rows), settings: settings.rows };
}

/** Every listed server with settings, for the followers decided in JS. */
const LISTED = `SELECT g.guild_id, g.shard_id, g.env_channels, s.settings
  FROM fleet_guilds g JOIN guild_settings s ON s.guild_id = g.guild_id ORDER BY g.guild_id`;

/**
 * Where the followers are sifted: in SQL (one statement that reads the settings as jsonb), or in JS over every
 * listed server, as SQLite does: for a database holding settings that are no JSON at all, which fail the cast.
 */
export type FollowerSieve = "sql" | "js";

/** Whether PostgreSQL refused a text as JSON (`invalid_text_representation`): settings that are no JSON at all. */
export function refusedAsJson(error: unknown): boolean {
  return postgresErrorCode(error) === "22P02";
}

/**
 * The listed servers whose settings may follow the stations (see `FleetSource.followersOf`), sifted by `sieve`. A
 * server whose row or settings do not decode is skipped; its settings are sifted as this version reads them.
 */
export async function readFollowers(
  client: PoolClient,
  query: FollowerQuery,
  rows: RowDecoder,
  sieve: FollowerSieve,
): Promise<FleetServerChange[]> {
  if (sieve === "js") {
    const listed = await client.query<RawRow>(LISTED);
    return rows
      .all(LISTED_SERVER_ROW, LISTED_SERVER_SOURCE, listed.rows)
      .filter((server) => mayFollow(server.settings ?? {}, query));
  }
  const listed = await client.query<RawRow>(FOLLOWERS, [
    [...query.keys],
    query.firstOf === null ? null : [...query.firstOf],
  ]);
  // The SQL errs towards yes on values it cannot read; sifted again as decoded, so both stores answer the same.
  return rows
    .all(LISTED_SERVER_ROW, LISTED_SERVER_SOURCE, listed.rows)
    .filter((server) => mayFollow(server.settings ?? {}, query));
}
