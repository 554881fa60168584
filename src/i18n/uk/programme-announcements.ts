import { optional } from "../choose.js";
import { formatCount } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";

/** Оголошення українською. */
export const announcement: ProgrammeTexts["announcement"] = {
  live: (dj) => `🔴 ${dj} в ефірі!`,
  handover: (to, from) => `🔁 ${to} змінює ${from}`,
  automatic: "🤖 В ефірі знову автоматичний плеєр",
  nobody: "⏸ В ефірі нікого немає",
  onAirNow: "Зараз в ефірі",
  before: "До цього",
  when: "Коли",
  playing: "Грає",
  nobodyName: "ніхто",
  stationOff: "📴 Станція не в ефірі",
  stationOn: "📡 Станція знову в ефірі",
  nowPlaying: "🎵 Зараз грає",
  album: "Альбом",
  listen: "Слухати",
};

export const defaultLines: ProgrammeTexts["defaultLines"] = {
  live: "🔴 **{dj}** в ефірі!",
  handover: "🔁 **{dj}** змінює **{previous_dj}**",
  automatic: "🤖 В ефірі знову автоматичний плеєр",
  nobody: "⏸ В ефірі нікого немає",
  track: "🎵 Зараз грає: **{track}**",
  "off-air": "📴 Станція не в ефірі",
  "on-air": "📡 Станція знову в ефірі",
  "dead-air": "🔇 Тиша в ефірі: **{station}**",
  "sound-back": "🔊 Звук повернувся: **{station}**",
};

export const namelessLines: ProgrammeTexts["namelessLines"] = {
  "dead-air": "🔇 Тиша в ефірі",
  "sound-back": "🔊 Звук повернувся",
};

export const deadAir: ProgrammeTexts["deadAir"] = {
  deadAir: optional((station: string) => `🔇 Тиша в ефірі: ${station}`, "🔇 Тиша в ефірі"),
  silentFor: (seconds) =>
    `Станція в ефірі, але вже ${formatCount("uk", seconds)} с нічого не чути: лише тиша.`,
  soundBack: optional((station: string) => `🔊 Звук повернувся: ${station}`, "🔊 Звук повернувся"),
};
