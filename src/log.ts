import type { LogLevel } from "./config.js";

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Details attached to a log line; an `error` key is rendered with its message and stack. */
export type LogFields = Record<string, unknown>;

/** The logger every part of the bot receives; lines go to standard error. */
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Where a logger writes and which secrets it must never write. */
export interface LoggerOptions {
  readonly level: LogLevel;
  /** Strings replaced by `[redacted]` wherever they appear (tokens, API keys). */
  readonly secrets?: readonly (string | undefined)[];
  readonly write?: (line: string) => void;
  readonly now?: () => Date;
}

/** Creates a line logger: `time LEVEL message key=value …`, with secrets redacted. */
export function createLogger(options: LoggerOptions): Logger {
  const threshold = ORDER[options.level];
  const secrets = (options.secrets ?? []).filter((s): s is string => typeof s === "string" && s.length >= 4);
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const now = options.now ?? (() => new Date());
  const redact = (text: string): string =>
    secrets.reduce((out, secret) => out.split(secret).join("[redacted]"), text);

  const log =
    (level: LogLevel) =>
    (message: string, fields?: LogFields): void => {
      if (ORDER[level] < threshold) return;
      const details = fields ? Object.entries(fields).map(([key, value]) => ` ${key}=${render(value)}`) : [];
      write(redact(`${now().toISOString()} ${level.toUpperCase().padEnd(5)} ${message}${details.join("")}`));
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

function render(value: unknown): string {
  if (value instanceof Error) {
    const cause = value.cause instanceof Error ? ` (cause: ${value.cause.message})` : "";
    return JSON.stringify(`${value.name}: ${value.message}${cause}${value.stack ? `\n${value.stack}` : ""}`);
  }
  if (typeof value === "string") return JSON.stringify(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A logger that drops everything, for tests and tools that want silence. */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
