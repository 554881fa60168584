import { type Placeholder, PLACEHOLDERS, TEMPLATE_MAX_LENGTH } from "./trigger.js";

/** Why a template is refused. */
export type TemplateProblem =
  | { readonly kind: "empty" }
  | { readonly kind: "too-long"; readonly length: number }
  | { readonly kind: "unknown-placeholders"; readonly names: readonly string[] };

/** A template accepted (normalised, as it is to be saved), or the reason it is refused. */
export type TemplateCheck =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: TemplateProblem };

/** One piece of a template: the moderator's own text, or a placeholder (known or not) by name. */
export type TemplatePart =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "placeholder"; readonly name: Placeholder }
  | { readonly kind: "unknown"; readonly name: string; readonly text: string };

/**
 * What counts as a placeholder: a brace, one word (letters, digits, `_` or `-`, any script), a brace. Anything else
 * with braces — a lone `{` or `}`, `{two words}`, `{}` — is the moderator's own text and is posted as written.
 */
const PLACEHOLDER = /\{([\p{L}\p{N}_-]+)\}/gu;

// Half of a surrogate pair with no other half: Discord cannot show it, and JSON bodies should not carry it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Replaces each lone surrogate with U+FFFD, as `String.prototype.toWellFormed` does. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD");
}

/** A template as it is saved: Windows line ends made `\n`, lone surrogates replaced, trimmed. */
export function normaliseTemplate(text: string): string {
  return wellFormed(text.replace(/\r\n?/g, "\n")).trim();
}

function isPlaceholder(name: string): name is Placeholder {
  return (PLACEHOLDERS as readonly string[]).includes(name);
}

/** Splits a template into the moderator's text and its placeholders, in order. Pure. */
export function templateParts(text: string): readonly TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    parts.push(
      isPlaceholder(name) ? { kind: "placeholder", name } : { kind: "unknown", name, text: match[0] },
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/**
 * Checks a moderator's template: normalised (see `normaliseTemplate`), it must not be empty, must fit
 * `TEMPLATE_MAX_LENGTH`, and may use only the `PLACEHOLDERS` (each unknown name is listed once, in order of first
 * use). Braces that do not hold one word are plain text. Pure.
 */
export function checkTemplate(text: string): TemplateCheck {
  const normalised = normaliseTemplate(text);
  if (normalised === "") return { ok: false, problem: { kind: "empty" } };
  if (normalised.length > TEMPLATE_MAX_LENGTH)
    return { ok: false, problem: { kind: "too-long", length: normalised.length } };
  const unknown = templateParts(normalised).flatMap((part) => (part.kind === "unknown" ? [part.name] : []));
  if (unknown.length > 0)
    return { ok: false, problem: { kind: "unknown-placeholders", names: [...new Set(unknown)] } };
  return { ok: true, text: normalised };
}

/** Whether a template uses a placeholder (e.g. `{listen}`, so the Listen button would repeat it). Pure. */
export function usesPlaceholder(text: string, name: Placeholder): boolean {
  return templateParts(text).some((part) => part.kind === "placeholder" && part.name === name);
}
