import type { LogFormat, LogLevel } from "./config.js";

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
  /** `text` (default): `time LEVEL message key=value …`; `json`: one JSON object per line, for log shippers. */
  readonly format?: LogFormat;
  /** Strings replaced by `[redacted]` wherever they appear (tokens, API keys). */
  readonly secrets?: readonly (string | undefined)[];
  readonly write?: (line: string) => void;
  readonly now?: () => Date;
}

/** The keys of a JSON line; a field of the same name is written as `field.<name>`. */
const RESERVED = new Set(["time", "level", "msg"]);

/** Creates a line logger, text or JSON, with secrets redacted in messages, fields, errors and their stacks. */
export function createLogger(options: LoggerOptions): Logger {
  const threshold = ORDER[options.level];
  const secrets = (options.secrets ?? []).filter((s): s is string => typeof s === "string" && s.length >= 4);
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const now = options.now ?? (() => new Date());
  const redact = (text: string): string =>
    secrets.reduce((out, secret) => out.split(secret).join("[redacted]"), text);
  // Strings are redacted before they are quoted: JSON escaping could otherwise hide a secret from the last pass.
  const safe = (value: unknown): unknown => {
    const json = serialize(value, redact);
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  };

  const log =
    (level: LogLevel) =>
    (message: string, fields?: LogFields): void => {
      if (ORDER[level] < threshold) return;
      const time = now().toISOString();
      if (options.format === "json") {
        const entries = Object.entries(fields ?? {}).map(([key, value]): [string, unknown] => [
          RESERVED.has(key) ? `field.${key}` : key,
          safe(value),
        ]);
        const line: Record<string, unknown> = {
          time,
          level,
          msg: redact(message),
          ...Object.fromEntries(entries),
        };
        write(redact(JSON.stringify(line)));
        return;
      }
      const details = Object.entries(fields ?? {}).map(
        ([key, value]) =>
          ` ${key}=${value instanceof Error ? renderError(value, redact) : (serialize(value, redact) ?? String(value))}`,
      );
      write(redact(`${time} ${level.toUpperCase().padEnd(5)} ${message}${details.join("")}`));
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

/** An error in a text line: one quoted string with its name, message, cause and stack. */
function renderError(error: Error, redact: (text: string) => string): string {
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : "";
  return JSON.stringify(
    redact(`${error.name}: ${error.message}${cause}${error.stack ? `\n${error.stack}` : ""}`),
  );
}

/** JSON of a value (undefined for none), errors as `{name, message, stack, cause}`, strings redacted; never throws. */
function serialize(value: unknown, redact: (text: string) => string): string | undefined {
  const replacer = (_key: string, inner: unknown): unknown => {
    if (inner instanceof Error) {
      const cause: unknown = inner.cause;
      return { name: inner.name, message: inner.message, stack: inner.stack, ...(cause ? { cause } : {}) };
    }
    if (typeof inner === "string") return redact(inner);
    if (typeof inner === "bigint") return inner.toString();
    return inner;
  };
  try {
    return JSON.stringify(value, replacer);
  } catch {
    return JSON.stringify(redact(String(value)));
  }
}

/** A logger that drops everything, for tests and tools that want silence. */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** A logger that adds `fields` to every line (a shard process's `shard=1`, say); the caller's fields come first. */
export function withFields(log: Logger, fields: LogFields): Logger {
  return {
    debug: (message, extra) => log.debug(message, { ...extra, ...fields }),
    info: (message, extra) => log.info(message, { ...extra, ...fields }),
    warn: (message, extra) => log.warn(message, { ...extra, ...fields }),
    error: (message, extra) => log.error(message, { ...extra, ...fields }),
  };
}
