import { PermissionFlagsBits } from "discord.js";

/** The permissions a voice channel can lack, by the names Discord shows. */
export type VoicePermissionName = "View Channel" | "Connect" | "Speak";

/** Why the bot cannot play in a channel, or null when it can. */
export type JoinProblem =
  | { readonly kind: "not-voice" }
  | { readonly kind: "missing"; readonly permissions: readonly VoicePermissionName[] }
  | { readonly kind: "full" };

/** What the decision needs to know about a channel and the bot's permissions in it. */
export interface ChannelForJoin {
  readonly type: "voice" | "stage" | "other";
  /** The bot's permissions in the channel (server roles and the channel's overwrites). */
  readonly permissions: bigint;
  /** 0 for no limit. */
  readonly userLimit: number;
  readonly members: number;
  /** The bot is in the channel already (a full channel does not matter then). */
  readonly botInside: boolean;
}

/**
 * Whether the bot can play in a channel. Pure. Voice channels need View Channel, Connect and Speak; a stage needs
 * View Channel and Connect (the bot then becomes a speaker or asks to). A full channel refuses the bot unless it
 * may move members (Discord lets those in anyway).
 */
export function joinProblem(channel: ChannelForJoin): JoinProblem | null {
  if (channel.type === "other") return { kind: "not-voice" };
  const has = (flag: bigint) =>
    (channel.permissions & PermissionFlagsBits.Administrator) !== 0n || (channel.permissions & flag) === flag;
  const needed: [VoicePermissionName, bigint][] = [
    ["View Channel", PermissionFlagsBits.ViewChannel],
    ["Connect", PermissionFlagsBits.Connect],
  ];
  if (channel.type === "voice") needed.push(["Speak", PermissionFlagsBits.Speak]);
  const missing = needed.filter(([, flag]) => !has(flag)).map(([name]) => name);
  if (missing.length > 0) return { kind: "missing", permissions: missing };
  const full = channel.userLimit > 0 && channel.members >= channel.userLimit;
  if (full && !channel.botInside && !has(PermissionFlagsBits.MoveMembers)) return { kind: "full" };
  return null;
}
