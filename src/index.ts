import { loadDotEnv } from "./env-file.js";
import { type RunningBot, start } from "./main.js";
import { launchShards } from "./shard/launch-shards.js";
import { shardProcess } from "./shard/shard-process.js";
import { startFailureText } from "./start-failure.js";

/**
 * `npm start`: reads .env, starts the bot (or, with several shards, one process per shard through discord.js's
 * sharding manager), stops it cleanly on SIGINT/SIGTERM, even while it is starting.
 */
async function main(): Promise<void> {
  loadDotEnv();
  let running: Pick<RunningBot, "stop"> | null = null;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A blank line first in text: after the ^C a terminal shows.
    say("info", `${signal} received, shutting down…`, "\n");
    // While starting there is nothing to hand over: every store write is one transaction.
    if (!running) process.exit(0);
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  const shard = shardProcess(process.env);
  if (shard) {
    // The manager is gone (killed, say): this shard stops too rather than run on unsupervised.
    process.once("disconnect", () => shutdown("the sharding manager's exit"));
    running = await start({ shard });
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
  running = fleet ?? (await start());
}

main().catch((error: unknown) => {
  say("error", startFailureText(error, process.env));
  process.exit(1);
});

/**
 * Writes what this file itself has to say (before the bot's logger exists, or after it is gone) in the log
 * format asked for: a log shipper reading LOG_FORMAT=json gets every line as JSON.
 */
function say(level: "info" | "error", text: string, textPrefix = ""): void {
  const line =
    process.env.LOG_FORMAT === "json"
      ? JSON.stringify({ time: new Date().toISOString(), level, msg: text })
      : `${textPrefix}${text}`;
  process.stderr.write(`${line}\n`);
}
