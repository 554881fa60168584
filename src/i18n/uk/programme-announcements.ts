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

/** Each announcement's name in `/setup message`, and its one line when no template is set (as the embeds say it). */
export const triggers: ProgrammeTexts["triggers"] = {
  live: { label: "Діджей в ефірі", line: "🔴 **{dj}** в ефірі!" },
  handover: { label: "Зміна діджея", line: "🔁 **{dj}** змінює **{previous_dj}**" },
  automatic: { label: "Знову автоматичний плеєр", line: "🤖 В ефірі знову автоматичний плеєр" },
  nobody: { label: "В ефірі нікого", line: "⏸ В ефірі нікого немає" },
  track: { label: "Новий трек (дописи й одне повідомлення)", line: "🎵 Зараз грає: **{track}**" },
  "off-air": { label: "Станція не в ефірі", line: "📴 Станція не в ефірі" },
  "on-air": { label: "Станція знову в ефірі", line: "📡 Станція знову в ефірі" },
  "dead-air": { label: "Тиша в ефірі (голос)", line: "🔇 Тиша в ефірі: **{station}**" },
  "sound-back": { label: "Звук повернувся після тиші", line: "🔊 Звук повернувся: **{station}**" },
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
