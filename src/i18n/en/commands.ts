import type { CommandTexts } from "../types/commands.js";
import { setupCommand } from "./commands-setup.js";

/** Command, option and choice names and descriptions, as Discord shows them. */
export const commands: CommandTexts = {
  nowplaying: { name: "nowplaying", description: "What is playing on the station right now" },
  history: {
    name: "history",
    description: "The latest tracks played on the station",
    count: { name: "count", description: "How many tracks to show (1–25, default 10)" },
    jingles: { name: "jingles", description: "Also show jingles and station IDs" },
  },
  listen: {
    name: "listen",
    description: "Stream addresses, playlist files and the web player",
    channel: { name: "channel", description: "One channel (by mount point, bitrate and format)" },
  },
  listeners: {
    name: "listeners",
    description: "How many people are listening, per channel, with a chart of the last hours",
    hours: { name: "hours", description: "How many hours the chart covers (1–72, default 24)" },
  },
  schedule: {
    name: "schedule",
    description: "What is on the air now and next",
    days: { name: "days", description: "How many days ahead (1–7, default 1)" },
  },
  request: {
    name: "request",
    description: "Request a song from the station's library",
    track: { name: "track", description: "Start typing an artist or a title, then pick a song" },
    message: {
      name: "message",
      description: "A shout-out for the station (your name and message: 300 characters together)",
    },
  },
  radio: {
    name: "radio",
    description: "Play the station in a voice channel",
    join: {
      name: "join",
      description: "Play the station in your voice channel, or in the one you name",
      channel: {
        name: "channel",
        description: "A voice or stage channel (another than yours needs Move Members)",
      },
    },
    leave: { name: "leave", description: "Stop playing and leave the voice channel" },
  },
  stats: {
    name: "stats",
    description: "The station's audience over a day, week, month or year, with a chart",
    period: {
      name: "period",
      description: "Which period (default: this week)",
      choices: { day: "Today", week: "This week", month: "This month", year: "This year" },
    },
    dj: { name: "dj", description: "One DJ or show: their shows, hours on air, audience and tracks" },
    export: { name: "export", description: "Attach the figures as CSV files for a spreadsheet" },
  },
  station: { name: "station", description: "Which station (default: this server's)" },
  setup: setupCommand,
};
