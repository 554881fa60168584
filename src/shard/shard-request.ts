import { ConfigError, type ConfigProblem } from "../config.js";

/** The Discord shards an operator asked for: `SHARDS`, `SHARD_COUNT` and `SHARD_IDS`. */
export interface ShardRequest {
  /** Shards in the whole bot: a number, `auto` (Discord's recommendation), or 1 when nothing is set. */
  readonly count: number | "auto";
  /** The shards this machine runs; null: all of them. */
  readonly ids: readonly number[] | null;
}

/** Discord allows at most this many shards to a bot that has not asked for more. */
const MAX_SHARDS = 4_096;

const EXAMPLES = {
  SHARDS: "auto, or a number of shards such as 4",
  SHARD_COUNT: "16 (the shards of the whole bot, over every machine)",
  SHARD_IDS: "0,1,2,3 or a range like 0-3 (this machine's shards)",
} as const;

/**
 * Reads the shard variables. `SHARDS=auto|N` runs that many shard processes on this machine; on several machines,
 * `SHARD_COUNT` is the bot's total and `SHARD_IDS` this machine's part of it. Inside a shard process started by
 * discord.js's sharding manager (`SHARDING_MANAGER` set), `SHARDS` and `SHARD_COUNT` are the manager's own and are
 * read by discord.js, not here.
 * @throws ConfigError naming each variable that is wrong.
 */
export function readShardRequest(env: NodeJS.ProcessEnv): ShardRequest {
  const problems: ConfigProblem[] = [];
  const problem = (variable: keyof typeof EXAMPLES, text: string) =>
    problems.push({ variable, problem: text, example: EXAMPLES[variable] });
  const shards = env.SHARDS?.trim().toLowerCase() || undefined;
  const countText = env.SHARD_COUNT?.trim() || undefined;
  const idsText = env.SHARD_IDS?.trim() || undefined;

  let fromShards: number | "auto" | undefined;
  if (shards === "auto") fromShards = "auto";
  else if (shards !== undefined) {
    const n = wholeNumber(shards);
    if (n === null || n < 1 || n > MAX_SHARDS)
      problem("SHARDS", `must be auto or a number from 1 to ${MAX_SHARDS}`);
    else fromShards = n;
  }
  let total: number | undefined;
  if (countText !== undefined) {
    const n = wholeNumber(countText);
    if (n === null || n < 1 || n > MAX_SHARDS)
      problem("SHARD_COUNT", `must be a number from 1 to ${MAX_SHARDS}`);
    else total = n;
  }
  if (typeof fromShards === "number" && total !== undefined && fromShards !== total) {
    problem(
      "SHARD_COUNT",
      `is ${total} but SHARDS is ${fromShards}: set one of them, or the same number in both`,
    );
  }
  const count: number | "auto" = total ?? fromShards ?? 1;
  let ids: number[] | null = null;
  if (idsText !== undefined) {
    ids = parseShardIds(idsText);
    if (ids === null) problem("SHARD_IDS", "must be shard numbers like 0,1,2 or a range like 0-3");
    else if (count === "auto")
      problem("SHARD_IDS", "needs SHARD_COUNT: with SHARDS=auto the count is not known in advance");
    else if (ids.some((id) => id >= count)) {
      problem("SHARD_IDS", `must be below the shard count (${count}): shards are numbered from 0`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { count, ids };
}

function wholeNumber(text: string): number | null {
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/** `0,1,2`, `0-3`, or both mixed (`0-3,8`), deduplicated and sorted; null when anything else is in it. */
export function parseShardIds(text: string): number[] | null {
  const ids = new Set<number>();
  for (const part of text.replace(/\s+/g, "").split(",")) {
    const range = /^(\d{1,4})(?:-(\d{1,4}))?$/.exec(part);
    if (!range) return null;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (to < from) return null;
    if (to - from >= MAX_SHARDS) return null;
    for (let id = from; id <= to; id++) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
