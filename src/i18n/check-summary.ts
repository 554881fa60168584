/** The words of the /setup check report's first line in one language. */
export interface SummaryWords {
  /** When there is neither a problem nor a warning. */
  readonly allWell: string;
  /** A count of problems, e.g. "2 problems" (its plural forms picked by the numbers code). */
  readonly problems: (count: number) => string;
  /** A count of warnings, e.g. "1 warning". */
  readonly warnings: (count: number) => string;
  /** Between the count of problems and the count of warnings, e.g. ", ". */
  readonly separator: string;
  /** After the counts, e.g. ". What to do is under each line." */
  readonly after: string;
}

/** The report's first line: "all well", or the counts of problems and warnings that are not 0, then `after`. */
export function summaryOf(words: SummaryWords): (fails: number, warns: number) => string {
  return (fails, warns) => {
    if (fails + warns === 0) return words.allWell;
    const counts = [fails ? words.problems(fails) : "", warns ? words.warnings(warns) : ""];
    return counts.filter(Boolean).join(words.separator) + words.after;
  };
}
