import { CAPABILITIES, missingOf, type PermissionName } from "../capabilities/capabilities.js";
import type { Finding } from "./finding.js";

/** What kind of channel it is, as the check tells them apart. */
export type ChannelKind = "text" | "voice" | "stage" | "other";

/** The bot's permissions in a channel (server roles and the channel's overwrites), and the channel's kind. */
export interface BotAccess {
  readonly kind: ChannelKind;
  readonly permissions: bigint;
}

/** What the check knows of the server, from the gateway's cache: no request is made for it. */
export interface ServerFacts {
  /** The announcement channels; `access` null: the bot does not know the channel (deleted, or hidden). */
  readonly channels: readonly { readonly id: string; readonly access: BotAccess | null }[];
  /** The ping role and whether the bot can ping it ("unknown": no such role), or null for none. */
  readonly pingRole: { readonly id: string; readonly pingable: boolean | "unknown" } | null;
  /** The home voice channel, or null for none. */
  readonly voice: { readonly id: string; readonly access: BotAccess | null } | null;
  /** Voice cannot run on this bot (its Node.js, or no voice library). */
  readonly voiceOff: boolean;
  /** The bot's server-wide permissions when it keeps scheduled events; null when it does not. */
  readonly events: { readonly permissions: bigint } | null;
}

/** An announcement channel's line. Pure. */
export function channelFinding(id: string, access: BotAccess | null): Finding {
  const line = (problem: "none" | "unknown" | "not-text" | "missing", missing: PermissionName[] = []) =>
    ({
      kind: "channel",
      channelId: id,
      problem,
      missing,
      status: problem === "none" ? "ok" : "fail",
    }) as const;
  if (!access) return line("unknown");
  if (access.kind !== "text") return line("not-text");
  const missing = missingOf(access.permissions, CAPABILITIES.announcements.needs);
  return missing.length > 0 ? line("missing", missing) : line("none");
}

/** The ping role's line: none set is fine. Pure. */
export function pingFinding(role: ServerFacts["pingRole"]): Finding {
  if (!role) return { kind: "ping", status: "ok", roleId: null, problem: "none" };
  if (role.pingable === "unknown")
    return { kind: "ping", status: "fail", roleId: role.id, problem: "unknown" };
  return role.pingable
    ? { kind: "ping", status: "ok", roleId: role.id, problem: "none" }
    : { kind: "ping", status: "fail", roleId: role.id, problem: "not-mentionable" };
}

/**
 * The home voice channel's lines. Pure. A voice channel needs View Channel, Connect and Speak, and Set Voice Channel
 * Status for the song as its status (a warning: it plays without). A stage needs View Channel and Connect; the bot
 * becomes a speaker with Mute Members there, else asks to (Request to Speak, which a stage moderator accepts); the
 * topic needs a stage moderator's permissions (a warning too).
 */
export function voiceFindings(voice: ServerFacts["voice"], voiceOff: boolean): Finding[] {
  const line = (
    problem: Extract<Finding, { kind: "voice" }>["problem"],
    stage = false,
    missing: PermissionName[] = [],
  ): Finding => ({
    kind: "voice",
    channelId: voice?.id ?? null,
    problem,
    stage,
    missing,
    status: problem === "none" || problem === "unset" ? "ok" : problem === "voice-off" ? "warn" : "fail",
  });
  if (!voice) return [line("unset")];
  if (voiceOff) return [line("voice-off")];
  const access = voice.access;
  if (!access) return [line("unknown")];
  if (access.kind !== "voice" && access.kind !== "stage") return [line("not-voice")];
  const stage = access.kind === "stage";
  // A stage lets the bot in without Request to Speak (it then cannot speak: the stage-speak line says so).
  const joins = stage
    ? CAPABILITIES.stage.needs.filter((name) => name !== "Request to Speak")
    : CAPABILITIES.voice.needs;
  const missing = missingOf(access.permissions, joins);
  if (missing.length > 0) return [line("missing", stage, missing)];
  const display = missingOf(
    access.permissions,
    (stage ? CAPABILITIES.stageModerator : CAPABILITIES.voiceStatus).needs,
  );
  const shown: Finding = {
    kind: "voice-display",
    stage,
    missing: display,
    status: display.length ? "warn" : "ok",
  };
  if (!stage) return [line("none"), shown];
  const way =
    missingOf(access.permissions, ["Mute Members"]).length === 0
      ? "speaker"
      : missingOf(access.permissions, ["Request to Speak"]).length === 0
        ? "request"
        : "none";
  const speak: Finding = {
    kind: "stage-speak",
    way,
    status: way === "speaker" ? "ok" : way === "request" ? "warn" : "fail",
  };
  return [line("none", true), speak, shown];
}

/** Every line about the server: channels (one saying there are none), the ping role, voice, and events. Pure. */
export function serverFindings(facts: ServerFacts): Finding[] {
  const channels: Finding[] =
    facts.channels.length > 0
      ? facts.channels.map((c) => channelFinding(c.id, c.access))
      : [{ kind: "no-channels", status: "warn" }];
  const events: Finding[] = facts.events ? [eventsFinding(facts.events.permissions)] : [];
  return [...channels, pingFinding(facts.pingRole), ...voiceFindings(facts.voice, facts.voiceOff), ...events];
}

/** The scheduled events' line: the bot keeps them with Manage Events. Pure. */
export function eventsFinding(permissions: bigint): Finding {
  const missing = missingOf(permissions, CAPABILITIES.events.needs);
  return { kind: "events", missing, status: missing.length ? "fail" : "ok" };
}
