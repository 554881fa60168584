import { loadConfig } from "../../src/config.js";
import type { CommandContext } from "../../src/discord/command.js";
import { silentLogger } from "../../src/log.js";
import type { PanelClient } from "../../src/panel/client.js";
import type { Locale } from "../../src/locale.js";

/** A handler context over a panel client, as the dispatcher would build it. */
export function contextFor(
  panel: PanelClient,
  overrides: Partial<CommandContext> & { locale?: Locale } = {},
): CommandContext {
  return {
    panel,
    config: loadConfig({ PANEL_URL: "demo" }, { requireDiscordToken: false }),
    log: silentLogger,
    now: Date.now,
    locale: "en",
    userId: "123456789012345678",
    userName: "Night Owl",
    cooldowns: null,
    ...overrides,
  };
}

/** Options as a user would give them to a slash command. */
export function optionsOf(
  values: {
    count?: number;
    days?: number;
    hours?: number;
    jingles?: boolean;
    channel?: string;
    track?: string;
    message?: string;
  } = {},
) {
  return {
    getInteger: (name: string) =>
      ({ count: values.count, days: values.days, hours: values.hours })[name] ?? null,
    getBoolean: (name: string) => (name === "jingles" ? (values.jingles ?? null) : null),
    getString: (name: string) =>
      name === "channel"
        ? (values.channel ?? null)
        : name === "track"
          ? (values.track ?? null)
          : name === "message"
            ? (values.message ?? null)
            : null,
  };
}
