import { formatCount } from "../numbers.js";
import type { RadioTexts } from "../types/programme.js";

/** /radio and /setup radio, in English. */
export const radio: RadioTexts = {
  playing: (channel) => `▶️ Playing the station in ${channel}.`,
  nowOnAir: (song) => `Now on air: ${song}`,
  offAir:
    "📴 The station is off air right now: the bot waits in the channel and plays as soon as it is back.",
  requested:
    "🙋 The bot asked to speak on this stage: a stage moderator can accept it (or give the bot Mute Members here).",
  left: "⏹️ The bot left the voice channel.",
  notInVoice: "The bot is not in a voice channel in this server.",
  notAllowed:
    "Only people in the bot's voice channel, or members with Move Members or Manage Server, can make it leave.",
  home: "This is the server's home channel: the bot stays here 24/7. A moderator can change that with /setup radio off.",
  problems: {
    "no-channel": "Join a voice channel first, or name one: /radio join channel:…",
    "need-move":
      "Naming a channel other than your own needs Move Members. Join that channel, or ask a moderator.",
    "unknown-channel": "The bot cannot see that channel. Pick a voice or stage channel it can see.",
    "not-voice": "That is not a voice or stage channel.",
    full: "That voice channel is full.",
    "not-connected": "The bot could not connect to that channel. Try again in a minute.",
  },
  permissionNames: { "View Channel": "View Channel", Connect: "Connect", Speak: "Speak" },
  missing: (channel, names) =>
    `The bot cannot play in ${channel}: it is missing ${names.join(", ")} there. Give its role these permissions in the channel, then try again.`,
  unavailable: (version) =>
    `Voice is not available on this bot: it needs Node.js 22.12 or newer, and it runs on ${version}. Ask its operator to update Node.`,
  noStation:
    "This server has no station to play yet. A moderator (Manage Server) sets one with /setup station; then /radio join plays it.",
  streamRefused:
    "This station's stream is at an address the bot does not connect to (a private, local or reserved network). Ask the station to give its panel a public stream address.",
  tooManyStations: (max) =>
    `The bot already plays as many stations in voice as it may at once (${formatCount("en", max)}). What plays keeps playing: try again once one of them is no longer heard.`,
  homeSet: (channel) =>
    `✅ The bot will stay in ${channel} 24/7 and play the station (also after a restart).`,
  homeOff: "✅ No home voice channel: the bot joins voice only with /radio join.",
};
