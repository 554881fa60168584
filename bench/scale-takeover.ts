import type { ShardedBot } from "../test/support/sharded-bot.js";
import type { Figure } from "./panel.js";
import { readersByShard } from "./scale-fleet.js";
import { progress, until } from "./scale-world.js";

/** `kill -9` of the process reading the most stations, its restart held back: how soon the others read them all. */
export async function takeover(bot: ShardedBot): Promise<Figure[]> {
  const held = readersByShard(bot);
  const [victim, stations] = [...held.entries()].sort((a, b) => b[1].size - a[1].size)[0] ?? ["0", new Set()];
  progress(`kill -9 of shard ${victim}, which reads ${stations.size} stations`);
  bot.pauseManager();
  const killedAt = Date.now();
  bot.kill(Number(victim));
  const retaken = new Map<string, number>();
  try {
    await until(
      () => {
        for (const line of bot.lines) {
          const key = /^reading station (\S+) in this process$/.exec(line.msg)?.[1];
          if (key && stations.has(key) && line.shard !== victim && line.at >= killedAt)
            retaken.set(key, line.at);
        }
        return retaken.size >= stations.size;
      },
      120_000,
      `the ${stations.size} stations of shard ${victim} to be taken over`,
      bot,
    );
  } finally {
    bot.resumeManager();
  }
  const last = Math.max(...retaken.values()) - killedAt;
  return [
    {
      name: `takeover: ${stations.size} stations of a killed shard read elsewhere, seconds`,
      value: (last / 1_000).toFixed(1),
      target: "≤ 15",
      ok: last <= 15_000,
    },
  ];
}
