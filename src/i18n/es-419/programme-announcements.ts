import type { Overrides } from "../overrides.js";
import { optional } from "../choose.js";
import { formatCount } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";

/** Anuncios en español de Latinoamérica. */
export const announcement: Overrides<ProgrammeTexts["announcement"]> = {
  live: (dj) => `🔴 ¡${dj} está en vivo!`,
  handover: (to, from) => `🔁 ${to} releva a ${from}`,
  automatic: "🤖 La programación automática vuelve al aire",
  nobody: "⏸ No hay nadie al aire",
  onAirNow: "Al aire",
  stationOff: "📴 La radio salió del aire",
  stationOn: "📡 La radio volvió al aire",
  nowPlaying: "🎵 Está sonando",
};

/** Each announcement's name in `/setup message`, and its one line when no template is set (as the embeds say it). */
export const triggers: Overrides<ProgrammeTexts["triggers"]> = {
  live: { label: "DJ en vivo", line: "🔴 ¡**{dj}** está en vivo!" },
  handover: { line: "🔁 **{dj}** releva a **{previous_dj}**" },
  automatic: {
    label: "De vuelta al reproductor automático",
    line: "🤖 La programación automática vuelve al aire",
  },
  nobody: { label: "Nadie al aire", line: "⏸ No hay nadie al aire" },
  track: { line: "🎵 Está sonando: **{track}**" },
  "off-air": { label: "La estación sale del aire", line: "📴 La radio salió del aire" },
  "on-air": { label: "La estación vuelve al aire", line: "📡 La radio volvió al aire" },
  "dead-air": { label: "Silencio al aire (voz)", line: "🔇 Silencio al aire: **{station}**" },
  "sound-back": { line: "🔊 Volvió el sonido: **{station}**" },
};

export const namelessLines: Overrides<ProgrammeTexts["namelessLines"]> = {
  "dead-air": "🔇 Silencio al aire",
  "sound-back": "🔊 Volvió el sonido",
};

export const deadAir: Overrides<ProgrammeTexts["deadAir"]> = {
  deadAir: optional((station: string) => `🔇 Silencio al aire: ${station}`, "🔇 Silencio al aire"),
  silentFor: (seconds) =>
    `La radio está al aire, pero hace ${formatCount("es-419", seconds)} s que no se escucha nada: solo sale silencio.`,
  soundBack: optional((station: string) => `🔊 Volvió el sonido: ${station}`, "🔊 Volvió el sonido"),
};
