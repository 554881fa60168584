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

/** Each announcement's name in `/setup message`, and its one line when no template is set (as the embeds say it). */
export const triggers: ProgrammeTexts["triggers"] = {
  live: { label: "DJ ao vivo", line: "🔴 **{dj}** está ao vivo!" },
  handover: { label: "Troca de DJ", line: "🔁 **{dj}** assume no lugar de **{previous_dj}**" },
  automatic: { label: "De volta ao player automático", line: "🤖 A programação automática voltou ao ar" },
  nobody: { label: "Ninguém no ar", line: "⏸ Ninguém no ar" },
  track: { label: "Nova música (posts e mensagem editada)", line: "🎵 Tocando agora: **{track}**" },
  "off-air": { label: "Rádio fora do ar", line: "📴 A rádio saiu do ar" },
  "on-air": { label: "Rádio de volta ao ar", line: "📡 A rádio voltou ao ar" },
  "dead-air": { label: "Silêncio no ar (voz)", line: "🔇 Silêncio no ar: **{station}**" },
  "sound-back": { label: "Som de volta depois do silêncio", line: "🔊 O som voltou: **{station}**" },
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
