import { loadConfig } from "../config.js";
import { createLogger, type Logger } from "../log.js";
import { configSecrets } from "../secrets/redaction.js";
import { fetchGatewayBot } from "./gateway-bot.js";
import { planShards, spawnDelayMs } from "./shard-plan.js";
import { readShardRequest } from "./shard-request.js";
import { type RunningShards, runShards } from "./run-shards.js";

/** How this process was started, for the shard processes to be started the same way. */
export interface LaunchOptions {
  readonly script: string;
  readonly execArgv: readonly string[];
  /** Instead of the logger the configuration asks for. */
  readonly log?: Logger;
  readonly onCrashLoop: (error: Error) => void;
}

/**
 * Starts this machine's shard processes when the environment asks for more than one shard (`SHARDS`,
 * `SHARD_COUNT`, `SHARD_IDS`); null when the bot runs in this process. The configuration is checked here first, so
 * a mistake is reported once instead of by every shard process in turn.
 * @throws ConfigError for a wrong variable, or more than one shard without DATABASE_URL.
 */
export async function launchShards(
  env: NodeJS.ProcessEnv,
  options: LaunchOptions,
): Promise<RunningShards | null> {
  const request = readShardRequest(env);
  if (request.count === 1) return null;
  const config = loadConfig(env, { requireDiscordToken: true });
  const token = config.discord.token ?? "";
  const log =
    options.log ??
    createLogger({ level: config.logLevel, format: config.logFormat, secrets: configSecrets(config) });
  const hasDatabase = config.databaseUrl !== null;
  // A count given is planned (and refused) before Discord is asked anything: offline, the refusal still shows.
  const given = request.count === "auto" ? null : planShards(request, hasDatabase);
  const gateway = await fetchGatewayBot(config.discord.apiUrl, token);
  const plan = given ?? planShards(request, hasDatabase, gateway.shards);
  if (plan.kind === "single") return null;
  log.info(
    `running ${plan.ids.length} of ${plan.total} shard(s) on this machine, one process each` +
      (request.count === "auto" ? " (Discord's recommended count)" : ""),
  );
  return runShards({
    total: plan.total,
    ids: plan.ids,
    token,
    script: options.script,
    execArgv: options.execArgv,
    spawnDelayMs: spawnDelayMs(gateway.maxConcurrency, plan.ids.length),
    log,
    onCrashLoop: options.onCrashLoop,
  });
}
