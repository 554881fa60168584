import { onOff } from "../choose.js";
import { namedIn } from "../language-names.js";
import type { SetupServerTexts } from "../types/setup.js";

/** The bot's languages, named in English (a language not named here goes by its own name). */
export const languages = namedIn({
  en: "English",
  ru: "Russian",
  uk: "Ukrainian",
  de: "German",
  "es-ES": "Spanish (Spain)",
  "es-419": "Spanish (Latin America)",
  "pt-BR": "Portuguese (Brazil)",
  pl: "Polish",
});

/** `/setup` itself, in English. */
export const server: SetupServerTexts = {
  title: "⚙️ The bot's settings in this server",
  channels: "Announcement channels",
  none: "none",
  ping: "Role pinged when a DJ goes live",
  noPing: "no ping",
  language: "Language of announcements",
  status: "Station on/off air announcements",
  voiceHome: "Home voice channel (24/7)",
  voiceUnavailable: "voice needs Node.js 22.12 or newer",
  voiceHint: "set with /setup radio",
  on: "on",
  off: "off",
  source: { setup: "set with /setup", default: "default from .env" },
  tracks: { off: "no tracks", post: "a post per track", edit: "one message, edited" },
  notManager: "Only members with Manage Server can change the bot's settings.",
  noServer: "/setup works inside a server, not in direct messages.",
  noStore: "This bot keeps no settings database. Ask its operator to set DATA_DIR.",
  storeUnavailable:
    "The bot cannot save anything right now: its database is unavailable. Nothing was changed; ask its operator to restart the bot.",
  newerVersion:
    "This server's settings were written by a newer version of the bot, which this one does not understand. The bot is being upgraded: try again in a few minutes.",
  newerSettings: "Set by a newer version of the bot",
  newerNames: (names) => `kept as they are until this bot is upgraded: ${names}`,
  unknownChannel: "The bot cannot see that channel. Pick a text or announcement channel it can see.",
  notText: "Announcements go to a text or announcement channel. Pick one of those.",
  missing: (channel, names) =>
    `The bot cannot announce in ${channel}: it is missing ${names.join(", ")} there. Give its role these permissions in the channel, then run /setup announce again.`,
  announced: (channel, tracks) => `✅ Announcements will go to ${channel} (${tracks}).`,
  unannounced: (channel) => `✅ No more announcements in ${channel}.`,
  notAnnounced: (channel) => `${channel} gets no announcements already.`,
  pinged: (role) => `✅ ${role} will be pinged when a DJ goes live.`,
  unpinged: "✅ No role will be pinged when a DJ goes live.",
  cannotPing: (role) =>
    `⚠️ Saved, but the bot cannot mention ${role}: make the role mentionable (Server Settings → Roles → Allow anyone to @mention this role), or give the bot Mention Everyone.`,
  unknownRole: "There is no such role in this server.",
  notMentionable: (role) =>
    `Only members with Mention Everyone can have the bot ping ${role}: it is not mentionable by everyone. Make the role mentionable (Server Settings → Roles → Allow anyone to @mention this role), or ask a member with Mention Everyone.`,
  language_set: (value) => `✅ Announcements will be in ${languages[value]}.`,
  status_set: onOff({
    on: "✅ The bot will announce the station going off air and coming back.",
    off: "✅ No station on/off air announcements.",
  }),
};
