/*
 * Cutting a message built from a template. A plain cut can leave what Discord shows broken: half of a
 * `<t:…>` timestamp, `<url>`, `<#channel>` or `<:emoji:id>`, a masked link without its `)`, a code span without
 * its closing backticks, a backslash that escapes the ellipsis, half a surrogate pair. The cut backs off past each
 * of these, then adds an ellipsis.
 */

import { codeSpans, isEscaped } from "./code-spans.js";

const ELLIPSIS = "…";

/** The last index of `needle` in `text` that is not escaped, or -1. */
function lastUnescaped(text: string, needle: string, before = text.length): number {
  let index = text.lastIndexOf(needle, before);
  while (index >= 0 && isEscaped(text, index)) index = index > 0 ? text.lastIndexOf(needle, index - 1) : -1;
  return index;
}

/** One step back from a broken tail, or the text unchanged when its end shows whole. */
function backOff(cut: string): string {
  if (/\s$/.test(cut)) return cut.trimEnd();
  if (/[\uD800-\uDBFF]$/.test(cut)) return cut.slice(0, -1);
  if (cut.endsWith("\\") && !isEscaped(cut, cut.length - 1)) return cut.slice(0, -1);
  const open = cut.lastIndexOf("<");
  if (open >= 0 && open > cut.lastIndexOf(">")) return cut.slice(0, open);
  const link = lastUnescaped(cut, "](");
  if (link >= 0 && !cut.includes(")", link)) {
    const start = link > 0 ? lastUnescaped(cut, "[", link - 1) : -1;
    return cut.slice(0, start >= 0 ? start : link);
  }
  return cut;
}

/**
 * Text cut to at most `max` characters (UTF-16 units, as Discord counts), ending with an ellipsis when cut, and
 * never inside a construct Discord would show broken (see above). `max` is at least 1. Pure.
 */
export function fitMarkdown(text: string, max: number): string {
  if (text.length <= max) return text;
  const spans = codeSpans(text);
  // A code span cut open would show its backticks and let what was code (panel text unescaped) read as markdown.
  const outOfCode = (cut: string) =>
    cut.slice(0, spans.find((span) => span.start < cut.length && cut.length < span.end)?.start ?? cut.length);
  let cut = text.slice(0, Math.max(0, max - ELLIPSIS.length));
  for (let shorter = outOfCode(backOff(cut)); shorter !== cut; shorter = outOfCode(backOff(cut)))
    cut = shorter;
  return `${cut}${ELLIPSIS}`;
}
