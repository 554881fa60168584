import { z } from "zod";
import type { FleetChanges, FleetGuild, FleetServerChange } from "../settings/fleet.js";
import type { GuildSettings } from "../settings/guild-settings.js";
import { jsonColumn } from "./rows/columns.js";

/**
 * How many revisions of changes the store keeps (the `fleet_changes` rows): a process that fell further behind
 * than this (its database connection gone for that many `/setup`s) reads the whole fleet again.
 */
export const CHANGES_KEPT = 10_000;

/** The servers changed in one revision that a notification names; beyond these it names none (its size is capped). */
const NOTICE_GUILDS = 20;

/** How a store answers `changesSince`, decided from its revision and the newest revision whose rows it pruned. */
export type FeedPlan = "reload" | "current" | "read";

/**
 * What `changesSince(since)` must do. A revision the store never reached (a copy from another database) or one
 * whose changes were pruned: reload. Pure.
 */
export function feedPlan(since: number, current: number, pruned: number): FeedPlan {
  if (since < pruned || since > current) return "reload";
  return since === current ? "current" : "read";
}

/**
 * Up to which revision the changes are pruned after a write reached `revision`, or null for not yet: pruning runs
 * once every tenth of `kept` revisions, so a write seldom pays for it. Pure.
 */
export function pruneThrough(revision: number, pruned: number, kept: number): number | null {
  const step = Math.max(1, Math.ceil(kept / 10));
  return revision - pruned > kept + step ? revision - kept : null;
}

/**
 * The servers a shard publish changes: those of `shards` not published again, and those published new or
 * different (another shard, other `.env` channels). `before` holds the rows of the published shards and of the
 * published servers as they were. Re-publishing the same servers changes none. Pure.
 */
export function publishedChanges(
  shardIds: readonly number[],
  before: readonly FleetGuild[],
  published: readonly FleetGuild[],
): string[] {
  const shards = new Set(shardIds);
  const was = new Map(before.map((g) => [g.guildId, g]));
  const now = new Set(published.map((g) => g.guildId));
  const gone = before.filter((g) => shards.has(g.shardId) && !now.has(g.guildId)).map((g) => g.guildId);
  const moved = published.filter((g) => !sameGuild(was.get(g.guildId), g)).map((g) => g.guildId);
  return [...new Set([...gone, ...moved])];
}

function sameGuild(a: FleetGuild | undefined, b: FleetGuild): boolean {
  return (
    a !== undefined &&
    a.shardId === b.shardId &&
    a.envChannels.length === b.envChannels.length &&
    a.envChannels.every((c, i) => c === b.envChannels[i])
  );
}

/** The `changes` answer from the rows read for the changed servers (a server without a row: null). Pure. */
export function changesOf(
  revision: number,
  guildIds: readonly string[],
  guilds: readonly FleetGuild[],
  settings: ReadonlyMap<string, GuildSettings>,
): FleetChanges {
  const rows = new Map(guilds.map((g) => [g.guildId, g]));
  const servers = guildIds.map((guildId): FleetServerChange => ({
    guildId,
    guild: rows.get(guildId) ?? null,
    settings: settings.get(guildId) ?? null,
  }));
  return { kind: "changes", revision, servers };
}

/** What a fleet notification says: the revision a change committed at, and (some of) the servers it changed. */
export interface FleetNotice {
  readonly revision: number;
  readonly guildIds: readonly string[];
}

/** The payload of the notification a change sends (well under PostgreSQL's 8,000 bytes). */
export function noticePayload(revision: number, guildIds: readonly string[]): string {
  return JSON.stringify({
    revision,
    guildIds: guildIds.length <= NOTICE_GUILDS ? guildIds : [],
  } satisfies FleetNotice);
}

/** A notification's payload: a revision, and the servers as far as they are strings (none when not a list). */
const NOTICE = jsonColumn(
  z.object({
    revision: z.number().int().safe(),
    guildIds: z
      .array(z.unknown())
      .catch([])
      .transform((ids) => ids.filter((id): id is string => typeof id === "string")),
  }),
);

/** A notification's payload read back; null when it is not one (anything else on the channel). Pure. */
export function parseNotice(payload: string | undefined): FleetNotice | null {
  const parsed = NOTICE.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
