import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { configSecrets, envSecrets, redact, urlPassword } from "../../src/secrets/redaction.js";

const ENV = {
  DISCORD_TOKEN: "discord-token-value",
  PANEL_URL: "https://panel.example.com:8080",
  PANEL_API_KEY: "panel-api-key-value",
  SECRET_KEY: "a-secret-key-of-thirty-two-or-more-characters",
  DATABASE_URL: "postgres://radio:pa%24%24word@db.internal:5432/radio",
};

describe("the secrets to redact", () => {
  it("are the token, the panel key, SECRET_KEY, DATABASE_URL and its password, from a loaded configuration", () => {
    const config = loadConfig(ENV, { requireDiscordToken: true });
    expect(configSecrets(config).sort()).toEqual(
      [
        ENV.DISCORD_TOKEN,
        ENV.PANEL_API_KEY,
        ENV.SECRET_KEY,
        ENV.DATABASE_URL,
        "pa$$word", // decoded, as a driver's error would show it
      ].sort(),
    );
  });

  it("are the same from a raw environment, trimmed as the configuration reads them", () => {
    const padded = { ...ENV, DISCORD_TOKEN: `  ${ENV.DISCORD_TOKEN}\n` };
    expect(envSecrets(padded).sort()).toEqual(
      configSecrets(loadConfig(ENV, { requireDiscordToken: true })).sort(),
    );
  });

  it("leave out what is unset and what is too short to hide without blanking ordinary words", () => {
    expect(
      envSecrets({ DISCORD_TOKEN: "abc", PANEL_API_KEY: "", DATABASE_URL: "postgres://db/radio" }),
    ).toEqual(["postgres://db/radio"]);
  });

  it("reads no password from a URL without one, or from what is no URL", () => {
    expect([
      urlPassword("postgres://db.internal/radio"),
      urlPassword("not a url"),
      urlPassword(null),
    ]).toEqual([undefined, undefined, undefined]);
  });

  it("replace every occurrence, the longest secret first", () => {
    const secrets = envSecrets(ENV);
    const text = `could not connect to ${ENV.DATABASE_URL} (password pa$$word) with ${ENV.DISCORD_TOKEN}, twice: ${ENV.DISCORD_TOKEN}`;
    const out = redact(text, secrets);
    expect(out).toBe(
      "could not connect to [redacted] (password [redacted]) with [redacted], twice: [redacted]",
    );
  });
});
