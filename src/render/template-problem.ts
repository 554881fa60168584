import type { TemplateProblem } from "../templates/check-template.js";
import { type Placeholder, PLACEHOLDERS, TEMPLATE_MAX_LENGTH } from "../templates/trigger.js";
import { formatCount, plural } from "../i18n/numbers.js";
import { type Locale } from "../station/locale.js";
import { truncate } from "./text.js";

/** What each placeholder gives, in a few words, for the lists a moderator reads. */
export const PLACEHOLDER_HELP: Readonly<Record<Locale, Readonly<Record<Placeholder, string>>>> = {
  en: {
    dj: "the DJ on air (or “nobody”)",
    previous_dj: "the DJ before",
    artist: "the artist",
    title: "the song's title",
    album: "the album",
    track: "artist — title",
    station: "the station's name",
    listeners: "how many listen now",
    listen: "the link to listen",
    time: "when it happened (each reader's own time)",
  },
  ru: {
    dj: "диджей в эфире (или «никто»)",
    previous_dj: "диджей до него",
    artist: "исполнитель",
    title: "название песни",
    album: "альбом",
    track: "исполнитель — название",
    station: "название станции",
    listeners: "сколько слушают сейчас",
    listen: "ссылка, чтобы слушать",
    time: "когда это случилось (по часам читателя)",
  },
};

const WORDS = {
  en: {
    empty: "The template is empty: write the words the bot should post.",
    tooLong: (length: string, max: string) =>
      `The template is ${length} characters long; the most is ${max}.`,
    unknown: { one: "Unknown placeholder:", other: "Unknown placeholders:" },
    more: (count: number) => `and ${count} more`,
    allowed: "You can use:",
    rules: (max: string) =>
      `A template is text with Discord markdown, up to ${max} characters. Braces around anything else are kept as written.`,
  },
  ru: {
    empty: "Шаблон пуст: напишите, что бот должен публиковать.",
    tooLong: (length: string, max: string) => `В шаблоне ${length} симв.; можно не больше ${max}.`,
    unknown: {
      one: "Неизвестная подстановка:",
      few: "Неизвестные подстановки:",
      other: "Неизвестные подстановки:",
    },
    more: (count: number) => `и ещё ${count}`,
    allowed: "Можно использовать:",
    rules: (max: string) =>
      `Шаблон — это текст с разметкой Discord, до ${max} символов. Прочие слова в фигурных скобках остаются как есть.`,
  },
} as const;

/** At most this many unknown names are listed (each cut to `NAME_MAX`), so the text stays short. */
const NAMES_SHOWN = 10;
const NAME_MAX = 40;

/** The placeholders, one a line: `{name}` — what it gives. */
export function placeholderList(locale: Locale): string {
  return PLACEHOLDERS.map((name) => `\`{${name}}\` — ${PLACEHOLDER_HELP[locale][name]}`).join("\n");
}

function problemLine(problem: TemplateProblem, locale: Locale): string {
  const words = WORDS[locale];
  const max = formatCount(locale, TEMPLATE_MAX_LENGTH);
  if (problem.kind === "empty") return words.empty;
  if (problem.kind === "too-long") return words.tooLong(formatCount(locale, problem.length), max);
  // Names are letters, digits, `_` and `-` only (see templateParts): nothing that could close the code span.
  const shown = problem.names.slice(0, NAMES_SHOWN).map((name) => `\`{${truncate(name, NAME_MAX)}}\``);
  const more = problem.names.length - shown.length;
  const list = [...shown, ...(more > 0 ? [words.more(more)] : [])].join(", ");
  return `${plural(locale, problem.names.length, words.unknown)} ${list}`;
}

/**
 * Why a template is refused and what is allowed (every placeholder with a few words, the length limit), in the
 * moderator's language; well under Discord's 2,000 characters. Pure.
 */
export function templateProblemText(problem: TemplateProblem, locale: Locale): string {
  const words = WORDS[locale];
  return [
    `❌ ${problemLine(problem, locale)}`,
    "",
    words.allowed,
    placeholderList(locale),
    "",
    words.rules(formatCount(locale, TEMPLATE_MAX_LENGTH)),
  ].join("\n");
}
