/*
 * Cutting a message built from a template. A plain cut can leave what Discord shows broken: half of a
 * `<t:…>` timestamp, `<url>`, `<#channel>` or `<:emoji:id>`, a masked link without its `)`, a backslash that
 * escapes the ellipsis, half a surrogate pair. The cut backs off past each of these, then adds an ellipsis.
 */

const ELLIPSIS = "…";

/** Whether the character at `index` is escaped by an odd run of backslashes before it. */
function escaped(text: string, index: number): boolean {
  let count = 0;
  for (let i = index - 1; i >= 0 && text[i] === "\\"; i--) count++;
  return count % 2 === 1;
}

/** The last index of `needle` in `text` that is not escaped, or -1. */
function lastUnescaped(text: string, needle: string, before = text.length): number {
  let index = text.lastIndexOf(needle, before);
  while (index >= 0 && escaped(text, index)) index = index > 0 ? text.lastIndexOf(needle, index - 1) : -1;
  return index;
}

/** One step back from a broken tail, or the text unchanged when its end shows whole. */
function backOff(cut: string): string {
  if (/\s$/.test(cut)) return cut.trimEnd();
  if (/[\uD800-\uDBFF]$/.test(cut)) return cut.slice(0, -1);
  if (cut.endsWith("\\") && !escaped(cut, cut.length - 1)) return cut.slice(0, -1);
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
  let cut = text.slice(0, Math.max(0, max - ELLIPSIS.length));
  for (let shorter = backOff(cut); shorter !== cut; shorter = backOff(cut)) cut = shorter;
  return `${cut}${ELLIPSIS}`;
}
