import type { TemplateProblem } from "../templates/check-template.js";
import { PLACEHOLDERS, TEMPLATE_MAX_LENGTH } from "../templates/trigger.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { formatCount } from "../i18n/numbers.js";
import { type Locale } from "../locale.js";
import { truncate } from "./text.js";

/** At most this many unknown names are listed (each cut to `NAME_MAX`), so the text stays short. */
const NAMES_SHOWN = 10;
const NAME_MAX = 40;

/** The placeholders, one a line: `{name}` — what it gives. */
export function placeholderList(locale: Locale): string {
  return PLACEHOLDERS.map((name) => `\`{${name}}\` — ${catalogueOf(locale).setup.placeholders[name]}`).join(
    "\n",
  );
}

function problemLine(problem: TemplateProblem, locale: Locale): string {
  const words = catalogueOf(locale).setup.template;
  const max = formatCount(locale, TEMPLATE_MAX_LENGTH);
  if (problem.kind === "empty") return words.empty;
  if (problem.kind === "too-long") return words.tooLong({ length: formatCount(locale, problem.length), max });
  // Names are letters, digits, `_` and `-` only (see templateParts): nothing that could close the code span.
  const shown = problem.names.slice(0, NAMES_SHOWN).map((name) => `\`{${truncate(name, NAME_MAX)}}\``);
  const more = problem.names.length - shown.length;
  const list = [...shown, ...(more > 0 ? [words.more({ count: formatCount(locale, more) })] : [])].join(", ");
  return `${words.unknown({ count: problem.names.length })} ${list}`;
}

/**
 * Why a template is refused and what is allowed (every placeholder with a few words, the length limit), in the
 * moderator's language; well under Discord's 2,000 characters. Pure.
 */
export function templateProblemText(problem: TemplateProblem, locale: Locale): string {
  const words = catalogueOf(locale).setup.template;
  return [
    `❌ ${problemLine(problem, locale)}`,
    "",
    words.allowed,
    placeholderList(locale),
    "",
    words.rules({ max: formatCount(locale, TEMPLATE_MAX_LENGTH) }),
  ].join("\n");
}
