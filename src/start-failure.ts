import { ConfigError } from "./config.js";
import { envSecrets, redact } from "./secrets/redaction.js";

/**
 * A start failure in words an operator can act on, with every secret of the environment redacted (the
 * configuration may not have loaded: the environment is what is known). Pure.
 */
export function startFailureText(error: unknown, env: NodeJS.ProcessEnv): string {
  return redact(describeStartFailure(error), envSecrets(env));
}

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
