import { createShutdown, stopBoundMs } from "./boot/shutdown.js";
import { loadDotEnv } from "./env-file.js";
import { start } from "./main.js";
import { launchShards } from "./shard/launch-shards.js";
import { shardProcess } from "./shard/shard-process.js";
import { startFailureText } from "./start-failure.js";

/** A sharding manager waits this much longer than its shards, so that an overrunning shard says itself what hung. */
const MANAGER_EXTRA_MS = 1_000;

/**
 * `npm start`: reads .env, starts the bot (or, with several shards, one process per shard through discord.js's
 * sharding manager), stops it cleanly on SIGINT/SIGTERM, even while it is starting, however many signals come.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const shard = shardProcess(process.env);
  const boundMs = stopBoundMs(process.env);
  const shutdown = createShutdown({
    // A blank line first in text: after the ^C a terminal shows.
    say: (level, text) => say(level, text, text.endsWith("shutting down…") ? "\n" : ""),
    exit: (code) => process.exit(code),
    boundMs: shard ? boundMs : boundMs + MANAGER_EXTRA_MS,
  });
  // Not `once`: a process group's stop (systemd, a group kill) brings npm's forwarded SIGTERM besides the bot's own,
  // and Node's default handler for the second would kill the bot in the middle of its stop.
  process.on("SIGINT", () => shutdown.signal("SIGINT"));
  process.on("SIGTERM", () => shutdown.signal("SIGTERM"));
  if (shard) {
    // The manager is gone (killed, say): this shard stops too rather than run on unsupervised.
    process.once("disconnect", () => shutdown.signal("the sharding manager's exit"));
    shutdown.started(await start({ shard }));
    return;
  }
  const fleet = await launchShards(process.env, {
    script: process.argv[1] ?? "dist/src/index.js",
    execArgv: process.execArgv,
    onCrashLoop: (error) => {
      say("error", error.message);
      process.exit(1);
    },
  });
  shutdown.started(fleet ?? (await start()));
}

main().catch((error: unknown) => {
  say("error", startFailureText(error, process.env));
  process.exit(1);
});

/**
 * Writes what this file itself has to say (before the bot's logger exists, or after it is gone) in the log
 * format asked for: a log shipper reading LOG_FORMAT=json gets every line as JSON.
 */
function say(level: "info" | "warn" | "error", text: string, textPrefix = ""): void {
  const line =
    process.env.LOG_FORMAT === "json"
      ? JSON.stringify({ time: new Date().toISOString(), level, msg: text })
      : `${textPrefix}${text}`;
  process.stderr.write(`${line}\n`);
}
