import { validate as isValidCron } from "node-cron";
import { z } from "zod";

/** The panel address that makes the bot start its built-in simulated station. */
export const DEMO_PANEL = "demo";

const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
/** How much the bot logs. */
export type LogLevel = (typeof LOG_LEVELS)[number];

const LOG_FORMATS = ["text", "json"] as const;
/** How log lines are written: `time LEVEL message key=value`, or one JSON object per line. */
export type LogFormat = (typeof LOG_FORMATS)[number];

/** SQLite drivers an operator may pin; `auto` takes Node's built-in one where it exists. */
export const SQLITE_DRIVERS = ["auto", "node:sqlite", "wasm"] as const;

const snowflake = z.string().regex(/^\d{17,20}$/, "expected a Discord id (17 to 20 digits)");

const isHttpUrl = (value: string): boolean =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
const httpUrl = z.string().refine(isHttpUrl, "expected an http(s) URL");

/** Accepts `https://host:port`, `…/api/v2` and `…/api/v2/`; keeps the address without `/api/v2`. */
const panelUrl = z
  .string()
  .refine((value) => value === DEMO_PANEL || isHttpUrl(value), "expected an http(s) URL or demo")
  .transform((value) => value.replace(/\/+$/, "").replace(/\/api\/v2$/, ""));

function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^\d+$/, `expected a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `expected a whole number from ${min} to ${max}`)
        .max(max, `expected a whole number from ${min} to ${max}`),
    );
}

const boolean = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const shape = {
  DISCORD_TOKEN: z.string().optional(),
  DISCORD_GUILD_ID: snowflake.optional(),
  DISCORD_API_URL: httpUrl.default("https://discord.com/api").transform((value) => value.replace(/\/+$/, "")),
  PANEL_URL: panelUrl.optional(),
  PANEL_SERVER_ID: z
    .string()
    .default("1")
    .transform((value) => value.replace(/\s+/g, "").toLowerCase())
    .refine(
      (value) => value === "all" || /^\d{1,7}(,\d{1,7})*$/.test(value),
      "expected 1, a list like 1,3,4, or all",
    )
    .transform((value): readonly number[] | "all" =>
      value === "all" ? "all" : [...new Set(value.split(",").map(Number))],
    )
    .refine((ids) => ids === "all" || ids.every((id) => id >= 1), "expected server ids from 1 up"),
  PANEL_API_KEY: z.string().optional(),
  PANEL_TIMEOUT_MS: wholeNumber(100, 60_000).default(5_000),
  ANNOUNCE_CHANNEL_IDS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    )
    .pipe(z.array(snowflake)),
  ANNOUNCE_SCHEDULE: z
    .string()
    .default("*/15 * * * * *")
    .refine(isValidCron, "expected a node-cron expression"),
  ANNOUNCE_ADAPTIVE: boolean.default(true),
  ANNOUNCE_TRACKS: z.enum(["off", "post", "edit"]).default("off"),
  ANNOUNCE_LOCALE: z.enum(["en", "ru"]).default("en"),
  ANNOUNCE_STATION_STATUS: boolean.default(false),
  ANNOUNCE_CONFIRM: wholeNumber(1, 20).default(2),
  PRESENCE: z.enum(["track", "listeners", "off"]).default("track"),
  SCHEDULE_EVENTS: boolean.default(false),
  REQUESTS_ENABLED: boolean.default(false),
  REQUEST_COOLDOWN_SECONDS: wholeNumber(0, 86_400).default(600),
  REQUEST_TRACK_TIMEOUT: wholeNumber(0, 1_000_000).default(0),
  VOICE_STREAM_URL: httpUrl.optional(),
  VOICE_IDLE_SECONDS: wholeNumber(1, 86_400).default(30),
  VOICE_LEAVE_SECONDS: wholeNumber(1, 86_400).default(300),
  FFMPEG_PATH: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  SQLITE_DRIVER: z.enum(SQLITE_DRIVERS).default("auto"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/i, "expected a postgres:// or postgresql:// URL")
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  PUBLIC_BOT: boolean.default(false),
  SECRET_KEY: z.string().optional(),
  ALLOW_PRIVATE_PANELS: boolean.default(false),
  STATIONS_PER_SERVER: wholeNumber(1, 25).default(5),
  MAX_STATIONS: wholeNumber(1, 1_000_000).default(1_000),
  LOG_FORMAT: z.enum(LOG_FORMATS).default("text"),
  HEALTH_PORT: wholeNumber(0, 65_535).optional(),
  HEALTH_HOST: z.string().default("127.0.0.1"),
};

/** A good value for each variable, shown next to a problem with it. */
const EXAMPLES: Record<keyof typeof shape, string> = {
  DISCORD_TOKEN: "the bot token from the Discord Developer Portal (Bot → Reset Token)",
  DISCORD_GUILD_ID: "123456789012345678",
  DISCORD_API_URL: "https://discord.com/api",
  PANEL_URL: "https://radio.example.com:8080 (or demo)",
  PANEL_SERVER_ID: "1, a list like 1,3,4, or all",
  PANEL_API_KEY: "the key from the panel's API settings",
  PANEL_TIMEOUT_MS: "5000",
  ANNOUNCE_CHANNEL_IDS: "123456789012345678,234567890123456789",
  ANNOUNCE_SCHEDULE: "*/15 * * * * *",
  ANNOUNCE_ADAPTIVE: "true or false",
  ANNOUNCE_TRACKS: "off, post or edit",
  ANNOUNCE_LOCALE: "en or ru",
  ANNOUNCE_STATION_STATUS: "true or false",
  ANNOUNCE_CONFIRM: "2",
  PRESENCE: "track, listeners or off",
  SCHEDULE_EVENTS: "true or false",
  REQUESTS_ENABLED: "true or false",
  REQUEST_COOLDOWN_SECONDS: "600",
  REQUEST_TRACK_TIMEOUT: "0",
  VOICE_STREAM_URL: "https://radio.example.com:8000/stream",
  VOICE_IDLE_SECONDS: "30",
  VOICE_LEAVE_SECONDS: "300",
  FFMPEG_PATH: "/usr/bin/ffmpeg",
  DATA_DIR: "./data",
  SQLITE_DRIVER: "auto, node:sqlite or wasm",
  DATABASE_URL: "postgres://radio_bot:password@db.internal:5432/radio_bot",
  LOG_LEVEL: "debug, info, warn or error",
  PUBLIC_BOT: "true or false",
  SECRET_KEY: "32 or more random characters, e.g. the output of openssl rand -base64 32",
  ALLOW_PRIVATE_PANELS: "true or false",
  STATIONS_PER_SERVER: "5",
  MAX_STATIONS: "1000",
  LOG_FORMAT: "text or json",
  HEALTH_PORT: "9464",
  HEALTH_HOST: "127.0.0.1 (or 0.0.0.0 inside a container)",
};

const envSchema = z.object(shape);
type Env = z.output<typeof envSchema>;

/** The bot's configuration: parsed once at start, frozen. */
export interface Config {
  readonly discord: {
    readonly token: string | undefined;
    readonly guildId: string | undefined;
    readonly apiUrl: string;
  };
  readonly panel: {
    /** The panel's address without `/api/v2`, or `demo`; null for a public bot (each server sets its own). */
    readonly url: string | null;
    /** The first (or only) configured server id: the station of a one-station bot. */
    readonly serverId: number;
    readonly apiKey: string | undefined;
    readonly timeoutMs: number;
  };
  readonly announce: {
    readonly channelIds: readonly string[];
    readonly schedule: string;
    /** Also read just after each track's expected end; the schedule stays the ceiling. */
    readonly adaptive: boolean;
    readonly tracks: "off" | "post" | "edit";
    readonly locale: "en" | "ru";
    readonly stationStatus: boolean;
    readonly confirm: number;
  };
  /** What the bot's status shows: the song on air, the audience, or nothing. */
  readonly presence: "track" | "listeners" | "off";
  /** Keep the servers' Discord scheduled events in step with the station's radio shows. */
  readonly scheduleEvents: boolean;
  readonly requests: {
    /** `/request` is registered and answered only when true. */
    readonly enabled: boolean;
    /** How long one Discord user waits between accepted requests. */
    readonly cooldownSeconds: number;
    /** Passed to the panel as `track_timeout` (its unit is the panel's). */
    readonly trackTimeout: number;
  };
  /** Which stations the bot serves, and the limits of a public bot. */
  readonly stations: StationsConfig;
  /** Playing the station in voice and stage channels (`/radio`, the home channel). */
  readonly voice: {
    /** Play this stream instead of the panel's channels. */
    readonly streamUrl: string | null;
    /** Stop the pipeline after this long with nobody (bots aside) in any of the bot's voice channels. */
    readonly idleSeconds: number;
    /** Leave a channel joined with `/radio join` after this long with nobody in it. */
    readonly leaveSeconds: number;
    /** The ffmpeg to run; null: the registry package's binary, else `ffmpeg` on the PATH. */
    readonly ffmpegPath: string | null;
  };
  readonly dataDir: string;
  readonly sqliteDriver: (typeof SQLITE_DRIVERS)[number];
  /** PostgreSQL, shared by every process of the bot (`postgres://…`); null: the SQLite file under `dataDir`. */
  readonly databaseUrl: string | null;
  readonly logLevel: LogLevel;
  readonly logFormat: LogFormat;
  /** The health and metrics server (`/healthz`, `/metrics`), or null when HEALTH_PORT is unset. */
  readonly health: { readonly port: number; readonly host: string } | null;
}

/**
 * How stations are configured: one (`PANEL_URL`, `PANEL_SERVER_ID`), a network on one panel (`PANEL_SERVER_ID` a
 * list or `all`), or a public bot (`PUBLIC_BOT=true`, `PANEL_URL` unset) that each Discord server points at its own.
 */
export interface StationsConfig {
  readonly mode: "single" | "network" | "public";
  /** The configured server ids on `PANEL_URL`, or `all` (the panel's `servers/`); empty for a public bot. */
  readonly serverIds: readonly number[] | "all";
  /** Seals stored API keys; without it, `/setup station` refuses keys. Never logged. */
  readonly secretKey: string | undefined;
  /** Lifts the address checks for panels on private networks (self-hosters). */
  readonly allowPrivatePanels: boolean;
  /** Stations one Discord server may add (public bot). */
  readonly perServer: number;
  /** Stations the whole bot may serve (public bot). */
  readonly total: number;
}

/** One thing wrong with the environment, safe to print: it never holds a variable's value. */
export interface ConfigProblem {
  readonly variable: string;
  readonly problem: string;
  readonly example: string;
}

/** Thrown by {@link loadConfig} with every problem found, not just the first. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(formatConfigProblems(problems));
    this.name = "ConfigError";
  }
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
  const isPublic = ["true", "1", "yes", "on"].includes(input.PUBLIC_BOT ?? "");
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
    discord: { token: env.DISCORD_TOKEN, guildId: env.DISCORD_GUILD_ID, apiUrl: env.DISCORD_API_URL },
    panel: {
      url: env.PUBLIC_BOT ? null : (env.PANEL_URL ?? null),
      serverId: env.PANEL_SERVER_ID === "all" ? 1 : (env.PANEL_SERVER_ID[0] ?? 1),
      apiKey: env.PANEL_API_KEY,
      timeoutMs: env.PANEL_TIMEOUT_MS,
    },
    announce: {
      channelIds: env.ANNOUNCE_CHANNEL_IDS,
      schedule: env.ANNOUNCE_SCHEDULE,
      adaptive: env.ANNOUNCE_ADAPTIVE,
      tracks: env.ANNOUNCE_TRACKS,
      locale: env.ANNOUNCE_LOCALE,
      stationStatus: env.ANNOUNCE_STATION_STATUS,
      confirm: env.ANNOUNCE_CONFIRM,
    },
    presence: env.PRESENCE,
    scheduleEvents: env.SCHEDULE_EVENTS,
    requests: {
      enabled: env.REQUESTS_ENABLED,
      cooldownSeconds: env.REQUEST_COOLDOWN_SECONDS,
      trackTimeout: env.REQUEST_TRACK_TIMEOUT,
    },
    stations: {
      mode: env.PUBLIC_BOT
        ? "public"
        : env.PANEL_SERVER_ID === "all" || env.PANEL_SERVER_ID.length > 1
          ? "network"
          : "single",
      serverIds: env.PUBLIC_BOT ? [] : env.PANEL_SERVER_ID,
      secretKey: env.SECRET_KEY,
      allowPrivatePanels: env.ALLOW_PRIVATE_PANELS,
      perServer: env.STATIONS_PER_SERVER,
      total: env.MAX_STATIONS,
    },
    voice: {
      streamUrl: env.VOICE_STREAM_URL ?? null,
      idleSeconds: env.VOICE_IDLE_SECONDS,
      leaveSeconds: env.VOICE_LEAVE_SECONDS,
      ffmpegPath: env.FFMPEG_PATH ?? null,
    },
    dataDir: env.DATA_DIR,
    sqliteDriver: env.SQLITE_DRIVER,
    databaseUrl: env.DATABASE_URL ?? null,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    health: env.HEALTH_PORT === undefined ? null : { port: env.HEALTH_PORT, host: env.HEALTH_HOST },
  };
}

function freeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) {
    if (inner && typeof inner === "object") freeze(inner);
  }
  return Object.freeze(value);
}

/** Renders problems as one readable list, one line per variable. */
export function formatConfigProblems(problems: readonly ConfigProblem[]): string {
  const lines = problems.map((p) => `  - ${p.variable} ${p.problem} (example: ${p.example})`);
  return `The configuration has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${lines.join("\n")}\nSet them in .env (see .env.example) or in the environment.`;
}
