import { describe, expect, it } from "vitest";
import { catalogueOf, messageFileOf, messagesOf } from "../../src/i18n/catalogues.js";
import { chainOf } from "../../src/i18n/languages.js";
import { LANGUAGE_TABLE, LOCALES, type Locale } from "../../src/locale.js";
import { formatted, samplesOf } from "./samples.js";

const ENGLISH = messageFileOf("en");

/** Every language but English: each of its messages overrides its fallback's. */
const TRANSLATED = LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");

/** An English sentence: three or more English words in a row (a name such as "Live DJ" is not one). */
const ENGLISH_SENTENCE = /\b[A-Za-z]{3,}(?:[ ,']+[A-Za-z]{2,}){2,}/;

/** Whether two messages say the same words in a language for every value they may be given. */
function sayTheSame(a: string, b: string, tag: string): boolean {
  if (a === b) return true;
  return samplesOf(a, b).every((values) => {
    const say = (message: string) => {
      try {
        return formatted(message, tag, values);
      } catch (error) {
        return `throws ${(error as Error).message}`;
      }
    };
    return say(a) === say(b);
  });
}

describe("the fallback chains", () => {
  it("end in English, the one complete file: es-419 falls back to es-ES, es-ES to English", () => {
    expect(chainOf("es-419")).toEqual(["es-419", "es-ES", "en"]);
    expect(chainOf("en")).toEqual(["en"]);
    for (const locale of LOCALES) {
      expect(chainOf(locale).at(-1), locale).toBe("en");
      expect(chainOf(locale)[0], locale).toBe(locale);
    }
  });

  it.each(TRANSLATED)(
    "leave to English in %s only texts that read alike in it: names, no sentence",
    (locale) => {
      const given = chainOf(locale).slice(0, -1).map(messageFileOf);
      const untranslated = Object.entries(ENGLISH).filter(
        ([key]) => !given.some((file) => Object.hasOwn(file, key)),
      );
      const tag = LANGUAGE_TABLE[locale].intl;
      const sentences = untranslated.filter(([, message]) =>
        samplesOf(message).some((values) => ENGLISH_SENTENCE.test(formatted(message, tag, values))),
      );
      expect(sentences.map(([key, message]) => `${key}: ${message}`)).toEqual([]);
    },
  );

  it.each(LOCALES)("give in %s each message from the first language of the chain that has it", (locale) => {
    const chain = chainOf(locale).map(messageFileOf);
    const merged = messagesOf(locale);
    // Beyond English's keys, only the names of languages English's file does not name (one added since).
    const extra = Object.keys(merged).filter((key) => !Object.hasOwn(ENGLISH, key));
    expect(extra.filter((key) => !LOCALES.some((other) => key === `setup.languages.${other}`))).toEqual([]);
    for (const key of Object.keys(ENGLISH))
      expect(merged[key], key).toBe(chain.find((file) => Object.hasOwn(file, key))?.[key]);
  });

  it("fill what es-419 leaves out from es-ES and keep what it gives", () => {
    expect(Object.keys(messageFileOf("es-419")).length).toBeLessThan(Object.keys(ENGLISH).length);
    expect(catalogueOf("es-419").setup.server.title).toBe("⚙️ Configuración del bot en este servidor");
    expect(catalogueOf("es-ES").setup.server.title).toBe("⚙️ Ajustes del bot en este servidor");
    expect(catalogueOf("es-419").setup.server.channels).toBe(catalogueOf("es-ES").setup.server.channels);
    expect(catalogueOf("es-419").setup.server.channels).toBe("Canales de anuncios");
  });

  it.each(TRANSLATED)("give in %s no message that says what the language it falls back to says", (locale) => {
    const fallback = messagesOf(LANGUAGE_TABLE[locale].fallback ?? "en");
    const tag = LANGUAGE_TABLE[locale].intl;
    const same = Object.entries(messageFileOf(locale)).filter(([key, message]) =>
      sayTheSame(message, fallback[key] ?? "", tag),
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it("tell an override that says the same from one that says something else", () => {
    const tag = LANGUAGE_TABLE["es-419"].intl;
    const listeners = "{n, plural, one {# oyente} other {# oyentes}}";
    expect(sayTheSame(listeners, listeners, tag)).toBe(true);
    expect(
      sayTheSame(listeners, "{n, plural, one {# oyente} =0 {ningún oyente} other {# oyentes}}", tag),
    ).toBe(false);
    expect(sayTheSame(listeners, "{n, plural, other {# oyentes} one {# oyente}}", tag)).toBe(true);
    expect(
      sayTheSame("{on, select, true {sí} other {no}}", "{on, select, true {sí} other {nunca}}", tag),
    ).toBe(false);
    expect(sayTheSame("Hola", "Hola ", tag)).toBe(false);
  });
});
