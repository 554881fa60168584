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

/** Each announcement's name in `/setup message`, and its one line when no template is set (as the embeds say it). */
export const triggers: ProgrammeTexts["triggers"] = {
  live: { label: "DJ na antenie", line: "🔴 **{dj}** na żywo!" },
  handover: { label: "Zmiana DJ-a", line: "🔁 **{dj}** przejmuje antenę od **{previous_dj}**" },
  automatic: {
    label: "Powrót do automatycznego odtwarzacza",
    line: "🤖 Na antenie znów automatyczny odtwarzacz",
  },
  nobody: { label: "Nikogo na antenie", line: "⏸ Nikogo nie ma na antenie" },
  track: { label: "Nowy utwór (posty i edytowana wiadomość)", line: "🎵 Teraz gra: **{track}**" },
  "off-air": { label: "Stacja zeszła z anteny", line: "📴 Stacja zeszła z anteny" },
  "on-air": { label: "Stacja wróciła na antenę", line: "📡 Stacja wróciła na antenę" },
  "dead-air": { label: "Cisza na antenie (głos)", line: "🔇 Cisza na antenie: **{station}**" },
  "sound-back": { label: "Dźwięk wrócił po ciszy", line: "🔊 Dźwięk wrócił: **{station}**" },
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
