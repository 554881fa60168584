import type { Finding } from "../check/finding.js";
import type { CheckLine, CheckLines, CheckVariants, LineParams, Of, PermissionList } from "./types/check.js";

/** A finding's variant and the values its words are given. */
interface Chosen<K extends keyof CheckVariants> {
  readonly variant: CheckVariants[K];
  readonly params: LineParams<K>;
}

/** For each kind with variants, which variant a finding takes: the decisions the catalogues leave out. */
const CHOOSE: { readonly [K in keyof CheckVariants]: (finding: Of<K>) => Chosen<K> } = {
  panel: (f) => ({
    variant: f.keyGiven === true ? "key-accepted" : f.keyGiven === false ? "no-key-needed" : "key-unknown",
    params: f,
  }),
  "panel-down": (f) => ({
    variant: f.reason,
    params: { ...f, ms: f.ms ?? 0, httpStatus: f.httpStatus ?? 0 },
  }),
  clock: (f) => ({
    variant: clockVariant(f),
    params: { ...f, offsetMs: f.offsetMs ?? 0 },
  }),
  "on-air": (f) => ({ variant: f.onAir ? "on" : "off", params: f }),
  dj: (f) => ({
    variant: f.status === "fail" ? "unreadable" : !f.name ? "nobody" : f.live ? "live" : "automatic",
    params: { ...f, name: f.name ?? "" },
  }),
  history: (f) => ({ variant: f.readable ? "readable" : "unreadable", params: f }),
  stream: (f) => ({
    variant: f.problem,
    params: { ...f, format: f.format ?? "?", httpStatus: f.httpStatus ?? 0 },
  }),
  channel: (f) => ({ variant: f.problem, params: f }),
  ping: (f) => ({ variant: f.roleId ? f.problem : "unset", params: { ...f, roleId: f.roleId ?? "" } }),
  voice: (f) => ({
    variant: f.problem !== "none" ? f.problem : f.stage ? "can-connect" : "can-connect-and-speak",
    params: { ...f, channelId: f.channelId ?? "null" },
  }),
  "stage-speak": (f) => ({ variant: f.way, params: f }),
  "voice-display": (f) => ({
    variant:
      `${f.stage ? "stage-topic" : "channel-status"}${f.missing.length === 0 ? "" : "-missing"}` as const,
    params: f,
  }),
  events: (f) => ({ variant: f.missing.length === 0 ? "allowed" : "missing", params: f }),
};

/** Whether the panel's clock was measured, and then whether it agrees, runs ahead or runs behind. */
function clockVariant(f: Of<"clock">): CheckVariants["clock"] {
  if (f.offsetMs === null) return "unmeasured";
  if (f.status === "ok") return "agrees";
  return f.offsetMs > 0 ? "ahead" : "behind";
}

/** Words of any kind and variant, as the lookup below sees them (the kind ties finding and words together). */
type AnyWords = (finding: unknown, names: PermissionList) => CheckLine;

/** A finding's line in a catalogue's words: the variant it takes, filled with its values. */
export function checkLine(lines: CheckLines, finding: Finding, names: PermissionList): CheckLine {
  const kind = finding.kind;
  if (!(kind in CHOOSE)) return (lines[kind] as AnyWords)(finding, names);
  const choose = CHOOSE[kind as keyof CheckVariants] as (finding: Finding) => Chosen<keyof CheckVariants>;
  const { variant, params } = choose(finding);
  const variants = lines[kind] as Readonly<Record<string, AnyWords>>;
  return (variants[variant] as AnyWords)(params, names);
}
