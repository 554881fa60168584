import { PermissionFlagsBits } from "discord.js";

/** A permission the bot can need, by the name Discord shows. */
export type PermissionName =
  | "View Channel"
  | "Send Messages"
  | "Embed Links"
  | "Attach Files"
  | "Connect"
  | "Speak"
  | "Request to Speak"
  | "Mute Members"
  | "Move Members"
  | "Manage Channels"
  | "Set Voice Channel Status"
  | "Manage Events";

/** Each permission's bit. */
export const PERMISSION_FLAGS: Readonly<Record<PermissionName, bigint>> = {
  "View Channel": PermissionFlagsBits.ViewChannel,
  "Send Messages": PermissionFlagsBits.SendMessages,
  "Embed Links": PermissionFlagsBits.EmbedLinks,
  "Attach Files": PermissionFlagsBits.AttachFiles,
  Connect: PermissionFlagsBits.Connect,
  Speak: PermissionFlagsBits.Speak,
  "Request to Speak": PermissionFlagsBits.RequestToSpeak,
  "Mute Members": PermissionFlagsBits.MuteMembers,
  "Move Members": PermissionFlagsBits.MoveMembers,
  "Manage Channels": PermissionFlagsBits.ManageChannels,
  "Set Voice Channel Status": PermissionFlagsBits.SetVoiceChannelStatus,
  "Manage Events": PermissionFlagsBits.ManageEvents,
};

/** What the bot does in a server, each with the permissions it takes. */
export type Capability =
  "announcements" | "reports" | "voice" | "voiceStatus" | "stage" | "stageModerator" | "events";

/** One capability: what it needs, and when the invite link asks for it. */
export interface CapabilityNeeds {
  readonly needs: readonly PermissionName[];
  /** Asked for by the invite always, only where voice runs, only with `SCHEDULE_EVENTS`, or never (given per channel). */
  readonly invite: "always" | "voice" | "events" | "never";
}

/**
 * The one source of what each capability needs: the invite link, `/setup check` and the docs read it. Announcements
 * post embeds (no files); the weekly statistics report posts its chart as a file; a stage's topic and speaker status take a stage moderator's permissions, which a server
 * gives the bot's role per stage rather than at invite.
 */
export const CAPABILITIES: Readonly<Record<Capability, CapabilityNeeds>> = {
  announcements: { needs: ["View Channel", "Send Messages", "Embed Links"], invite: "always" },
  reports: { needs: ["View Channel", "Send Messages", "Embed Links", "Attach Files"], invite: "always" },
  voice: { needs: ["View Channel", "Connect", "Speak"], invite: "voice" },
  voiceStatus: { needs: ["Set Voice Channel Status"], invite: "voice" },
  stage: { needs: ["View Channel", "Connect", "Request to Speak"], invite: "voice" },
  stageModerator: { needs: ["Manage Channels", "Mute Members", "Move Members"], invite: "never" },
  events: { needs: ["Manage Events"], invite: "events" },
};

/** The bits of `names`. Pure. */
export function flagsOf(names: readonly PermissionName[]): bigint {
  return names.reduce((bits, name) => bits | PERMISSION_FLAGS[name], 0n);
}

/** Which of `needed` the permissions lack (Administrator lacks none). Pure. */
export function missingOf(permissions: bigint, needed: readonly PermissionName[]): PermissionName[] {
  if ((permissions & PermissionFlagsBits.Administrator) !== 0n) return [];
  return needed.filter((name) => (permissions & PERMISSION_FLAGS[name]) !== PERMISSION_FLAGS[name]);
}

/** The permissions the invite asks for, given whether voice runs and scheduled events are kept. Pure. */
export function invitePermissions(options: { readonly voice?: boolean; readonly events?: boolean }): bigint {
  const asked = (invite: CapabilityNeeds["invite"]) =>
    invite === "always" ||
    (invite === "voice" && options.voice === true) ||
    (invite === "events" && options.events === true);
  return Object.values(CAPABILITIES)
    .filter((capability) => asked(capability.invite))
    .reduce((bits, capability) => bits | flagsOf(capability.needs), 0n);
}
