import { formatCount, plural } from "../numbers.js";
import type { Strings } from "../types/listener-replies.js";
import { onOff } from "../choose.js";

const jinglesShown = onOff({ on: "", off: " · jingles hidden" });

/** The replies of /nowplaying, /history, /listen and /listeners, in English. */
export const replies: Strings = {
  listen: "Listen",
  noTrack: "No track information right now",
  noTrackHint: "The station's panel has no track in its history yet. Try again in a minute.",
  jingle: "Jingle",
  live: (dj) => `🔴 Live: ${dj}`,
  automatic: (dj) => `🤖 Automatic player (${dj})`,
  nobodyOnAir: "Nobody on air",
  album: "Album",
  playlist: "Playlist",
  listenersNow: "Listeners now",
  dj: "DJ",
  started: (timestamp) => `Started ${timestamp}`,
  listenersTitle: "Listeners",
  listenersSummary: (listeners, channels) =>
    `${plural("en", listeners, { one: "**{n}** listener", other: "**{n}** listeners" })} now across ${plural("en", channels, { one: "{n} channel", other: "{n} channels" })} on air`,
  listenersInVoice: (n) =>
    `🔊 ${plural("en", n, { one: "**{n}** person", other: "**{n}** people" })} listening in Discord voice`,
  noChannels: "This station has no channels.",
  channelState: ["⚫ Offline", "🟡 No source", "🟢 On air"],
  now: "Now",
  peak: "Peak",
  limit: "Limit",
  noLimit: "no limit",
  chartCaption: (hours) =>
    `📈 The last ${plural("en", hours, { one: "hour", other: "{n} hours" })}, from the history`,
  chartReaches: (timestamp) => `The panel's history only reaches back to ${timestamp}.`,
  chartTooShort: "The panel's history is too short to draw the audience yet.",
  chartUnavailable: "The chart cannot be drawn on this server (see the bot's log).",
  historyTitle: "Recently played",
  historyEmpty: "Nothing has played yet.",
  historyFooter: (from, to, jingles) =>
    `Plays ${formatCount("en", from)}–${formatCount("en", to)}${jinglesShown(jingles)}`,
  newer: "Newer",
  older: "Older",
  notYourPages: "Only the person who ran this /history can turn its pages. Run /history to get your own.",
  serverOnly: "This command works inside a server, not in direct messages.",
  staleButton: "These buttons are from an older version of the bot. Run /history again.",
  listenTitle: "How to listen",
  stream: "Stream",
  plainStream: "Plain HTTP stream",
  playlists: "Playlist files",
  webPlayer: "Web player",
  noListenLinks: "This channel has no public listen address.",
  noSuchChannel: (query) => `No channel matches “${query}”. Pick one from the list as you type.`,
  copyHint: "Copy an address into your player:",
  kbps: "kbps",
  panelProblem: "⚠️ The station's panel could not be read.",
  somethingWrong: "Something went wrong on our side. The moderators can find the details in the bot's log.",
};
