import type { Finding, PermissionName, Section } from "../../check/finding.js";

/** One line of the report: what was found and, for a problem, what to do. */
export interface CheckLine {
  readonly text: string;
  readonly fix?: string;
}

/** One kind of finding. */
export type Of<K extends Finding["kind"]> = Extract<Finding, { kind: K }>;

/** Permission names as the language's Discord shows them, joined into a list (given by the renderer). */
export type PermissionList = (missing: readonly PermissionName[]) => string;

/**
 * A line for each kind of finding. Findings reach these with their panel text (mount, format, DJ name) already
 * made safe for Discord.
 */
export type CheckLines = {
  readonly [K in Finding["kind"]]: (finding: Of<K>, names: PermissionList) => CheckLine;
};

/** What the catalogue says in the /setup check report, the moderator's view of what works and what to do. */
export interface CheckTexts {
  readonly title: string;
  /** The first line: how many problems and warnings (both may be 0). */
  summary(fails: number, warns: number): string;
  readonly sections: Readonly<Record<Section, string>>;
  /** The last line of a section cut short: `count` lines left out. */
  more(count: number): string;
  /** Each permission by the name Discord's own client shows in the language, quoted as the language quotes. */
  readonly permissions: Readonly<Record<PermissionName, string>>;
  readonly lines: CheckLines;
}
