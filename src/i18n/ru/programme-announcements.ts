import { optional } from "../choose.js";
import { formatCount } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";

/** Объявления по-русски. */
export const announcement: ProgrammeTexts["announcement"] = {
  live: (dj) => `🔴 ${dj} в эфире!`,
  handover: (to, from) => `🔁 ${to} сменяет ${from}`,
  automatic: "🤖 В эфире снова автоматический плеер",
  nobody: "⏸ В эфире никого нет",
  onAirNow: "Сейчас в эфире",
  before: "До этого",
  when: "Когда",
  playing: "Играет",
  nobodyName: "никто",
  stationOff: "📴 Станция не в эфире",
  stationOn: "📡 Станция снова в эфире",
  nowPlaying: "🎵 Сейчас играет",
  album: "Альбом",
  listen: "Слушать",
};

export const defaultLines: ProgrammeTexts["defaultLines"] = {
  live: "🔴 **{dj}** в эфире!",
  handover: "🔁 **{dj}** сменяет **{previous_dj}**",
  automatic: "🤖 В эфире снова автоматический плеер",
  nobody: "⏸ В эфире никого нет",
  track: "🎵 Сейчас играет: **{track}**",
  "off-air": "📴 Станция не в эфире",
  "on-air": "📡 Станция снова в эфире",
  "dead-air": "🔇 Тишина в эфире: **{station}**",
  "sound-back": "🔊 Звук вернулся: **{station}**",
};

export const namelessLines: ProgrammeTexts["namelessLines"] = {
  "dead-air": "🔇 Тишина в эфире",
  "sound-back": "🔊 Звук вернулся",
};

export const deadAir: ProgrammeTexts["deadAir"] = {
  deadAir: optional((station: string) => `🔇 Тишина в эфире: ${station}`, "🔇 Тишина в эфире"),
  silentFor: (seconds) =>
    `Станция в эфире, но уже ${formatCount("ru", seconds)} с ничего не слышно: идёт только тишина.`,
  soundBack: optional((station: string) => `🔊 Звук вернулся: ${station}`, "🔊 Звук вернулся"),
};
