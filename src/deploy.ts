import { REST, Routes } from "discord.js";
import { commands } from "../commands/index.js";
import { ConfigError, loadConfig } from "./config.js";
import { withContexts } from "./discord/command-contexts.js";
import { syncCommands } from "./discord/register.js";
import { loadDotEnv } from "./env-file.js";
import { createLogger } from "./log.js";

/** `npm run deploy`: registers the slash commands (only if they changed) and exits; no gateway connection. */
async function deploy(): Promise<void> {
  loadDotEnv();
  const config = loadConfig(process.env, { requireDiscordToken: true });
  const log = createLogger({ level: config.logLevel, secrets: [config.discord.token, config.panel.apiKey] });
  const rest = new REST({ api: config.discord.apiUrl }).setToken(config.discord.token ?? "");
  const application = (await rest.get(Routes.currentApplication())) as { id: string };
  await syncCommands(
    rest,
    { applicationId: application.id, guildId: config.discord.guildId },
    commands.map((c) => withContexts(c, "one-station").data),
    log,
  );
}

deploy().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : `Deploy failed: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
});
