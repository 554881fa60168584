import { type HostileHistory, hostilePanel } from "../test/support/hostile-history.js";

/**
 * A hostile panel in a process of its own, so a bench measures the bot's heap and not the panel's pages:
 * `node --import tsx bench/hostile-panel-process.ts '<mode as JSON>' <now>` prints its address, then serves
 * until stdin closes.
 */
const mode = JSON.parse(process.argv[2] ?? "{}") as HostileHistory;
const now = Number(process.argv[3] ?? Date.now());
const panel = await hostilePanel(mode, () => now);
process.stdout.write(`${panel.url}\n`);
process.stdin.resume();
process.stdin.on("end", () => void panel.close().then(() => process.exit(0)));
