/** A gateway session's shard as IDENTIFY gives it: `[shard_id, num_shards]`. */
export type ShardTuple = readonly [id: number, count: number];

/** The shard an unsharded session is: it receives every guild. */
export const NO_SHARDING: ShardTuple = [0, 1];

/** The shard that owns a guild among `count` shards, by Discord's formula `(guild_id >> 22) % count`. */
export function shardOf(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

/** Whether a session on `shard` receives the events of a guild. */
export function ownsGuild(shard: ShardTuple, guildId: string): boolean {
  return shard[1] <= 1 || shardOf(guildId, shard[1]) === shard[0];
}

const GUILD_ITSELF = new Set(["GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"]);

/**
 * The guild a dispatch belongs to: `id` for the guild's own events, `guild_id` for everything in a guild, or null
 * for events of no guild (direct messages, the bot's user), which Discord sends to shard 0 only.
 */
export function guildOfDispatch(type: string, data: unknown): string | null {
  const fields = (data ?? {}) as { id?: unknown; guild_id?: unknown };
  const id = GUILD_ITSELF.has(type) ? fields.id : fields.guild_id;
  return typeof id === "string" ? id : null;
}

/** Whether a session on `shard` (undefined: not identified yet, which keeps the unsharded behaviour) gets a dispatch. */
export function receivesDispatch(shard: ShardTuple | undefined, type: string, data: unknown): boolean {
  if (!shard || shard[1] <= 1) return true;
  const guildId = guildOfDispatch(type, data);
  return guildId === null ? shard[0] === 0 : ownsGuild(shard, guildId);
}

/**
 * What Discord does with an IDENTIFY's `shard`: the session's shard, or the close code it ends the connection with:
 * 4011 (sharding required) for no sharding when the bot must shard, 4010 (invalid shard) for a malformed tuple, an
 * id out of range or a count other than the one required.
 */
export function identifiedShard(shard: unknown, required: number | undefined): ShardTuple | 4010 | 4011 {
  const mustShard = required !== undefined && required > 1;
  if (shard === undefined || shard === null) return mustShard ? 4011 : NO_SHARDING;
  if (!Array.isArray(shard) || shard.length !== 2) return 4010;
  const [id, count] = shard as unknown[];
  if (typeof id !== "number" || typeof count !== "number") return 4010;
  if (!Number.isInteger(id) || !Number.isInteger(count) || count < 1 || id < 0 || id >= count) return 4010;
  if (required !== undefined && count !== required) return mustShard && count === 1 ? 4011 : 4010;
  return [id, count];
}

/** The answer to `GET /gateway/bot`: the gateway URL, the recommended shard count and the session start limit. */
export function gatewayBot(url: string, shards: number, sessionsStarted: number): Record<string, unknown> {
  const total = 1000;
  return {
    url,
    shards,
    session_start_limit: {
      total,
      remaining: Math.max(0, total - sessionsStarted),
      reset_after: 86_400_000,
      max_concurrency: 1,
    },
  };
}

/** Which shard each gateway connection is, from its IDENTIFY (or the session it resumed). */
export class ShardSessions<Socket> {
  private readonly bySocket = new Map<Socket, ShardTuple>();
  private readonly bySession = new Map<string, ShardTuple>();

  /** A connection identified as `shard`, starting session `sessionId`. */
  identified(socket: Socket, sessionId: string, shard: ShardTuple): void {
    this.bySocket.set(socket, shard);
    this.bySession.set(sessionId, shard);
  }

  /** A connection resumed session `sessionId`: it is that session's shard again (unknown session: unsharded). */
  resumed(socket: Socket, sessionId: unknown): void {
    this.bySocket.set(socket, this.bySession.get(String(sessionId)) ?? NO_SHARDING);
  }

  /** The connection's shard; undefined before it identified or resumed. */
  of(socket: Socket): ShardTuple | undefined {
    return this.bySocket.get(socket);
  }

  closed(socket: Socket): void {
    this.bySocket.delete(socket);
  }
}
