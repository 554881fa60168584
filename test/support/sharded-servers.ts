import type { FakeGuild } from "../fake-discord/guilds.js";
import { PERMISSION } from "../fake-discord/permissions.js";

/** The shard that gets a server's events, as Discord decides it: `(guild_id >> 22) % shard count`. */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** A server of a sharded world: its id, its shard, and its one text channel. */
export interface ShardedServer {
  readonly guildId: string;
  readonly shard: number;
  readonly channelId: string;
}

const EVERYONE = PERMISSION.viewChannel | PERMISSION.sendMessages | PERMISSION.embedLinks;

/**
 * Servers (fake guilds) so that each of `shardCount` shards has `perShard` of them, counting the guilds given as
 * already there: each new one has a text channel, @everyone allowed to read and post in it, and the bot's role.
 * Ids are snowflakes from `base` on, picked by the shard Discord would send them to. Pure.
 */
export function serversOverShards(
  shardCount: number,
  perShard: number,
  existing: readonly Pick<FakeGuild, "id">[] = [],
  base = 190_000_000_000n,
): FakeGuild[] {
  const missing = Array.from(
    { length: shardCount },
    (_, shard) => perShard - existing.filter((g) => shardOf(g.id, shardCount) === shard).length,
  );
  const guilds: FakeGuild[] = [];
  for (let step = 0n; missing.some((n) => n > 0); step++) {
    const id = ((base + step) << 22n) | 1n;
    const shard = shardOf(String(id), shardCount);
    if ((missing[shard] ?? 0) <= 0) continue;
    missing[shard] = (missing[shard] ?? 0) - 1;
    guilds.push(textGuild(String(id), guilds.length + 1));
  }
  return guilds;
}

/** A guild's first text channel (where its announcements go in a test). */
export function textChannelOf(guild: Pick<FakeGuild, "channels">): string {
  const text = guild.channels.find((c) => (c.type ?? 0) === 0);
  if (!text) throw new Error("the guild has no text channel");
  return text.id;
}

function textGuild(id: string, n: number): FakeGuild {
  const role = (roleId: string, name: string, permissions: bigint, position: number) => ({
    id: roleId,
    name,
    permissions: String(permissions),
    position,
    color: 0,
    hoist: false,
    managed: roleId !== id,
    mentionable: false,
    flags: 0,
  });
  return {
    id,
    name: `Listeners ${n}`,
    botRoleId: `${id.slice(0, -1)}5`,
    channels: [{ id: `${id.slice(0, -1)}7`, name: `radio-${n}`, type: 0, permission_overwrites: [] }],
    roles: [role(id, "@everyone", EVERYONE, 0), role(`${id.slice(0, -1)}5`, "RadioBot", 0n, 1)],
  };
}
