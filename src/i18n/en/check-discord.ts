import type { CheckLines } from "../types/check.js";

const allow = (names: string) => `Channel settings → Permissions → the bot's role: allow ${names}.`;

const VOICE: CheckLines["voice"] = {
  "can-connect": (f) => ({ text: `<#${f.channelId}>: the bot can connect.` }),
  "can-connect-and-speak": (f) => ({ text: `<#${f.channelId}>: the bot can connect and speak.` }),
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
  channel: {
    none: (f) => ({ text: `<#${f.channelId}>: the bot can view, post, embed links and attach files.` }),
    unknown: (f, names) => ({
      text: `<#${f.channelId}>: the bot cannot see this channel.`,
      fix: `${allow(names(["View Channel"]))} Or choose another with /setup announce.`,
    }),
    "not-text": (f) => ({
      text: `<#${f.channelId}>: not a text channel.`,
      fix: "Remove it with /setup unannounce and choose a text channel.",
    }),
    missing: (f, names) => ({
      text: `<#${f.channelId}>: the bot is missing ${names(f.missing)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  ping: {
    unset: () => ({ text: "No role is pinged when a DJ goes live." }),
    none: (f) => ({ text: `The bot can ping <@&${f.roleId}>.` }),
    unknown: () => ({ text: "The ping role no longer exists.", fix: "Choose another with /setup ping." }),
    "not-mentionable": (f) => ({
      text: `The bot cannot mention <@&${f.roleId}>.`,
      fix: "Server Settings → Roles → the role: turn on Allow anyone to @mention this role (or give the bot Mention Everyone).",
    }),
  },
  voice: VOICE,
  "stage-speak": {
    speaker: () => ({ text: "On the stage the bot becomes a speaker by itself." }),
    request: (_f, names) => ({
      text: "On the stage the bot can only request to speak: a stage moderator must accept it.",
      fix: `Allow the bot's role ${names(["Mute Members"])} on the stage (or accept its request each time).`,
    }),
    none: (_f, names) => ({
      text: "On the stage the bot can neither speak nor request to.",
      fix: allow(names(["Request to Speak"])),
    }),
  },
  "voice-display": {
    "stage-topic": () => ({ text: "The bot can set the stage topic to the song." }),
    "channel-status": () => ({ text: "The bot can show the song as the channel status." }),
    "stage-topic-missing": (f, names) => ({
      text: `The bot cannot set the stage topic: it is missing ${names(f.missing)}.`,
      fix: `Make the bot a stage moderator: ${allow(names(f.missing))}`,
    }),
    "channel-status-missing": (f, names) => ({
      text: `The bot cannot set the channel status: it is missing ${names(f.missing)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  events: {
    allowed: () => ({ text: "The bot may keep the server's scheduled events." }),
    missing: (f, names) => ({
      text: `The bot cannot keep scheduled events: it is missing ${names(f.missing)}.`,
      fix: `Server Settings → Roles → the bot's role: allow ${names(f.missing)}.`,
    }),
  },
};
