import { optional } from "../choose.js";
import { formatCount } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";

/** Ogłoszenia po polsku. */
export const announcement: ProgrammeTexts["announcement"] = {
  live: (dj) => `🔴 ${dj} na żywo!`,
  handover: (to, from) => `🔁 ${to} przejmuje antenę od ${from}`,
  automatic: "🤖 Na antenie znów automatyczny odtwarzacz",
  nobody: "⏸ Nikogo nie ma na antenie",
  onAirNow: "Teraz na antenie",
  before: "Wcześniej",
  when: "Kiedy",
  playing: "Gra",
  nobodyName: "nikt",
  stationOff: "📴 Stacja zeszła z anteny",
  stationOn: "📡 Stacja wróciła na antenę",
  nowPlaying: "🎵 Teraz gra",
  album: "Album",
  listen: "Słuchaj",
};

export const defaultLines: ProgrammeTexts["defaultLines"] = {
  live: "🔴 **{dj}** na żywo!",
  handover: "🔁 **{dj}** przejmuje antenę od **{previous_dj}**",
  automatic: "🤖 Na antenie znów automatyczny odtwarzacz",
  nobody: "⏸ Nikogo nie ma na antenie",
  track: "🎵 Teraz gra: **{track}**",
  "off-air": "📴 Stacja zeszła z anteny",
  "on-air": "📡 Stacja wróciła na antenę",
  "dead-air": "🔇 Cisza na antenie: **{station}**",
  "sound-back": "🔊 Dźwięk wrócił: **{station}**",
};

export const namelessLines: ProgrammeTexts["namelessLines"] = {
  "dead-air": "🔇 Cisza na antenie",
  "sound-back": "🔊 Dźwięk wrócił",
};

export const deadAir: ProgrammeTexts["deadAir"] = {
  deadAir: optional((station: string) => `🔇 Cisza na antenie: ${station}`, "🔇 Cisza na antenie"),
  silentFor: (seconds) =>
    `Stacja jest na antenie, ale od ${formatCount("pl", seconds)} s nic nie słychać: leci tylko cisza.`,
  soundBack: optional((station: string) => `🔊 Dźwięk wrócił: ${station}`, "🔊 Dźwięk wrócił"),
};
