import { optional } from "../choose.js";
import { formatCount } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";

/** Anúncios em português do Brasil. */
export const announcement: ProgrammeTexts["announcement"] = {
  live: (dj) => `🔴 ${dj} está ao vivo!`,
  handover: (to, from) => `🔁 ${to} assume no lugar de ${from}`,
  automatic: "🤖 A programação automática voltou ao ar",
  nobody: "⏸ Ninguém no ar",
  onAirNow: "No ar agora",
  before: "Antes",
  when: "Quando",
  playing: "Tocando",
  nobodyName: "ninguém",
  stationOff: "📴 A rádio saiu do ar",
  stationOn: "📡 A rádio voltou ao ar",
  nowPlaying: "🎵 Tocando agora",
  album: "Álbum",
  listen: "Ouvir",
};

export const defaultLines: ProgrammeTexts["defaultLines"] = {
  live: "🔴 **{dj}** está ao vivo!",
  handover: "🔁 **{dj}** assume no lugar de **{previous_dj}**",
  automatic: "🤖 A programação automática voltou ao ar",
  nobody: "⏸ Ninguém no ar",
  track: "🎵 Tocando agora: **{track}**",
  "off-air": "📴 A rádio saiu do ar",
  "on-air": "📡 A rádio voltou ao ar",
  "dead-air": "🔇 Silêncio no ar: **{station}**",
  "sound-back": "🔊 O som voltou: **{station}**",
};

export const namelessLines: ProgrammeTexts["namelessLines"] = {
  "dead-air": "🔇 Silêncio no ar",
  "sound-back": "🔊 O som voltou",
};

export const deadAir: ProgrammeTexts["deadAir"] = {
  deadAir: optional((station: string) => `🔇 Silêncio no ar: ${station}`, "🔇 Silêncio no ar"),
  silentFor: (seconds) =>
    `A rádio está no ar, mas não se ouve nada há ${formatCount("pt-BR", seconds)} s: só sai silêncio.`,
  soundBack: optional((station: string) => `🔊 O som voltou: ${station}`, "🔊 O som voltou"),
};
