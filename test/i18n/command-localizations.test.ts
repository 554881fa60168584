import { describe, expect, it } from "vitest";
import { commands, enabledCommands } from "../../commands/index.js";
import { loadConfig } from "../../src/config.js";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { LOCALES } from "../../src/locale.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";

/** Discord's rule for a command's, subcommand's or option's name, in any language (and lower case). */
const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const TRANSLATED = LOCALES.filter((locale) => locale !== "en");

/** A command, subcommand, option or choice as Discord takes it. */
interface Node {
  readonly name: string;
  readonly name_localizations?: Readonly<Record<string, string | null>> | null;
  readonly description?: string;
  readonly description_localizations?: Readonly<Record<string, string | null>> | null;
  readonly options?: readonly Node[];
  readonly choices?: readonly Node[];
}

/** Every command, subcommand and option with where it sits (`setup announce channel`), and its choices. */
function nodesOf(items: readonly Node[], at = ""): { at: string; node: Node; choices: readonly Node[] }[] {
  return items.flatMap((node) => [
    { at: `${at}${node.name}`, node, choices: node.choices ?? [] },
    ...nodesOf(node.options ?? [], `${at}${node.name} `),
  ]);
}

/** A text in English and each language it has, by locale. */
const inEvery = (english: string | undefined, localized: Node["name_localizations"]) => [
  ["en", english] as const,
  ...Object.entries(localized ?? {}),
];

/** Every text of a part of a catalogue as the reader sees it, by its path. */
const textsOf = (node: unknown, at: string): [string, unknown][] =>
  node !== null && typeof node === "object"
    ? Object.entries(node).flatMap(([key, value]) => textsOf(value, `${at}.${key}`))
    : [[at, node]];

const config = loadConfig({ PANEL_URL: "demo", REQUESTS_ENABLED: "true" }, { requireDiscordToken: false });
const VARIANTS: readonly CommandVariant[] = ["one-station", "network", "public"];

/** The commands as each variant registers them, every command on (voice and requests too). */
const definitions = VARIANTS.map((variant) => ({
  variant,
  nodes: nodesOf(enabledCommands(config, { voice: true, variant }).map((command) => command.data as Node)),
}));

/** Why a name breaks Discord's rules, or null. */
const badName = (name: unknown) =>
  typeof name !== "string" || !NAME.test(name) || name !== name.toLowerCase() ? `“${String(name)}”` : null;
/** Why a description or choice name breaks Discord's rules (1–100 characters), or null. */
const badText = (text: unknown) =>
  typeof text !== "string" || text.length < 1 || text.length > 100
    ? `${String(text?.toString().length)}: ${String(text)}`
    : null;

describe("the commands' localizations", () => {
  it("are built for every command, in every variant", () => {
    expect(commands.length).toBeGreaterThan(0);
    for (const { variant, nodes } of definitions)
      expect(nodes.filter(({ at }) => !at.includes(" ")).length, variant).toBe(commands.length);
  });

  it.each(VARIANTS)(
    "name every command, subcommand and option as Discord allows, in every language (%s)",
    (variant) => {
      const nodes = definitions.find((d) => d.variant === variant)?.nodes ?? [];
      const problems = nodes.flatMap(({ at, node }) =>
        inEvery(node.name, node.name_localizations).flatMap(([locale, name]) => {
          const bad = badName(name);
          return bad ? [`${at} (${locale}): ${bad}`] : [];
        }),
      );
      expect(problems).toEqual([]);
    },
  );

  it.each(VARIANTS)(
    "describe each in 1 to 100 characters, and name each choice so, in every language (%s)",
    (variant) => {
      const nodes = definitions.find((d) => d.variant === variant)?.nodes ?? [];
      const problems = nodes.flatMap(({ at, node, choices }) => [
        ...inEvery(node.description, node.description_localizations).flatMap(([locale, text]) => {
          const bad = badText(text);
          return bad ? [`${at} description (${locale}): ${bad}`] : [];
        }),
        ...choices.flatMap((choice) =>
          inEvery(choice.name, choice.name_localizations).flatMap(([locale, text]) => {
            const bad = badText(text);
            return bad ? [`${at} choice ${choice.name} (${locale}): ${bad}`] : [];
          }),
        ),
      ]);
      expect(problems).toEqual([]);
    },
  );

  it.each(VARIANTS)(
    "localize every name and description into each of the bot's languages but English (%s)",
    (variant) => {
      const nodes = definitions.find((d) => d.variant === variant)?.nodes ?? [];
      for (const { at, node } of nodes) {
        expect(Object.keys(node.name_localizations ?? {}).sort(), at).toEqual([...TRANSLATED].sort());
        expect(Object.keys(node.description_localizations ?? {}).sort(), at).toEqual([...TRANSLATED].sort());
      }
    },
  );

  it.each(VARIANTS)("give siblings different names in every language (%s)", (variant) => {
    const nodes = definitions.find((d) => d.variant === variant)?.nodes ?? [];
    const siblings = [
      nodes.filter(({ at }) => !at.includes(" ")).map(({ node }) => node),
      ...nodes.map(({ node }) => node.options ?? []),
    ];
    for (const group of siblings.filter((g) => g.length > 1))
      for (const locale of LOCALES) {
        const names = group.map(
          (node) => (locale === "en" ? node.name : node.name_localizations?.[locale]) ?? node.name,
        );
        expect(new Set(names).size, `${locale}: ${names.join(", ")}`).toBe(names.length);
      }
  });

  it.each(LOCALES)(
    "in %s, name and describe as Discord allows in every command text, registered or not",
    (locale) => {
      const texts = textsOf(catalogueOf(locale).commands, "commands");
      const names = texts.filter(([at]) => at.endsWith(".name"));
      const descriptions = texts.filter(([at]) => at.endsWith(".description"));
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter(([, name]) => badName(name)).map(([at, name]) => `${at}: ${String(name)}`)).toEqual(
        [],
      );
      expect(
        descriptions.filter(([, text]) => badText(text)).map(([at, text]) => `${at}: ${String(text)}`),
      ).toEqual([]);
    },
  );

  it("keep Discord's rule strict: spaces, capitals and over 32 characters are refused", () => {
    expect([badName("nowplaying"), badName("сейчас-играет"), badName("इतिहास"), badName("ประวัติ")]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(badName("now playing")).not.toBeNull();
    expect(badName("NowPlaying")).not.toBeNull();
    expect(badName("Сейчас")).not.toBeNull();
    expect(badName("a".repeat(33))).not.toBeNull();
    expect(badText("")).not.toBeNull();
    expect(badText("a".repeat(101))).not.toBeNull();
    expect(badText("a".repeat(100))).toBeNull();
  });
});
