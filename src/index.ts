import { ConfigError } from "./config.js";
import { loadDotEnv } from "./env-file.js";
import { type RunningBot, start } from "./main.js";

/** `npm start`: reads .env, starts the bot, stops it cleanly on SIGINT/SIGTERM, even while it is starting. */
async function main(): Promise<void> {
  loadDotEnv();
  let bot: RunningBot | null = null;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A blank line first in text: after the ^C a terminal shows.
    say("info", `${signal} received, shutting down…`, "\n");
    // While starting there is nothing to hand over: every store write is one synchronous transaction.
    if (!bot) process.exit(0);
    bot.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  bot = await start();
}

main().catch((error: unknown) => {
  const secrets = [process.env.DISCORD_TOKEN, process.env.PANEL_API_KEY].filter(
    (s): s is string => !!s && s.length >= 4,
  );
  const text = secrets.reduce(
    (out, secret) => out.split(secret).join("[redacted]"),
    describeStartFailure(error),
  );
  say("error", text);
  process.exit(1);
});

/** A start failure in words an operator can act on; never a token. */
function describeStartFailure(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof Error && error.name.includes("TokenInvalid")) {
    return "Discord refused DISCORD_TOKEN. Copy the bot token again from the Developer Portal (Bot → Reset Token) into .env.";
  }
  if (error instanceof Error && /disallowed intents/i.test(error.message)) {
    return "Discord refused the gateway intents. The bot needs only the Guilds intent; check the application in the Developer Portal.";
  }
  return `The bot could not start: ${error instanceof Error ? error.message : String(error)}`;
}

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
