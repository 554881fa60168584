/*
 * Everything the panel sends is untrusted. These functions turn panel text into something safe to put in a
 * Discord message: no invisible or direction-changing characters, no markdown, no working mentions, and never
 * longer than the field it goes in.
 */

import { wellFormed } from "../templates/check-template.js";

// Control characters (but tab and newline) and format characters: zero-width, bidi overrides and isolates, BOM.
const INVISIBLE = /(?![\n\t])[\p{Cc}\p{Cf}]/gu;
const MARKDOWN = /[\\*_~`|[\]<]/g;
// Characters that are markdown only at the start of a line: headings, quotes, lists, subtext.
const LINE_START = /^(\s*)([-#>+]|\d+\.)/gm;
const ELLIPSIS = "…";

/** Removes invisible and bidi characters, makes lone surrogates U+FFFD; folds whitespace (and newlines, unless `multiline`). */
export function cleanText(text: string, multiline = false): string {
  // A lone surrogate (half an emoji, cut by the panel) is not text Discord takes: it becomes U+FFFD.
  const visible = wellFormed(text).replace(/\r\n?/g, "\n").replace(INVISIBLE, "");
  const folded = multiline
    ? visible.replace(/[ \t]+/g, " ").replace(/\n{3,}/g, "\n\n")
    : visible.replace(/\s+/g, " ");
  return folded.trim();
}

/** Breaks `@everyone`, `@here` and user, role, channel and emoji mentions with a zero-width space. */
export function breakMentions(text: string): string {
  return text.replace(/@(?=\S)/g, "@\u200b").replace(/<(?=[#@:])/g, "<\u200b");
}

/** Escapes Discord markdown and breaks mentions. */
export function escapeMarkdown(text: string): string {
  return breakMentions(text.replace(MARKDOWN, (char) => `\\${char}`).replace(LINE_START, "$1\\$2"));
}

/** Cuts text to `max` characters (UTF-16 units, as Discord counts), ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, Math.max(0, max - ELLIPSIS.length));
  // Never split a surrogate pair or leave a lone escaping backslash at the end.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const backslashes = /\\+$/.exec(cut)?.[0].length ?? 0;
  if (backslashes % 2 === 1) cut = cut.slice(0, -1);
  return `${cut}${ELLIPSIS}`;
}

/** Panel text made safe for a message field of at most `max` characters. */
export function safeText(text: string | null | undefined, max: number, multiline = false): string {
  return truncate(escapeMarkdown(cleanText(text ?? "", multiline)), max);
}

/** Panel text made printable, mentions broken, markdown kept: for labels and names that show no markdown. */
export function plainText(text: string | null | undefined, max: number): string {
  return truncate(breakMentions(cleanText(text ?? "")), max);
}

/**
 * Breaks what could ping in text the bot did not escape (a moderator's template): `@everyone`, `@here`, and user
 * and role mentions. Channel mentions and custom emoji are kept: they ping no one.
 */
export function breakPings(text: string): string {
  return text.replace(/@(everyone|here)/gi, "@\u200b$1").replace(/<@/g, "<\u200b@");
}
