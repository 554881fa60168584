import { optional } from "../choose.js";
import { formatCount } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";

/** The standard announcement embeds, in English. */
export const announcement: ProgrammeTexts["announcement"] = {
  live: (dj) => `🔴 ${dj} is live!`,
  handover: (to, from) => `🔁 ${to} takes over from ${from}`,
  automatic: "🤖 The automatic player is back on air",
  nobody: "⏸ Nobody is on air",
  onAirNow: "On air now",
  before: "Before",
  when: "When",
  playing: "Playing",
  nobodyName: "nobody",
  stationOff: "📴 The station is off air",
  stationOn: "📡 The station is back on air",
  nowPlaying: "🎵 Now playing",
  album: "Album",
  listen: "Listen",
};

/** The one-line announcements, in the voice of the embeds' titles. */
export const defaultLines: ProgrammeTexts["defaultLines"] = {
  live: "🔴 **{dj}** is live!",
  handover: "🔁 **{dj}** takes over from **{previous_dj}**",
  automatic: "🤖 The automatic player is back on air",
  nobody: "⏸ Nobody is on air",
  track: "🎵 Now playing: **{track}**",
  "off-air": "📴 The station is off air",
  "on-air": "📡 The station is back on air",
  "dead-air": "🔇 Dead air on **{station}**",
  "sound-back": "🔊 The sound is back on **{station}**",
};

export const namelessLines: ProgrammeTexts["namelessLines"] = {
  "dead-air": "🔇 Dead air",
  "sound-back": "🔊 The sound is back",
};

export const deadAir: ProgrammeTexts["deadAir"] = {
  deadAir: optional((station: string) => `🔇 Dead air on ${station}`, "🔇 Dead air"),
  silentFor: (seconds) =>
    `The station is on air, but nothing has been heard for ${formatCount("en", seconds)} s: only silence comes out.`,
  soundBack: optional((station: string) => `🔊 The sound is back on ${station}`, "🔊 The sound is back"),
};
