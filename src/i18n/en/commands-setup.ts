import type { SetupCommandTexts } from "../types/commands-setup.js";

/** `/setup` as Discord lists it, in English. */
export const setupCommand: SetupCommandTexts = {
  name: "setup",
  description: "Set up the bot's announcements in this server",
  show: { name: "show", description: "Show every setting and where it comes from" },
  announce: {
    name: "announce",
    description: "Post announcements in a channel",
    channel: { name: "channel", description: "The channel (text or announcement)" },
    tracks: {
      name: "tracks",
      description: "Every new track too: off, a post per track, or one message edited",
      choices: { off: "off", post: "post", edit: "edit" },
    },
  },
  unannounce: {
    name: "unannounce",
    description: "Stop announcements in a channel",
    channel: { name: "channel", description: "The channel" },
  },
  ping: {
    name: "ping",
    description: "A role to ping when a DJ goes live (leave empty for none)",
    role: { name: "role", description: "The role (never @everyone)" },
  },
  language: {
    name: "language",
    description: "The language of announcements",
    value: { name: "value", description: "The language announcements are written in" },
  },
  radio: {
    name: "radio",
    description: "The home voice channel the bot stays in 24/7, playing the station",
    channel: {
      name: "channel",
      description: "Stay in this voice or stage channel 24/7",
      channel: { name: "channel", description: "A voice or stage channel" },
    },
    off: { name: "off", description: "No home channel: voice only with /radio join" },
  },
  status: {
    name: "status",
    description: "Announce the station going off air and coming back",
    enabled: { name: "enabled", description: "On or off" },
  },
  message: {
    name: "message",
    description: "Word an announcement yourself: {dj}, {artist}, {title}, {track}, {station}, {listeners}…",
    trigger: {
      name: "trigger",
      description: "Which announcement",
    },
    text: {
      name: "text",
      description: "The text, with Discord markdown and placeholders such as {dj} or {track}",
    },
    reset: { name: "reset", description: "Back to the bot's own wording" },
  },
  style: {
    name: "style",
    description: "How announcements look: embed or one line, colour, cover, time",
    layout: {
      name: "layout",
      description: "An embed (as now), one line of text, or both",
      choices: { embed: "embed", compact: "compact (one line)", both: "both" },
    },
    color: { name: "color", description: "The embeds' colour in hex (#1e90ff), or default" },
    cover: { name: "cover", description: "Show the cover art (or the DJ's picture)" },
    timestamp: { name: "timestamp", description: "Show the time of the change" },
  },
  check: {
    name: "check",
    description: "Check what the bot needs: the panel, the streams, its permissions here",
  },
  report: {
    name: "report",
    description: "The weekly report of the station's audience, and who may use /stats",
    channel: {
      name: "channel",
      description: "Post the week's report in a channel, once a week",
      channel: { name: "channel", description: "The text or announcement channel" },
      day: {
        name: "day",
        description: "On which day (default: Monday)",
        choices: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      },
      hour: { name: "hour", description: "At which hour, in the statistics' time zone (0–23, default 9)" },
    },
    off: { name: "off", description: "No weekly report" },
    access: {
      name: "access",
      description: "Who may use /stats on this server",
      who: {
        name: "who",
        description: "Everyone, or members with Manage Server only",
        choices: { everyone: "Everyone", managers: "Manage Server only" },
      },
    },
  },
  station: {
    name: "station",
    add: "Add this server's station, or pick one",
    pick: "Pick this server's station",
    which: "One of this server's stations",
    url: {
      name: "url",
      description: "The panel's address with its port, e.g. https://radio.example.com:8080",
    },
    server: { name: "server", description: "The radio server id on the panel (default 1)" },
    key: {
      name: "key",
      description: "The panel's API key, if it needs one (stored encrypted, never shown)",
    },
    remove: { name: "remove", description: "Remove the station picked in `station` from this server" },
  },
};
