/** A code span or block in Discord markdown: from its opening backticks to just after its closing ones. */
export interface CodeSpan {
  readonly start: number;
  readonly end: number;
}

/** Whether the character at `index` is escaped by an odd run of backslashes before it. */
export function isEscaped(text: string, index: number): boolean {
  let count = 0;
  for (let i = index - 1; i >= 0 && text[i] === "\\"; i--) count++;
  return count % 2 === 1;
}

/**
 * The code spans and blocks of a text, as Discord reads them: a run of backticks opens one that the next run of the
 * same length closes (inside, backslashes escape nothing); a run with no partner, or an escaped backtick, is text.
 * Linear in the text, quadratic only in its runs of backticks. Pure.
 */
export function codeSpans(text: string): CodeSpan[] {
  const runs = [...text.matchAll(/`+/g)].map((match) => ({ at: match.index, length: match[0].length }));
  const spans: CodeSpan[] = [];
  let i = 0;
  while (i < runs.length) {
    const run = runs[i] ?? { at: 0, length: 0 };
    // An escaped backtick is text; the rest of its run may still open a span.
    const open = isEscaped(text, run.at) ? { at: run.at + 1, length: run.length - 1 } : run;
    if (open.length === 0) {
      i++;
      continue;
    }
    let close = i + 1;
    while (close < runs.length && runs[close]?.length !== open.length) close++;
    const closer = runs[close];
    if (closer) {
      spans.push({ start: open.at, end: closer.at + closer.length });
      i = close + 1;
    } else i++;
  }
  return spans;
}
