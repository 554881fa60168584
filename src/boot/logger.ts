import type { Config } from "../config.js";
import { createLogger, type Logger, withFields } from "../log.js";
import { configSecrets } from "../secrets/redaction.js";
import type { ShardProcess } from "../shard/shard-process.js";

/**
 * The bot's logger: `given` (tests), else one in the configured level and format that redacts every secret of the
 * configuration. A shard process's lines say which shard wrote them: the shard processes of a machine share its log.
 */
export function botLogger(config: Config, shard: ShardProcess | null, given?: Logger): Logger {
  const log =
    given ??
    createLogger({ level: config.logLevel, format: config.logFormat, secrets: configSecrets(config) });
  return shard ? withFields(log, { shard: shard.ids.join(",") }) : log;
}
