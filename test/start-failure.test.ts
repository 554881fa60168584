import { describe, expect, it } from "vitest";
import { ConfigError } from "../src/config.js";
import { envSecrets } from "../src/secrets/redaction.js";
import { startFailureText } from "../src/start-failure.js";

const ENV = {
  DISCORD_TOKEN: "MTAxNDk.discord-token.value",
  PANEL_API_KEY: "panel-api-key-value",
  SECRET_KEY: "a-secret-key-of-thirty-two-or-more-characters",
  DATABASE_URL: "postgres://radio:db-password-value@db.internal:5432/radio",
};

describe("the start failure message", () => {
  it("never contains a secret of the environment, whichever the failure says", () => {
    const everything = Object.values(ENV).join(" | ");
    const failures = [
      new Error(`connect ECONNREFUSED ${everything}`),
      Object.assign(new Error(`An invalid token was provided: ${ENV.DISCORD_TOKEN}`), {
        name: "TokenInvalid",
      }),
      new ConfigError([{ variable: "DATABASE_URL", problem: `is not usable: ${everything}`, example: "-" }]),
      `a thrown string with db-password-value in it`,
    ];
    for (const failure of failures) {
      const text = startFailureText(failure, ENV);
      for (const secret of [...Object.values(ENV), "db-password-value"]) expect(text).not.toContain(secret);
    }
    expect(envSecrets(ENV)).toContain("db-password-value");
  });

  it("says what an operator can do about a refused token, and otherwise what failed", () => {
    const refused = Object.assign(new Error("An invalid token was provided."), {
      name: "Error [TokenInvalid]",
    });
    expect(startFailureText(refused, {})).toMatch(
      /^Discord refused DISCORD_TOKEN\. Copy the bot token again/,
    );
    expect(startFailureText(new Error(`listen EADDRINUSE ${ENV.SECRET_KEY}`), ENV)).toBe(
      "The bot could not start: listen EADDRINUSE [redacted]",
    );
  });
});
