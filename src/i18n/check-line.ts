import type { Finding, PermissionName } from "../check/finding.js";
import type { HeardCodec } from "../check/sniff-audio.js";
import type { CheckTexts } from "./areas.js";

/** One line of the report: what was found and, for a problem, what to do. */
export interface CheckLine {
  readonly text: string;
  readonly fix?: string;
}

/** One kind of finding. */
type Of<K extends Finding["kind"]> = Extract<Finding, { kind: K }>;

/** Permission names as the language's Discord shows them, joined into a list (given by the renderer). */
export type PermissionList = (missing: readonly PermissionName[]) => string;

/** For each kind with variants, which variant a finding takes: the decisions the message files leave out. */
const CHOOSE: { readonly [K in Finding["kind"]]?: (finding: Of<K>) => string } = {
  panel: (f) =>
    f.keyGiven === true ? "key-accepted" : f.keyGiven === false ? "no-key-needed" : "key-unknown",
  "panel-down": (f) => f.reason,
  clock: (f) =>
    f.offsetMs === null ? "unmeasured" : f.status === "ok" ? "agrees" : f.offsetMs > 0 ? "ahead" : "behind",
  "on-air": (f) => (f.onAir ? "on" : "off"),
  dj: (f) => (f.status === "fail" ? "unreadable" : !f.name ? "nobody" : f.live ? "live" : "automatic"),
  history: (f) => (f.readable ? "readable" : "unreadable"),
  stream: (f) => f.problem,
  channel: (f) => f.problem,
  ping: (f) => (f.roleId ? f.problem : "unset"),
  voice: (f) => (f.problem !== "none" ? f.problem : f.stage ? "can-connect" : "can-connect-and-speak"),
  "stage-speak": (f) => f.way,
  "voice-display": (f) =>
    `${f.stage ? "stage-topic" : "channel-status"}${f.missing.length === 0 ? "" : "-missing"}`,
  events: (f) => (f.missing.length === 0 ? "allowed" : "missing"),
};

const CODECS: Readonly<Record<HeardCodec, string>> = {
  mp3: "MP3",
  aac: "AAC",
  opus: "Ogg/Opus",
  vorbis: "Ogg/Vorbis",
  ogg: "Ogg",
  html: "HTML",
  unknown: "?",
};

/** A value a line's message may show. */
type LineValue = string | number | boolean;

/**
 * The values every line's messages are given: the finding's own fields, with what a finding may lack filled in,
 * milliseconds as seconds with one decimal, a codec as people know it, and the permission lists in the reader's
 * words (the missing ones, and those a fix names).
 */
function valuesOf(finding: Finding, names: PermissionList): Readonly<Record<string, LineValue>> {
  const f = finding as Partial<Record<string, unknown>>;
  const number = (value: unknown) => (typeof value === "number" ? value : 0);
  const missing = "missing" in finding ? finding.missing : [];
  const own = Object.entries(finding).filter((entry): entry is [string, LineValue] =>
    ["string", "number", "boolean"].includes(typeof entry[1]),
  );
  return {
    ...Object.fromEntries(own),
    ms: number(f.ms),
    httpStatus: number(f.httpStatus),
    seconds: Math.round(number(f.ms) / 100) / 10,
    offsetSeconds: Math.round(Math.abs(number(f.offsetMs)) / 100) / 10,
    name: typeof f.name === "string" ? f.name : "",
    roleId: typeof f.roleId === "string" ? f.roleId : "",
    channelId: typeof f.channelId === "string" ? f.channelId : "null",
    format: typeof f.format === "string" ? f.format : "?",
    heard: typeof f.heard === "string" ? (CODECS[f.heard as HeardCodec] ?? "?") : "?",
    missing: names(missing),
    missingCount: missing.length,
    viewChannel: names(["View Channel"]),
    muteMembers: names(["Mute Members"]),
    requestToSpeak: names(["Request to Speak"]),
  };
}

/** A line's messages as the lookup sees them (the kind and variant tie finding and messages together). */
interface LineMessages {
  readonly text: string | ((values: object) => string);
  readonly fix?: string | ((values: object) => string);
}

/** A finding's line in a catalogue's words: the variant it takes, filled with its values. */
export function checkLine(lines: CheckTexts["lines"], finding: Finding, names: PermissionList): CheckLine {
  const choose = CHOOSE[finding.kind] as ((finding: Finding) => string) | undefined;
  const entry = lines[finding.kind] as unknown as Readonly<Record<string, LineMessages>> & LineMessages;
  const messages = choose ? entry[choose(finding)] : entry;
  if (!messages) throw new Error(`no words for a ${finding.kind} finding`);
  const values = valuesOf(finding, names);
  const fill = (message: LineMessages["text"]) => (typeof message === "string" ? message : message(values));
  return messages.fix === undefined
    ? { text: fill(messages.text) }
    : { text: fill(messages.text), fix: fill(messages.fix) };
}

/** Every value a line's message may use (the parity test allows a language these beyond English's). */
export const LINE_VALUES: readonly string[] = [
  ...["ms", "httpStatus", "seconds", "offsetSeconds", "name", "roleId", "channelId", "format", "heard"],
  ...["missing", "missingCount", "viewChannel", "muteMembers", "requestToSpeak", "mount", "count", "what"],
];
