import { createFleetCopy } from "../src/settings/fleet-copy.js";
import { serverSettings } from "../bench/scale-world.js";
import { manyGuildIds } from "../test/fake-discord/many-guilds.js";
const N = Number(process.argv[2] ?? 100000);
const scale = { servers: N, stations: N / 5, shards: 8, windowSeconds: 1 };
const gc = (globalThis as any).gc;
gc(); const before = process.memoryUsage().heapUsed;
const guilds = []; const settings = new Map();
for (let i = 0; i < N; i++) {
  const id = manyGuildIds(i).guildId;
  guilds.push({ guildId: id, shardId: i % 8, envChannels: [] });
  settings.set(id, serverSettings(i, "http://127.0.0.1:1234", scale));
}
const copy = createFleetCopy();
copy.replace({ guilds, settings: new Map(JSON.parse(JSON.stringify([...settings]))) });
guilds.length = 0; settings.clear();
gc(); const after = process.memoryUsage().heapUsed;
console.log(N, "servers:", ((after - before) / 2 ** 20).toFixed(1), "MiB", ((after - before) / N).toFixed(0), "B/server");
(globalThis as any).keep = copy;
