import { DiscordAPIError, REST, type RESTPostAPIChatInputApplicationCommandsJSONBody } from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enabledCommands } from "../../commands/index.js";
import { loadConfig } from "../../src/config.js";
import { syncCommands } from "../../src/discord/register.js";
import { silentLogger } from "../../src/log.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";
import { APPLICATION_ID, BOT_TOKEN, FakeDiscord, GUILD_ID } from "./server.js";
import { invalidCommands } from "./validate-commands.js";

type Definition = RESTPostAPIChatInputApplicationCommandsJSONBody;

const VARIANTS: readonly CommandVariant[] = ["one-station", "network", "public"];

/** Every command the bot can register in a variant: /request and /radio included. */
function definitions(variant: CommandVariant): Definition[] {
  const config = loadConfig({ PANEL_URL: "demo", REQUESTS_ENABLED: "true" }, { requireDiscordToken: false });
  return enabledCommands(config, { voice: true, variant }).map((command) => command.data);
}

/** A small valid command to spoil one way at a time. */
function command(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "history",
    name_localizations: { ru: "история", de: "verlauf" },
    description: "The latest tracks",
    description_localizations: { ru: "Последние треки" },
    options: [
      { type: 4, name: "count", name_localizations: { de: "anzahl" }, description: "How many" },
      { type: 5, name: "jingles", name_localizations: { de: "jingles" }, description: "Jingles too" },
    ],
    ...overrides,
  };
}

describe("the fake Discord's checks on a command registration", () => {
  it.each(VARIANTS)("accepts every command the bot registers, in every language (%s)", (variant) => {
    expect(invalidCommands(definitions(variant))).toBeNull();
    expect(invalidCommands([command()])).toBeNull();
  });

  it.each([
    ["a space in a localized name", { name_localizations: { de: "der verlauf" } }, /name/],
    ["capitals in a localized name", { name_localizations: { pl: "Historia" } }, /name/],
    ["a name over 32 characters", { name_localizations: { uk: "і".repeat(33) } }, /name/],
    ["a key that is not Discord's locale", { name_localizations: { en: "history" } }, /Invalid locale/],
    ["a key in the wrong case", { description_localizations: { "pt-br": "Histórico" } }, /Invalid locale/],
    ["a description over 100", { description_localizations: { de: "x".repeat(101) } }, /description/],
    ["an empty description", { description_localizations: { ru: "" } }, /description/],
  ])("rejects %s", (_what, overrides, message) => {
    expect(invalidCommands([command(overrides)])).toMatch(message);
  });

  it("rejects two options that share a name in one language only", () => {
    const options = [
      { type: 4, name: "count", name_localizations: { "es-ES": "jingles" }, description: "How many" },
      { type: 5, name: "jingles", description: "Jingles too" },
    ];
    expect(invalidCommands([command({ options })])).toMatch(/unique \(es-ES: jingles\)/);
  });

  it("rejects a choice name over 100 characters in any language, and a required option after an optional one", () => {
    const choice = { name: "off", name_localizations: { "es-419": "n".repeat(101) }, value: "off" };
    const options = [{ type: 3, name: "tracks", description: "Tracks", choices: [choice] }];
    expect(invalidCommands([command({ options })])).toMatch(/choices\.0\.name/);
    const order = [
      { type: 4, name: "count", description: "How many" },
      { type: 5, name: "jingles", description: "Jingles too", required: true },
    ];
    expect(invalidCommands([command({ options: order })])).toMatch(/Required options/);
  });

  it("counts the longest language of each field towards a command's 8000 characters", () => {
    const option = (i: number, localized: boolean) => ({
      type: 3,
      name: `option${i}`,
      description: "Short",
      ...(localized ? { description_localizations: { ru: "д".repeat(100) } } : {}),
    });
    const subcommands = (localized: boolean) =>
      Array.from({ length: 3 }, (_, i) => ({
        type: 1,
        name: `sub${i}`,
        description: "Short",
        options: Array.from({ length: 25 }, (_, j) => option(j, localized)),
      }));
    // 75 options of about 12 characters in English; with a 100-character Russian description each, over 8000.
    expect(invalidCommands([command({ options: subcommands(false) })])).toBeNull();
    expect(invalidCommands([command({ options: subcommands(true) })])).toMatch(/maximum size/);
  });
});

describe("registration through discord.js's REST client against the fake Discord", () => {
  let discord: FakeDiscord;
  let rest: REST;
  beforeEach(async () => {
    discord = await new FakeDiscord().listen();
    rest = new REST({ api: discord.apiUrl, retries: 0 }).setToken(BOT_TOKEN);
  });
  afterEach(async () => {
    await discord.close();
  });

  it.each(VARIANTS)("registers every command with all its localizations (%s)", async (variant) => {
    const defs = definitions(variant);
    const target = { applicationId: APPLICATION_ID, guildId: GUILD_ID };
    expect(await syncCommands(rest, target, defs, silentLogger)).toBe(true);
    const stored = discord.commands.get(GUILD_ID) ?? [];
    expect(stored.map((c) => c.name)).toEqual(defs.map((d) => d.name));
    for (const registered of stored)
      expect(Object.keys(registered.name_localizations as object).sort()).toEqual(
        ["de", "es-419", "es-ES", "pl", "pt-BR", "ru", "uk"].sort(),
      );
    // Read back with its localizations, the registration is what the bot defines: no second write.
    expect(await syncCommands(rest, target, defs, silentLogger)).toBe(false);
  });

  it("answers a bad registration with Discord's 400 Invalid Form Body and keeps nothing of it", async () => {
    const [first, ...others] = definitions("one-station");
    const spoiled = [
      { ...first, name_localizations: { ...first?.name_localizations, de: "Jetzt Läuft" } },
      ...others,
    ];
    const error = await syncCommands(
      rest,
      { applicationId: APPLICATION_ID, guildId: GUILD_ID },
      spoiled as Definition[],
      silentLogger,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ status: 400, code: 50035 });
    expect(discord.commands.get(GUILD_ID)).toBeUndefined();
  });
});
