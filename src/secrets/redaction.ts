import type { Config } from "../config.js";

/** Shorter values are never redacted: they would blank out ordinary words of every line. */
const MIN_SECRET_LENGTH = 4;

/** The variables whose values are secrets (DATABASE_URL: the whole URL, and its password on its own). */
export const SECRET_VARIABLES = ["DISCORD_TOKEN", "PANEL_API_KEY", "SECRET_KEY", "DATABASE_URL"] as const;

/** The password in a URL (a PostgreSQL `DATABASE_URL`), decoded; undefined when it has none or is no URL. */
export function urlPassword(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return decodeURIComponent(new URL(url.trim()).password) || undefined;
  } catch {
    return undefined;
  }
}

/** The values worth hiding, once each, the database password added. */
function secretsOf(values: readonly (string | null | undefined)[], databaseUrl: string | null | undefined) {
  const all = [...values, databaseUrl, urlPassword(databaseUrl)].map((value) => value?.trim());
  return [...new Set(all.filter((s): s is string => s !== undefined && s.length >= MIN_SECRET_LENGTH))];
}

/** The secrets of a loaded configuration: what every logger of the bot redacts. Pure. */
export function configSecrets(
  config: Pick<Config, "databaseUrl"> & {
    readonly discord: Pick<Config["discord"], "token">;
    readonly panel: Pick<Config["panel"], "apiKey">;
    readonly stations: Pick<Config["stations"], "secretKey">;
  },
): string[] {
  return secretsOf(
    [config.discord.token, config.panel.apiKey, config.stations.secretKey],
    config.databaseUrl,
  );
}

/** The secrets of a raw environment, for what is said before (or without) a loaded configuration. Pure. */
export function envSecrets(env: NodeJS.ProcessEnv): string[] {
  return secretsOf(
    SECRET_VARIABLES.filter((name) => name !== "DATABASE_URL").map((name) => env[name]),
    env.DATABASE_URL,
  );
}

/** `text` with every secret replaced by `[redacted]`, the longest first (a secret may contain another). Pure. */
export function redact(text: string, secrets: readonly string[]): string {
  return [...secrets]
    .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length)
    .reduce((out, secret) => out.split(secret).join("[redacted]"), text);
}
