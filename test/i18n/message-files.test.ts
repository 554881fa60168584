import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LINE_VALUES } from "../../src/i18n/check-line.js";
import { PARSE_OPTIONS } from "../../src/i18n/message-options.js";
import { LOCALES, type Locale } from "../../src/locale.js";
import { messageScript, type Use } from "./message-script.js";

const DIRECTORY = join("src", "i18n", "messages");

/** A message file as written, before the runtime leaves out what is not a string. */
const rawFileOf = (locale: Locale): unknown =>
  JSON.parse(readFileSync(join(DIRECTORY, `${locale}.json`), "utf8"));

/** A message file whose every value is a string, as the tests below read it. */
const fileOf = (locale: Locale) => rawFileOf(locale) as Readonly<Record<string, string>>;

const ENGLISH = fileOf("en");
const TRANSLATED = LOCALES.filter((locale) => locale !== "en");

/**
 * Why a language's message cannot take a value as the bot gives it (the type English's uses give it), or null:
 * a number may be counted or shown; a date only formatted as one; a flag or a select's key only selected on, with
 * no branch English does not have; any text only shown or selected on.
 */
function mismatch(english: readonly Use[], own: readonly Use[]): string | null {
  const given = messageScript.valueType(english);
  const selectKeys = english.flatMap((use) => (typeof use === "object" ? use.select : []));
  const fits = (use: Use): boolean => {
    if (given === "number") return use === "number" || use === "text";
    if (given === "Date | number") return use === "date";
    if (given === "Text") return use === "text" || typeof use === "object";
    if (typeof use !== "object") return false;
    const known = given === "boolean" ? ["true", "false", "other"] : selectKeys;
    return use.select.every((key) => known.includes(key));
  };
  const unfit = own.filter((use) => !fits(use));
  return unfit.length === 0 ? null : `given ${given}, used as ${JSON.stringify(unfit)}`;
}

describe("the message files", () => {
  it("are one per language, named by its locale", () => {
    const files = readdirSync(DIRECTORY).filter((name) => name.endsWith(".json"));
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it("hold every language's words: no language keeps words, or decisions on them, in code under src/i18n", () => {
    const entries = readdirSync(join("src", "i18n"), { withFileTypes: true });
    expect(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)).toEqual(["messages"]);
    const modules = entries.map((entry) => entry.name.replace(/\.ts$/, ""));
    expect(modules.filter((name) => (LOCALES as readonly string[]).includes(name))).toEqual([]);
  });

  it.each(LOCALES)("in %s, hold only messages: a flat object of non-empty strings", (locale) => {
    const file = rawFileOf(locale);
    expect(file).toBeTypeOf("object");
    const entries = Object.entries(file as object) as [string, unknown][];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter(([, message]) => typeof message !== "string").map(([key]) => key)).toEqual([]);
    expect(entries.filter(([, message]) => String(message).trim() === "").map(([key]) => key)).toEqual([]);
    const badKey = (key: string) => key.split(".").some((part) => part === "" || part.trim() !== part);
    expect(entries.filter(([key]) => badKey(key) || !key.includes(".")).map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES)(
    "in %s, parse every message as ICU, each select and plural with an other branch",
    (locale) => {
      expect(PARSE_OPTIONS.requiresOtherClause).toBe(true);
      const broken = Object.entries(fileOf(locale)).flatMap(([key, message]) => {
        try {
          parse(message, PARSE_OPTIONS);
          return [];
        } catch (error) {
          return [`${key}: ${(error as Error).message}`];
        }
      });
      expect(broken).toEqual([]);
    },
  );

  it("refuse a select without an other branch", () => {
    expect(() => parse("{a, select, x {X}}", PARSE_OPTIONS)).toThrow();
    expect(() => parse("{n, plural, one {#}}", PARSE_OPTIONS)).toThrow();
  });

  it.each(TRANSLATED)("in %s, hold no key English lacks", (locale) => {
    // A language may name a language English's file does not (one added since): names are looked up by locale.
    const named = (key: string) => LOCALES.some((other) => key === `setup.languages.${other}`);
    expect(Object.keys(fileOf(locale)).filter((key) => !Object.hasOwn(ENGLISH, key) && !named(key))).toEqual(
      [],
    );
  });

  it.each(TRANSLATED)(
    "in %s, use only values English declares, each as the bot gives it (a report line also the line's values)",
    (locale) => {
      const found = Object.entries(fileOf(locale)).flatMap(([key, message]) => {
        const english = messageScript.messageArguments(ENGLISH[key] ?? "");
        return [...messageScript.messageArguments(message)].flatMap(([name, uses]) => {
          const declared = english.get(name);
          if (declared) {
            const problem = mismatch(declared, uses);
            return problem ? [`${locale} ${key} ${name}`] : [];
          }
          return key.startsWith("check.lines.") && LINE_VALUES.includes(name)
            ? []
            : [`${locale} ${key} ${name} (undeclared)`];
        });
      });
      expect(found).toEqual([]);
    },
  );

  it("tell a language's wrong use of a value from a right one", () => {
    const uses = (message: string, name: string) => messageScript.messageArguments(message).get(name) ?? [];
    const english = uses("{n, plural, one {# song} other {# songs}}", "n");
    expect(mismatch(english, uses("{n} Lieder", "n"))).toBeNull();
    expect(mismatch(english, uses("{n, select, a {A} other {B}}", "n"))).not.toBeNull();
    const flag = uses("{on, select, true {on} other {off}}", "on");
    expect(mismatch(flag, uses("{on, select, true {an} false {aus} other {aus}}", "on"))).toBeNull();
    expect(mismatch(flag, uses("{on}", "on"))).not.toBeNull();
    const kind = uses("{kind, select, live {live} other {auto}}", "kind");
    expect(mismatch(kind, uses("{kind, select, live {L} auto {A} other {A}}", "kind"))).not.toBeNull();
    expect(mismatch(uses("{dj}", "dj"), uses("{dj, plural, one {#} other {#}}", "dj"))).not.toBeNull();
  });
});

describe("the generated catalogue type", () => {
  it("is what scripts/message-types.mjs makes of en.json (npm run build writes it)", () => {
    expect(messageScript.ENGLISH).toBe(join(process.cwd(), DIRECTORY, "en.json"));
    const english = JSON.parse(readFileSync(messageScript.ENGLISH, "utf8")) as Record<string, string>;
    expect(readFileSync(messageScript.CATALOGUE, "utf8")).toBe(messageScript.catalogueSource(english));
  });

  it("is built with the parse options the runtime uses", () => {
    expect(messageScript.PARSE_OPTIONS).toEqual(PARSE_OPTIONS);
  });

  it("types a value by how English uses it", () => {
    const typeOf = (message: string, name: string) =>
      messageScript.valueType(messageScript.messageArguments(message).get(name) ?? []);
    expect(typeOf("{dj} is live", "dj")).toBe("Text");
    expect(typeOf("{n, plural, one {# song} other {# songs}} and {n}", "n")).toBe("number");
    expect(typeOf("{on, select, true {on} other {off}}", "on")).toBe("boolean");
    expect(typeOf("{what, select, clock {A} other {B}}", "what")).toBe('"clock" | "other"');
    expect(typeOf("{at, date, short}", "at")).toBe("Date | number");
    const source = messageScript.catalogueSource({ "a.b": "B", "a.c": "{n, number} C" });
    expect(source).toContain("readonly b: string;");
    expect(source).toContain("readonly c: Message<{ readonly n: number }>;");
  });
});
