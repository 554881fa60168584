import { describe, expect, it } from "vitest";
import { commands, enabledCommands } from "../../commands/index.js";
import { type CommandVariant, commandVariant } from "../../src/settings/command-variant.js";
import { loadConfig } from "../../src/config.js";
import { inviteUrl } from "../../src/discord/invite.js";
import { sameCommands } from "../../src/discord/register.js";
import { LOCALES } from "../../src/locale.js";

const definitions = commands.map((c) => c.data);

/** What Discord answers on GET ?with_localizations=true: our fields plus its own, defaults filled in. */
function asDiscordReturns(defs: typeof definitions) {
  return defs.map((d, i) => ({
    id: String(1000 + i),
    application_id: "1",
    version: "1",
    default_member_permissions: null,
    nsfw: false,
    integration_types: [0],
    contexts: null,
    type: 1,
    ...d,
    options: d.options?.map((o) => ({ required: false, ...o })),
  }));
}

describe("sameCommands", () => {
  it("sees no difference in what Discord returns for the same definitions, in any order", () => {
    expect(sameCommands(asDiscordReturns(definitions).reverse(), definitions)).toBe(true);
  });

  it("sees a changed description, a missing localization and a missing command", () => {
    const changed = asDiscordReturns(definitions).map((d, i) => (i === 0 ? { ...d, description: "old" } : d));
    expect(sameCommands(changed, definitions)).toBe(false);
    // A bot updated with a language more registers again: one language missing is a difference.
    const withoutPolish = asDiscordReturns(definitions).map(({ name_localizations, ...d }) => ({
      ...d,
      name_localizations: Object.fromEntries(
        Object.entries(name_localizations ?? {}).filter(([l]) => l !== "pl"),
      ),
    }));
    expect(sameCommands(withoutPolish, definitions)).toBe(false);
    const unlocalized = asDiscordReturns(definitions).map((d) => ({ ...d, name_localizations: null }));
    expect(sameCommands(unlocalized, definitions)).toBe(false);
    expect(sameCommands(asDiscordReturns(definitions).slice(1), definitions)).toBe(false);
  });

  it("defines the listeners' and moderators' commands with a name and description in every language", () => {
    expect(definitions.map((d) => d.name)).toEqual([
      "nowplaying",
      "listeners",
      "stats",
      "history",
      "listen",
      "schedule",
      "follow",
      "unfollow",
      "request",
      "radio",
      "setup",
    ]);
    for (const d of definitions) {
      for (const locale of LOCALES.filter((l) => l !== "en")) {
        expect(d.name_localizations?.[locale], `${d.name} ${locale}`).toMatch(/^[-_\p{L}\p{N}]{1,32}$/u);
        expect(d.description_localizations?.[locale]?.length, `${d.name} ${locale}`).toBeGreaterThan(0);
      }
    }
    expect(definitions.map((d) => d.name_localizations?.uk)).toEqual([
      "зараз",
      "слухачі",
      "статистика",
      "історія",
      "слухати",
      "розклад",
      "підписка",
      "відписатися",
      "замовлення",
      "радіо",
      "налаштування",
    ]);
  });
});

describe("enabledCommands", () => {
  it("registers /radio only where voice runs (Node 22.12 or newer)", () => {
    const config = loadConfig({ PANEL_URL: "demo" }, { requireDiscordToken: false });
    const names = (voice: boolean) =>
      enabledCommands(config, { voice, variant: "one-station" }).map((c) => c.data.name);
    expect(names(false)).not.toContain("radio");
    expect(names(true)).toContain("radio");
  });

  it("gives every listener command a station option and /setup a station subcommand exactly when the variant has several stations", () => {
    const config = loadConfig({ PANEL_URL: "demo", PANEL_SERVER_ID: "all" }, { requireDiscordToken: false });
    const shape = (variant: CommandVariant) =>
      enabledCommands(config, { voice: true, variant }).map((command) => {
        const options = command.data.options ?? [];
        return `${command.data.name}:${options.some((o) => o.name === "station") ? "station" : "-"}`;
      });
    // PANEL_SERVER_ID=all on a panel that lists one server is one station: no option anywhere.
    expect(commandVariant("single", 1)).toBe("one-station");
    expect(shape(commandVariant("single", 1))).toEqual([
      "nowplaying:-",
      "listeners:-",
      "stats:-",
      "history:-",
      "listen:-",
      "schedule:-",
      "follow:-",
      "unfollow:-",
      "radio:-",
      "setup:-",
    ]);
    expect(shape(commandVariant("single", 2))).toEqual([
      "nowplaying:station",
      "listeners:station",
      "stats:station",
      "history:station",
      "listen:station",
      "schedule:station",
      "follow:-",
      "unfollow:-",
      "radio:-",
      "setup:station",
    ]);
    expect(commandVariant("public", 0)).toBe("public");
  });
});

describe("inviteUrl", () => {
  it("asks for bot and applications.commands with View Channel, Send Messages, Embed Links and Attach Files (the weekly report's chart)", () => {
    const url = new URL(inviteUrl("123456789012345678"));
    expect(url.searchParams.get("client_id")).toBe("123456789012345678");
    expect(url.searchParams.get("scope")).toBe("bot applications.commands");
    expect(url.searchParams.get("permissions")).toBe(String(1024 + 2048 + 16384 + 32768));
  });

  it("adds Connect, Speak, Request to Speak and Set Voice Channel Status where voice works", () => {
    const url = new URL(inviteUrl("123456789012345678", { voice: true }));
    const voice = 2n ** 20n + 2n ** 21n + 2n ** 32n + 2n ** 48n;
    expect(url.searchParams.get("permissions")).toBe(String(1024n + 2048n + 16384n + 32768n + voice));
  });
});
