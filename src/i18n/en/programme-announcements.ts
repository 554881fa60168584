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

/** Each announcement's name in `/setup message`, and its one line when no template is set (as the embeds say it). */
export const triggers: ProgrammeTexts["triggers"] = {
  live: { label: "DJ live", line: "🔴 **{dj}** is live!" },
  handover: { label: "DJ handover", line: "🔁 **{dj}** takes over from **{previous_dj}**" },
  automatic: { label: "Back to the automatic player", line: "🤖 The automatic player is back on air" },
  nobody: { label: "Nobody on air", line: "⏸ Nobody is on air" },
  track: { label: "New track (post and edit feeds)", line: "🎵 Now playing: **{track}**" },
  "off-air": { label: "Station off air", line: "📴 The station is off air" },
  "on-air": { label: "Station back on air", line: "📡 The station is back on air" },
  "dead-air": { label: "Dead air (voice)", line: "🔇 Dead air on **{station}**" },
  "sound-back": { label: "Sound back after dead air", line: "🔊 The sound is back on **{station}**" },
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
