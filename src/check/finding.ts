import type { PermissionName } from "../capabilities/capabilities.js";
import type { HeardCodec, StatedCodec } from "./sniff-audio.js";

/** How a check went: fine, worth a look, or broken. */
export type CheckStatus = "ok" | "warn" | "fail";

/** Why the panel could not be read. */
export type PanelDown = "unreachable" | "timeout" | "refused" | "http" | "not-json" | "shape" | "no-station";

/** Why a stream is not the audio the panel states ("none": it is). */
export type StreamProblem =
  "none" | "codec" | "html" | "not-audio" | "http" | "refused" | "timeout" | "error" | "no-url";

/** A permission the bot can lack, by the name Discord shows (defined with what each capability needs). */
export type { PermissionName } from "../capabilities/capabilities.js";

/** Checks that need the panel, said to be skipped when it does not answer. */
export type Dependent = "clock" | "station" | "streams";

/** One line of the report: what was found, with the data its words need. Panel text in it is raw, untrusted. */
export type Finding = { readonly status: CheckStatus } & (
  | {
      readonly kind: "panel";
      readonly ms: number;
      /** An API key was given (true), none was (false), or the bot cannot tell (null). */
      readonly keyGiven: boolean | null;
    }
  | { readonly kind: "panel-key"; readonly httpStatus: number }
  | {
      readonly kind: "panel-down";
      readonly reason: PanelDown;
      /** The HTTP status, for "http". */
      readonly httpStatus?: number;
      /** The deadline, for "timeout". */
      readonly ms?: number;
    }
  | { readonly kind: "clock"; readonly offsetMs: number | null }
  | { readonly kind: "skipped"; readonly what: Dependent }
  | { readonly kind: "on-air"; readonly onAir: boolean }
  | { readonly kind: "dj"; readonly name: string | null; readonly live: boolean }
  | { readonly kind: "history"; readonly readable: boolean }
  | { readonly kind: "no-streams" }
  | {
      readonly kind: "stream";
      readonly mount: string;
      readonly stated: StatedCodec | null;
      /** The panel's own word for the format, raw. */
      readonly format: string | null;
      readonly heard: HeardCodec | null;
      readonly problem: StreamProblem;
      readonly httpStatus?: number;
    }
  /** Channels on air past the most the check reads (`MAX_STREAMS`), not read. */
  | { readonly kind: "streams-unread"; readonly count: number }
  | { readonly kind: "no-channels" }
  | {
      readonly kind: "channel";
      readonly channelId: string;
      readonly problem: "none" | "unknown" | "not-text" | "missing";
      readonly missing: readonly PermissionName[];
    }
  | {
      readonly kind: "ping";
      readonly roleId: string | null;
      readonly problem: "none" | "unknown" | "not-mentionable";
    }
  | {
      readonly kind: "voice";
      readonly channelId: string | null;
      readonly problem: "none" | "unset" | "voice-off" | "unknown" | "not-voice" | "missing";
      readonly stage: boolean;
      readonly missing: readonly PermissionName[];
    }
  | {
      readonly kind: "stage-speak";
      /** "speaker": it may become one by itself; "request": it asks, a stage moderator accepts. */
      readonly way: "speaker" | "request" | "none";
    }
  | { readonly kind: "voice-display"; readonly stage: boolean; readonly missing: readonly PermissionName[] }
  | { readonly kind: "events"; readonly missing: readonly PermissionName[] }
);

/** The parts of the report, in the order it shows them. */
export type Section = "panel" | "station" | "streams" | "discord";

/** The section a finding belongs to. */
export function sectionOf(finding: Finding): Section {
  switch (finding.kind) {
    case "panel":
    case "panel-key":
    case "panel-down":
    case "clock":
      return "panel";
    case "skipped":
      return finding.what === "clock" ? "panel" : finding.what === "streams" ? "streams" : "station";
    case "on-air":
    case "dj":
    case "history":
      return "station";
    case "stream":
    case "no-streams":
    case "streams-unread":
      return "streams";
    default:
      return "discord";
  }
}
