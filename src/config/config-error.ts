/** One thing wrong with the environment, safe to print: it never holds a variable's value. */
export interface ConfigProblem {
  readonly variable: string;
  readonly problem: string;
  readonly example: string;
}

/** Thrown by `loadConfig` with every problem found, not just the first. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(formatConfigProblems(problems));
    this.name = "ConfigError";
  }
}

/** Renders problems as one readable list, one line per variable. */
export function formatConfigProblems(problems: readonly ConfigProblem[]): string {
  const lines = problems.map((p) => `  - ${p.variable} ${p.problem} (example: ${p.example})`);
  return `The configuration has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${lines.join("\n")}\nSet them in .env (see .env.example) or in the environment.`;
}
