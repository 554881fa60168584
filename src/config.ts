import { z } from "zod";
import {
  announceConfig,
  type AnnounceConfig,
  announceExamples,
  announceVariables,
  type Presence,
} from "./config/announce.js";
import { ConfigError, type ConfigProblem } from "./config/config-error.js";
import { discordConfig, type DiscordConfig, discordExamples, discordVariables } from "./config/discord.js";
import { isTrue } from "./config/fields.js";
import { healthConfig, type HealthConfig, healthExamples, healthVariables } from "./config/health.js";
import { type LogFormat, type LogLevel, logExamples, logVariables } from "./config/log.js";
import { panelConfig, type PanelConfig, panelExamples, panelVariables } from "./config/panel.js";
import {
  requestsConfig,
  type RequestsConfig,
  requestsExamples,
  requestsVariables,
} from "./config/requests.js";
import {
  type StationsConfig,
  stationsConfig,
  stationsExamples,
  stationsVariables,
} from "./config/stations.js";
import { type SqliteDriver, storeExamples, storeVariables } from "./config/store.js";
import { statsConfig, type StatsConfig, statsExamples, statsVariables } from "./config/stats.js";
import { voiceConfig, type VoiceConfig, voiceExamples, voiceVariables } from "./config/voice.js";

// The entry to the configuration: every part of it is reachable from here, so the rest of the bot imports this file.
export { ConfigError, type ConfigProblem, formatConfigProblems } from "./config/config-error.js";
export { DEMO_PANEL } from "./config/panel.js";
export { type LogFormat, type LogLevel } from "./config/log.js";
export { SQLITE_DRIVERS } from "./config/store.js";
export type {
  AnnounceConfig,
  DiscordConfig,
  HealthConfig,
  PanelConfig,
  Presence,
  RequestsConfig,
  StationsConfig,
  StatsConfig,
  VoiceConfig,
};

/** Every variable the bot reads, group by group (src/config/); the order is the order problems are listed in. */
const shape = {
  ...discordVariables,
  ...panelVariables,
  ...announceVariables,
  ...requestsVariables,
  ...voiceVariables,
  ...storeVariables,
  ...logVariables,
  ...stationsVariables,
  ...healthVariables,
  ...statsVariables,
};

/** A good value for each variable, shown next to a problem with it. */
const EXAMPLES: Record<keyof typeof shape, string> = {
  ...discordExamples,
  ...panelExamples,
  ...announceExamples,
  ...requestsExamples,
  ...voiceExamples,
  ...storeExamples,
  ...logExamples,
  ...stationsExamples,
  ...healthExamples,
  ...statsExamples,
};

const envSchema = z.object(shape);
type Env = z.output<typeof envSchema>;

/** The bot's configuration: parsed once at start, frozen. */
export interface Config {
  readonly discord: DiscordConfig;
  readonly panel: PanelConfig;
  readonly announce: AnnounceConfig;
  /** What the bot's status shows: the song on air, the audience, or nothing. */
  readonly presence: Presence;
  /** Keep the servers' Discord scheduled events in step with the station's radio shows. */
  readonly scheduleEvents: boolean;
  readonly requests: RequestsConfig;
  /** Which stations the bot serves, and the limits of a public bot. */
  readonly stations: StationsConfig;
  /** Playing the station in voice and stage channels (`/radio`, the home channel). */
  readonly voice: VoiceConfig;
  readonly dataDir: string;
  readonly sqliteDriver: SqliteDriver;
  /** PostgreSQL, shared by every process of the bot (`postgres://…`); null: the SQLite file under `dataDir`. */
  readonly databaseUrl: string | null;
  /** PostgreSQL connections this process opens at most, besides the one that listens for settings changes. */
  readonly databaseConnections: number;
  readonly logLevel: LogLevel;
  readonly logFormat: LogFormat;
  /** The health and metrics server (`/healthz`, `/metrics`), or null when HEALTH_PORT is unset. */
  readonly health: HealthConfig | null;
  /** Keeping the stations' figures, and the zone they are cut in. */
  readonly stats: StatsConfig;
}

/** What the caller is about to do, which decides which variables are required. */
export interface LoadConfigOptions {
  /** True when the process will log in to Discord (the bot), false for the preview CLI. */
  readonly requireDiscordToken: boolean;
}

/**
 * Parses the environment into a frozen {@link Config}. Empty values count as unset.
 * @throws ConfigError listing every problem.
 */
export function loadConfig(env: NodeJS.ProcessEnv, options: LoadConfigOptions): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(shape)) {
    const value = env[key]?.trim();
    if (value) input[key] = value;
  }
  const parsed = envSchema.safeParse(input);
  const problems: ConfigProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0]) as keyof typeof shape;
        const missing = input[variable] === undefined;
        return {
          variable,
          problem: missing ? "is required" : describe(issue),
          example: EXAMPLES[variable],
        };
      });
  const isPublic = isTrue(input.PUBLIC_BOT);
  if (!isPublic && !input.PANEL_URL) {
    problems.push({ variable: "PANEL_URL", problem: "is required", example: EXAMPLES.PANEL_URL });
  }
  if (isPublic && input.PANEL_URL) {
    problems.push({
      variable: "PANEL_URL",
      problem:
        "must be unset with PUBLIC_BOT=true (each Discord server sets its station with /setup station)",
      example: "(unset)",
    });
  }
  if (options.requireDiscordToken && !input.DISCORD_TOKEN) {
    problems.push({
      variable: "DISCORD_TOKEN",
      problem: "is required to run the bot",
      example: EXAMPLES.DISCORD_TOKEN,
    });
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return freeze(toConfig(parsed.data));
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_value") return "is not one of the accepted values";
  return issue.message.replace(/^Invalid input: /, "");
}

function toConfig(env: Env): Config {
  return {
    discord: discordConfig(env),
    panel: panelConfig(env),
    announce: announceConfig(env),
    presence: env.PRESENCE,
    scheduleEvents: env.SCHEDULE_EVENTS,
    requests: requestsConfig(env),
    stations: stationsConfig(env),
    voice: voiceConfig(env),
    dataDir: env.DATA_DIR,
    sqliteDriver: env.SQLITE_DRIVER,
    databaseUrl: env.DATABASE_URL ?? null,
    databaseConnections: env.DATABASE_CONNECTIONS,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    health: healthConfig(env),
    stats: statsConfig(env),
  };
}

function freeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) {
    if (inner && typeof inner === "object") freeze(inner);
  }
  return Object.freeze(value);
}
