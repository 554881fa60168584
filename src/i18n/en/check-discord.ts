import type { CheckLine, CheckLines, Of, PermissionList } from "../types/check.js";

const allow = (names: string) => `Channel settings → Permissions → the bot's role: allow ${names}.`;

const VOICE: Readonly<Record<Of<"voice">["problem"], (f: Of<"voice">, names: PermissionList) => CheckLine>> =
  {
    none: (f) => ({ text: `<#${f.channelId}>: the bot can connect${f.stage ? "" : " and speak"}.` }),
    unset: () => ({ text: "No home voice channel (set one with /setup radio)." }),
    "voice-off": () => ({
      text: "A home voice channel is set, but voice cannot run on this bot.",
      fix: "Ask the bot's operator; /setup show says why.",
    }),
    unknown: () => ({
      text: "The home voice channel no longer exists or is hidden.",
      fix: "Choose another with /setup radio channel.",
    }),
    "not-voice": (f) => ({
      text: `<#${f.channelId}>: not a voice or stage channel.`,
      fix: "Choose one with /setup radio channel.",
    }),
    missing: (f, names) => ({
      text: `<#${f.channelId}>: the bot is missing ${names(f.missing)}.`,
      fix: allow(names(f.missing)),
    }),
  };

/** The Discord server's lines: channels, the ping role, voice and events. */
export const discordLines: Pick<
  CheckLines,
  "no-channels" | "channel" | "ping" | "voice" | "stage-speak" | "voice-display" | "events"
> = {
  "no-channels": () => ({ text: "No announcement channel.", fix: "Choose one with /setup announce." }),
  channel(f, names) {
    const at = `<#${f.channelId}>`;
    if (f.problem === "none") return { text: `${at}: the bot can view, post, embed links and attach files.` };
    if (f.problem === "unknown")
      return {
        text: `${at}: the bot cannot see this channel.`,
        fix: `${allow(names(["View Channel"]))} Or choose another with /setup announce.`,
      };
    if (f.problem === "not-text")
      return {
        text: `${at}: not a text channel.`,
        fix: "Remove it with /setup unannounce and choose a text channel.",
      };
    return { text: `${at}: the bot is missing ${names(f.missing)}.`, fix: allow(names(f.missing)) };
  },
  ping(f) {
    if (!f.roleId) return { text: "No role is pinged when a DJ goes live." };
    if (f.problem === "none") return { text: `The bot can ping <@&${f.roleId}>.` };
    if (f.problem === "unknown")
      return { text: "The ping role no longer exists.", fix: "Choose another with /setup ping." };
    return {
      text: `The bot cannot mention <@&${f.roleId}>.`,
      fix: "Server Settings → Roles → the role: turn on Allow anyone to @mention this role (or give the bot Mention Everyone).",
    };
  },
  voice: (f, names) => VOICE[f.problem](f, names),
  "stage-speak"(f, names) {
    if (f.way === "speaker") return { text: "On the stage the bot becomes a speaker by itself." };
    if (f.way === "request")
      return {
        text: "On the stage the bot can only request to speak: a stage moderator must accept it.",
        fix: `Allow the bot's role ${names(["Mute Members"])} on the stage (or accept its request each time).`,
      };
    return {
      text: "On the stage the bot can neither speak nor request to.",
      fix: allow(names(["Request to Speak"])),
    };
  },
  "voice-display"(f, names) {
    if (f.missing.length === 0)
      return {
        text: f.stage
          ? "The bot can set the stage topic to the song."
          : "The bot can show the song as the channel status.",
      };
    return {
      text: `The bot cannot set the ${f.stage ? "stage topic" : "channel status"}: it is missing ${names(f.missing)}.`,
      fix: f.stage ? `Make the bot a stage moderator: ${allow(names(f.missing))}` : allow(names(f.missing)),
    };
  },
  events: (f, names) =>
    f.missing.length === 0
      ? { text: "The bot may keep the server's scheduled events." }
      : {
          text: `The bot cannot keep scheduled events: it is missing ${names(f.missing)}.`,
          fix: `Server Settings → Roles → the bot's role: allow ${names(f.missing)}.`,
        },
};
