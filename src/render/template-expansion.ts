import { templateParts, wellFormed } from "../templates/check-template.js";
import { codeSpans } from "./code-spans.js";
import { fitMarkdown } from "./template-fit.js";
import { percentEncoded, type PlaceholderValues, type TemplateValue } from "./template-values.js";
import { breakPings, cleanText, safeText, truncate } from "./text.js";

/**
 * Panel text for inside a code span, where backslash escapes show as they are: printable, and its backticks made
 * a look-alike (U+02CB) so it cannot close the moderator's span.
 */
function codeText(text: string, max: number): string {
  return truncate(cleanText(text).replace(/`/g, "\u02cb"), max);
}

/**
 * Panel text for inside a masked link's address (`[listen](https://example.com/?q={title})`): printable and
 * percent-encoded, so it stays one address and cannot end the link.
 */
function linkText(text: string, max: number): string {
  const clean = cleanText(text);
  // Cut without the ellipsis, which would become part of the address; never half a surrogate pair.
  const cut = clean.length > max ? truncate(clean, max + 1).slice(0, -1) : clean;
  return encodeURIComponent(cut).replace(/[!'()*~]/g, percentEncoded);
}

/** Where a placeholder stands in the moderator's markdown: plain text, a code span, or a masked link's address. */
type Context = "text" | "code" | "link";

// The skeleton before a placeholder ends inside `](…` of a masked link: an unescaped `](`, then no space or paren.
const IN_LINK = /(?:^|[^\\])(?:\\\\)*\]\(<?[^\s()<>]*$/;

function valueText(value: TemplateValue, context: Context): string {
  if (value.kind === "markup") return value.text;
  const text = wellFormed(value.text ?? "");
  const shown = {
    text: () => safeText(text, value.max),
    code: () => codeText(text, value.max),
    link: () => linkText(text, value.max),
  }[context]();
  return shown === "" ? value.fallback : shown;
}

// The moderator's text ending in one of these would join the value into an escape, a mention or a `<…>`.
const JOINS = /(?:^|[^\\])(?:\\\\)*\\$|[<@]$/;

/**
 * A template with its placeholders filled in, at most `max` characters. Panel values are escaped for where they
 * stand (markdown escaped in text, backticks replaced in code, percent-encoded in a masked link's address), so
 * panel data cannot close or open the
 * moderator's markdown; the moderator's markdown, channel mentions and custom emoji are kept; nothing in the
 * result can ping (`breakPings`); the cut (`fitMarkdown`) never leaves a construct half shown. Unknown
 * placeholders stay as written. The result may be empty when the template is only empty values. Pure.
 */
export function expandTemplate(template: string, values: PlaceholderValues, max: number): string {
  const parts = templateParts(wellFormed(template));
  // The template with each placeholder one character wide (a NUL is never a backtick or backslash).
  const skeleton = parts.map((part) => (part.kind === "placeholder" ? "\0" : part.text)).join("");
  const spans = codeSpans(skeleton);
  let at = 0;
  let out = "";
  for (const part of parts) {
    if (part.kind === "placeholder") {
      const context = spans.some((span) => span.start < at && at < span.end)
        ? "code"
        : IN_LINK.test(skeleton.slice(0, at))
          ? "link"
          : "text";
      const text = valueText(values[part.name], context);
      out += context === "text" && text !== "" && JOINS.test(out) ? `\u200b${text}` : text;
      at += 1;
    } else {
      out += part.text;
      at += part.text.length;
    }
  }
  return fitMarkdown(breakPings(out).trim(), max);
}
