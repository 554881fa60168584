import type { Finding, PermissionName, Section } from "../check/finding.js";

/** One line of the report: what was found and, for a problem, what to do. */
export interface CheckLine {
  readonly text: string;
  readonly fix?: string;
}

/** The report's words in one language. Findings reach `line` with their panel text already made safe. */
export interface CheckWords {
  readonly title: string;
  summary(fails: number, warns: number): string;
  readonly sections: Readonly<Record<Section, string>>;
  more(count: number): string;
  readonly permissions: Readonly<Record<PermissionName, string>>;
  line(finding: Finding, names: (missing: readonly PermissionName[]) => string): CheckLine;
}

/** One kind of finding. */
export type Of<K extends Finding["kind"]> = Extract<Finding, { kind: K }>;

/** Milliseconds as seconds with one decimal, e.g. `4 s`, `1.5 s` (Russian: `1,5 с`). */
export function seconds(ms: number, unit = "s", decimal = "."): string {
  return `${String(Math.round(ms / 100) / 10).replace(".", decimal)} ${unit}`;
}

/** A codec as people know it. */
export function codecName(heard: Of<"stream">["heard"]): string {
  const NAMES = {
    mp3: "MP3",
    aac: "AAC",
    opus: "Ogg/Opus",
    vorbis: "Ogg/Vorbis",
    ogg: "Ogg",
    html: "HTML",
    unknown: "?",
  };
  return heard ? NAMES[heard] : "?";
}
