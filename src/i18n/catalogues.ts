import { readFileSync } from "node:fs";
import { IntlMessageFormat, type Formatters } from "intl-messageformat";
import { LANGUAGE_TABLE, type Locale } from "../locale.js";
import type { Catalogue } from "./catalogue.js";
import { chainOf } from "./languages.js";
import { PARSE_OPTIONS } from "./message-options.js";

/** A language's message file as read: message keys (dotted paths) to ICU messages. */
export type MessageFile = Readonly<Record<string, string>>;

const files = new Map<Locale, MessageFile>();
const resolved = new Map<Locale, Catalogue>();

/**
 * One language's own messages, read once from `messages/<locale>.json` (beside this module in src/ and in dist/).
 * Anything in the file that is not a string is left out: a translator's mistake costs that message, which then
 * reads as the fallback has it, never the start.
 */
export function messageFileOf(locale: Locale): MessageFile {
  let file = files.get(locale);
  if (!file) {
    const parsed: unknown = JSON.parse(
      readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), "utf8"),
    );
    const entries = parsed && typeof parsed === "object" ? Object.entries(parsed) : [];
    file = Object.fromEntries(
      entries.filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    files.set(locale, file);
  }
  return file;
}

/** One set of Intl formatters per language, shared by all its messages (each Intl object is made once). */
function formattersFor(): Formatters {
  const memo = <A extends unknown[], R>(make: (...args: A) => R) => {
    const made = new Map<string, R>();
    return (...args: A): R => {
      const key = JSON.stringify(args);
      let value = made.get(key);
      if (value === undefined) made.set(key, (value = make(...args)));
      return value;
    };
  };
  return {
    getNumberFormat: memo(
      (locales?: string | string[], options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locales, options),
    ),
    getDateTimeFormat: memo(
      (locales?: string | string[], options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locales, options),
    ),
    getPluralRules: memo(
      (locales?: string | string[], options?: Intl.PluralRulesOptions) =>
        new Intl.PluralRules(locales, options),
    ),
  };
}

/**
 * A message as the catalogue holds it: text without values is a string (`''` reads `'`); a message with values a
 * function of them, compiled the first time it is used. `undefined` for text that needs ICU to read (quoted
 * braces): the catalogue formats it when first read.
 */
function leafOf(
  message: string,
  compile: () => IntlMessageFormat,
): string | ((values: object) => string) | undefined {
  if (!/[{']/.test(message)) return message;
  // Without braces an apostrophe quotes nothing but itself: no need to parse such a message, and every start
  // formats a hundred of them for the commands' localizations.
  if (!/[{}]/.test(message) && !/'[#|<>]/.test(message)) return message.replaceAll("''", "'");
  if (!/\{/.test(message.replace(/'[{}#|][^']*'/g, ""))) return undefined;
  let compiled: IntlMessageFormat | undefined;
  return (values) =>
    String((compiled ??= compile()).format(values as Record<string, string | number | boolean>));
}

/** English's keys split at their dots, once for every language's catalogue. */
let englishPaths: readonly (readonly [key: string, groups: readonly string[], leaf: string])[] | undefined;
function keyPaths(): NonNullable<typeof englishPaths> {
  return (englishPaths ??= Object.keys(messageFileOf("en")).map((key) => {
    const groups = key.split(".");
    const leaf = groups.pop() ?? key;
    return [key, groups, leaf] as const;
  }));
}

/** A language's messages over its fallbacks' (`es-419` → `es-ES` → `en`), as one flat map. */
export function messagesOf(locale: Locale): MessageFile {
  return Object.assign({}, ...chainOf(locale).toReversed().map(messageFileOf)) as MessageFile;
}

/** The messages, keyed by the dots in their keys, as the generated `Catalogue` type describes them. */
function catalogueFrom(messages: MessageFile, tag: string): Catalogue {
  const formatters = formattersFor();
  const english = messageFileOf("en");
  const root: Record<string, unknown> = {};
  for (const [key, groups, leaf] of keyPaths()) {
    let node = root;
    for (const group of groups) node = (node[group] ??= {}) as Record<string, unknown>;
    const message = messages[key] ?? english[key] ?? "";
    // Each IntlMessageFormat resolves its locale when made (a tenth of a millisecond): only when used.
    const compile = () => new IntlMessageFormat(message, tag, undefined, { ...PARSE_OPTIONS, formatters });
    const value = leafOf(message, compile);
    if (value !== undefined) node[leaf] = value;
    else {
      const parent = node;
      Object.defineProperty(parent, leaf, {
        enumerable: true,
        configurable: true,
        get: () => {
          const text = String(compile().format());
          Object.defineProperty(parent, leaf, { value: text, enumerable: true });
          return text;
        },
      });
    }
  }
  return root as unknown as Catalogue;
}

/**
 * The catalogue of one of the bot's languages: every key English has, in this language's words where its file or
 * a fallback's has them. Built on first use and kept.
 */
export function catalogueOf(locale: Locale): Catalogue {
  let catalogue = resolved.get(locale);
  if (!catalogue) {
    catalogue = catalogueFrom(messagesOf(locale), LANGUAGE_TABLE[locale].intl);
    resolved.set(locale, catalogue);
  }
  return catalogue;
}
