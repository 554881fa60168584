import type { SimulatedPanel } from "../src/simulator/server.js";
import type { FakeDiscord } from "../test/fake-discord/server.js";
import type { ShardedBot } from "../test/support/sharded-bot.js";
import type { Figure } from "./panel.js";
import { progress, type Scale, until } from "./scale-world.js";

/** Stations whose DJ changes at once for the outbox burst (each posts in all of its servers). */
const BURST_STATIONS = 600;

/** DJs go live on `BURST_STATIONS` stations at once: how fast their posts leave the outbox, and each exactly once. */
export async function outboxBurst(
  panel: SimulatedPanel,
  discord: FakeDiscord,
  scale: Scale,
  bot: ShardedBot,
): Promise<Figure[]> {
  const posts = () =>
    discord.requests.filter((r) => r.method === "POST" && /^\/channels\/\d+\/messages$/.test(r.path));
  const mark = posts().length;
  const perStation = Math.floor(scale.servers / scale.stations);
  const burstStations = Math.min(BURST_STATIONS, scale.stations);
  let changed = 0;
  for (let id = 1; id <= burstStations; id++) {
    const station = panel.stations.get(id);
    // A live DJ other than the one on air (if any): a DJ change at every station that has another DJ.
    const next = station?.liveDjNames.find((name) => name !== station.liveDjName);
    if (station && next) {
      station.setLiveDj(next);
      changed++;
    }
  }
  const expected = changed * perStation;
  progress(`a DJ change at ${changed} stations: ${expected} posts`);
  await until(
    () => posts().length - mark >= expected,
    600_000,
    `${expected} posts`,
    bot,
    () => {
      const sent = posts().slice(mark);
      const refused = discord.requests.filter((r) => r.status >= 400).length;
      return `${sent.length} posted, the last at ${sent.at(-1)?.at ?? "none"}; ${refused} requests refused in all`;
    },
  );
  const burst = posts().slice(mark);
  const seconds = ((burst.at(-1)?.at ?? 0) - (burst[0]?.at ?? 0)) / 1_000;
  const perChannel = new Map<string, number>();
  for (const post of burst) perChannel.set(post.path, (perChannel.get(post.path) ?? 0) + 1);
  const doubled = [...perChannel.values()].filter((n) => n > 1).length;
  return [
    {
      name: `outbox: ${expected} posts of ${changed} DJ changes, posts per second`,
      value: (burst.length / Math.max(seconds, 0.001)).toFixed(1),
      target: "≈ Discord's 50/s for the bot",
      ok: true,
    },
    { name: "outbox: channels posted in twice", value: String(doubled), target: "0", ok: doubled === 0 },
  ];
}
