import type { Finding, PanelDown, PermissionName, Section, StreamProblem } from "../../check/finding.js";

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
 * The variants of a finding's line that need words of their own, by kind; which one a finding takes is decided
 * in `src/i18n/check-line.ts`, never in a catalogue.
 */
export interface CheckVariants {
  readonly panel: "key-accepted" | "no-key-needed" | "key-unknown";
  readonly "panel-down": PanelDown;
  readonly clock: "unmeasured" | "agrees" | "ahead" | "behind";
  readonly "on-air": "on" | "off";
  readonly dj: "unreadable" | "nobody" | "live" | "automatic";
  readonly history: "readable" | "unreadable";
  readonly stream: StreamProblem;
  readonly channel: Of<"channel">["problem"];
  readonly ping: "unset" | Of<"ping">["problem"];
  readonly voice: Exclude<Of<"voice">["problem"], "none"> | "can-connect" | "can-connect-and-speak";
  readonly "stage-speak": Of<"stage-speak">["way"];
  readonly "voice-display":
    "channel-status" | "stage-topic" | "channel-status-missing" | "stage-topic-missing";
  readonly events: "allowed" | "missing";
}

/** Values a finding's words get filled in where the finding may lack them (the variant says they are there). */
interface Filled {
  readonly "panel-down": { readonly ms: number; readonly httpStatus: number };
  readonly stream: { readonly format: string; readonly httpStatus: number };
  readonly clock: { readonly offsetMs: number };
  readonly dj: { readonly name: string };
  readonly ping: { readonly roleId: string };
  readonly voice: { readonly channelId: string };
}

/** What a finding's words are given: the finding, with the values its variant has filled in. */
export type LineParams<K extends Finding["kind"]> = K extends keyof Filled
  ? Omit<Of<K>, keyof Filled[K]> & Filled[K]
  : Of<K>;

/** The words of one line. */
export type LineWords<K extends Finding["kind"]> = (
  finding: LineParams<K>,
  names: PermissionList,
) => CheckLine;

/**
 * A line for each kind of finding, and for a kind with variants a complete record of them (so the compiler holds
 * every language to every variant). Findings reach these with their panel text (mount, format, DJ name) already
 * made safe for Discord.
 */
export type CheckLines = {
  readonly [K in Finding["kind"]]: K extends keyof CheckVariants
    ? Readonly<Record<CheckVariants[K], LineWords<K>>>
    : LineWords<K>;
};

/** What the catalogue says in the /setup check report, the moderator's view of what works and what to do. */
export interface CheckTexts {
  readonly title: string;
  /** The first line: how many problems and warnings (both may be 0). */
  readonly summary: (fails: number, warns: number) => string;
  readonly sections: Readonly<Record<Section, string>>;
  /** The last line of a section cut short: `count` lines left out. */
  more(count: number): string;
  /** Each permission by the name Discord's own client shows in the language, quoted as the language quotes. */
  readonly permissions: Readonly<Record<PermissionName, string>>;
  readonly lines: CheckLines;
}
