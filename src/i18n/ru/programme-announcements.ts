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

/** Each announcement's name in `/setup message`, and its one line when no template is set (as the embeds say it). */
export const triggers: ProgrammeTexts["triggers"] = {
  live: { label: "Диджей в эфире", line: "🔴 **{dj}** в эфире!" },
  handover: { label: "Смена диджея", line: "🔁 **{dj}** сменяет **{previous_dj}**" },
  automatic: { label: "Снова автоматический плеер", line: "🤖 В эфире снова автоматический плеер" },
  nobody: { label: "В эфире никого", line: "⏸ В эфире никого нет" },
  track: { label: "Новый трек (посты и одно сообщение)", line: "🎵 Сейчас играет: **{track}**" },
  "off-air": { label: "Станция не в эфире", line: "📴 Станция не в эфире" },
  "on-air": { label: "Станция снова в эфире", line: "📡 Станция снова в эфире" },
  "dead-air": { label: "Тишина в эфире (голос)", line: "🔇 Тишина в эфире: **{station}**" },
  "sound-back": { label: "Звук вернулся после тишины", line: "🔊 Звук вернулся: **{station}**" },
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
