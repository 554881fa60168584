/**
 * Discord's own checks on a bulk command registration (PUT …/commands), written from Discord's documentation and
 * independently of the bot's definitions: names and their localizations follow the naming rules, descriptions and
 * choices keep their lengths, localizations are keyed by Discord's locales, siblings differ in every language, and
 * a command's text stays within its total. Returns Discord-style error text, or null when Discord would accept it.
 */

/** The locales Discord accepts as keys of `name_localizations` and `description_localizations`. */
export const DISCORD_LOCALES: ReadonlySet<string> = new Set([
  "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
  "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
]); // prettier-ignore

const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
/** The combined name, description and value text of a command; for each field the longest of its languages counts. */
const TOTAL = 8000;

interface Item {
  type?: number;
  name?: unknown;
  name_localizations?: Record<string, unknown> | null;
  description?: unknown;
  description_localizations?: Record<string, unknown> | null;
  required?: boolean;
  options?: Item[];
  choices?: Item[];
  value?: unknown;
}

type Problems = string[];

function checkLocalizations(
  path: string,
  field: string,
  map: Item["name_localizations"],
  problems: Problems,
) {
  for (const [locale, text] of Object.entries(map ?? {})) {
    if (!DISCORD_LOCALES.has(locale)) problems.push(`${path}.${field}.${locale}: Invalid locale`);
    if (typeof text !== "string") problems.push(`${path}.${field}.${locale}: Must be a string`);
  }
}

/** A command's, subcommand's or option's name in every language it has: lowercase, no spaces, 1–32. */
function checkName(path: string, item: Item, problems: Problems) {
  checkLocalizations(path, "name_localizations", item.name_localizations, problems);
  const names = [item.name, ...Object.values(item.name_localizations ?? {})];
  for (const name of names) {
    if (typeof name !== "string" || !NAME.test(name) || name !== name.toLowerCase())
      problems.push(`${path}.name: Invalid application command name “${String(name)}”`);
  }
}

function checkText(path: string, field: "description" | "name", item: Item, max: number, problems: Problems) {
  const key = field === "name" ? "name_localizations" : "description_localizations";
  checkLocalizations(path, key, item[key], problems);
  for (const text of [item[field], ...Object.values(item[key] ?? {})]) {
    if (typeof text !== "string" || text.length < 1 || text.length > max)
      problems.push(`${path}.${field}: Must be between 1 and ${max} in length.`);
  }
}

/** Sibling names differ in English and in every language (a language without its own name shows the English). */
function checkSiblings(path: string, items: readonly Item[], problems: Problems) {
  const locales = new Set(items.flatMap((item) => Object.keys(item.name_localizations ?? {})));
  for (const locale of [undefined, ...locales]) {
    const seen = new Set<string>();
    for (const item of items) {
      const name = String((locale && item.name_localizations?.[locale]) ?? item.name);
      if (seen.has(name))
        problems.push(
          `${path}: Application command option names must be unique (${locale ?? "default"}: ${name})`,
        );
      seen.add(name);
    }
  }
}

/** A field's text as Discord counts it: strings and numbers as written, anything else as nothing. */
const textOf = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/** The longest of a field's texts in any language. */
function longest(text: unknown, localizations: Item["name_localizations"]): number {
  return Math.max(...[text, ...Object.values(localizations ?? {})].map((t) => textOf(t).length));
}

function checkOptions(path: string, options: readonly Item[], problems: Problems): number {
  if (options.length > 25) problems.push(`${path}.options: Must be 25 or fewer in length.`);
  checkSiblings(`${path}.options`, options, problems);
  let size = 0;
  let optionalSeen = false;
  options.forEach((option, i) => {
    const at = `${path}.options.${i}`;
    checkName(at, option, problems);
    checkText(at, "description", option, 100, problems);
    size += longest(option.name, option.name_localizations);
    size += longest(option.description, option.description_localizations);
    const nests = option.type === 1 || option.type === 2;
    if (!nests && option.required !== true) optionalSeen = true;
    else if (!nests && optionalSeen)
      problems.push(`${at}.required: Required options must be placed before non-required options`);
    if (option.choices) {
      if (option.choices.length > 25) problems.push(`${at}.choices: Must be 25 or fewer in length.`);
      option.choices.forEach((choice, j) => {
        checkText(`${at}.choices.${j}`, "name", choice, 100, problems);
        if (typeof choice.value === "string" && (choice.value.length < 1 || choice.value.length > 100))
          problems.push(`${at}.choices.${j}.value: Must be between 1 and 100 in length.`);
        size += longest(choice.name, choice.name_localizations) + textOf(choice.value).length;
      });
    }
    if (option.options) size += checkOptions(at, option.options, problems);
  });
  return size;
}

/** What Discord says of a bulk registration body: null when it accepts it. */
export function invalidCommands(body: unknown): string | null {
  if (!Array.isArray(body)) return "Expected an array of application commands";
  const commands = body as Item[];
  const problems: Problems = [];
  if (commands.length > 100) problems.push("Must be 100 or fewer in length.");
  checkSiblings("", commands, problems);
  commands.forEach((command, i) => {
    const at = String(i);
    checkName(at, command, problems);
    checkText(at, "description", command, 100, problems);
    const size =
      longest(command.name, command.name_localizations) +
      longest(command.description, command.description_localizations) +
      checkOptions(at, command.options ?? [], problems);
    if (size > TOTAL) problems.push(`${at}: Command exceeds maximum size (${TOTAL})`);
  });
  return problems.length > 0 ? problems.join("; ") : null;
}
