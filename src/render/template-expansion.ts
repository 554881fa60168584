import { templateParts, wellFormed } from "../templates/check-template.js";
import type { Placeholder } from "../templates/trigger.js";
import { fitMarkdown } from "./template-fit.js";
import { breakPings, cleanText, safeText, truncate } from "./text.js";

/**
 * A placeholder's value: panel text, escaped where it lands (with `fallback` when it is empty), or markup the bot
 * built itself (a Discord timestamp, a `<url>`, a count), put in as it is.
 */
export type TemplateValue =
  | { readonly kind: "panel"; readonly text: string | null; readonly max: number; readonly fallback: string }
  | { readonly kind: "markup"; readonly text: string };

/** The value of every placeholder for one announcement. */
export type PlaceholderValues = Readonly<Record<Placeholder, TemplateValue>>;

/** Where a placeholder stands: `true` inside a code span or block of the moderator's text. */
function codeSpans(skeleton: string): boolean[] {
  const inCode = Array.from({ length: skeleton.length }, () => false);
  const runAt = (at: number) => /^`+/.exec(skeleton.slice(at))?.[0].length ?? 0;
  let i = 0;
  while (i < skeleton.length) {
    if (skeleton[i] === "\\") {
      i += 2;
      continue;
    }
    const run = runAt(i);
    if (run === 0) {
      i++;
      continue;
    }
    let close = i + run;
    while (close < skeleton.length && (skeleton[close] !== "`" || runAt(close) !== run))
      close += skeleton[close] === "`" ? runAt(close) : 1;
    if (close < skeleton.length) inCode.fill(true, i + run, close);
    i = close < skeleton.length ? close + run : i + run;
  }
  return inCode;
}

/**
 * Panel text for inside a code span, where backslash escapes show as they are: printable, and its backticks made
 * a look-alike (U+02CB) so it cannot close the moderator's span.
 */
function codeText(text: string, max: number): string {
  return truncate(cleanText(text).replace(/`/g, "\u02cb"), max);
}

function valueText(value: TemplateValue, inCode: boolean): string {
  if (value.kind === "markup") return value.text;
  const text = wellFormed(value.text ?? "");
  const shown = inCode ? codeText(text, value.max) : safeText(text, value.max);
  return shown === "" ? value.fallback : shown;
}

// The moderator's text ending in one of these would join the value into an escape, a mention or a `<…>`.
const JOINS = /(?:^|[^\\])(?:\\\\)*\\$|[<@]$/;

/**
 * A template with its placeholders filled in, at most `max` characters. Panel values are escaped for where they
 * stand (markdown escaped outside code, backticks replaced inside), so panel data cannot close or open the
 * moderator's markdown; the moderator's markdown, channel mentions and custom emoji are kept; nothing in the
 * result can ping (`breakPings`); the cut (`fitMarkdown`) never leaves a construct half shown. Unknown
 * placeholders stay as written. The result may be empty when the template is only empty values. Pure.
 */
export function expandTemplate(template: string, values: PlaceholderValues, max: number): string {
  const parts = templateParts(wellFormed(template));
  // The template with each placeholder one character wide (a NUL is never a backtick or backslash).
  const skeleton = parts.map((part) => (part.kind === "placeholder" ? "\0" : part.text)).join("");
  const inCode = codeSpans(skeleton);
  let at = 0;
  let out = "";
  for (const part of parts) {
    if (part.kind === "placeholder") {
      const code = inCode[at] ?? false;
      const text = valueText(values[part.name], code);
      out += !code && text !== "" && JOINS.test(out) ? `\u200b${text}` : text;
      at += 1;
    } else {
      out += part.text;
      at += part.text.length;
    }
  }
  return fitMarkdown(breakPings(out).trim(), max);
}
