import { optional } from "../choose.js";
import { formatCount } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";

/** Anuncios en español de España. */
export const announcement: ProgrammeTexts["announcement"] = {
  live: (dj) => `🔴 ¡${dj} está en directo!`,
  handover: (to, from) => `🔁 ${to} toma el relevo de ${from}`,
  automatic: "🤖 La programación automática vuelve a estar en antena",
  nobody: "⏸ No hay nadie en antena",
  onAirNow: "En antena",
  before: "Antes",
  when: "Cuándo",
  playing: "Suena",
  nobodyName: "nadie",
  stationOff: "📴 La emisora está fuera de antena",
  stationOn: "📡 La emisora vuelve a estar en antena",
  nowPlaying: "🎵 Ahora suena",
  album: "Álbum",
  listen: "Escuchar",
};

/** Each announcement's name in `/setup message`, and its one line when no template is set (as the embeds say it). */
export const triggers: ProgrammeTexts["triggers"] = {
  live: { label: "DJ en directo", line: "🔴 ¡**{dj}** está en directo!" },
  handover: { label: "Cambio de DJ", line: "🔁 **{dj}** toma el relevo de **{previous_dj}**" },
  automatic: {
    label: "Vuelta al reproductor automático",
    line: "🤖 La programación automática vuelve a estar en antena",
  },
  nobody: { label: "Nadie en antena", line: "⏸ No hay nadie en antena" },
  track: { label: "Nueva canción (publicaciones y mensaje editado)", line: "🎵 Ahora suena: **{track}**" },
  "off-air": { label: "La emisora deja de emitir", line: "📴 La emisora está fuera de antena" },
  "on-air": { label: "La emisora vuelve a emitir", line: "📡 La emisora vuelve a estar en antena" },
  "dead-air": { label: "Silencio en antena (voz)", line: "🔇 Silencio en antena: **{station}**" },
  "sound-back": { label: "Vuelve el sonido tras el silencio", line: "🔊 Vuelve el sonido: **{station}**" },
};

export const namelessLines: ProgrammeTexts["namelessLines"] = {
  "dead-air": "🔇 Silencio en antena",
  "sound-back": "🔊 Vuelve el sonido",
};

export const deadAir: ProgrammeTexts["deadAir"] = {
  deadAir: optional((station: string) => `🔇 Silencio en antena: ${station}`, "🔇 Silencio en antena"),
  silentFor: (seconds) =>
    `La emisora está en antena, pero no se oye nada desde hace ${formatCount("es-ES", seconds)} s: solo sale silencio.`,
  soundBack: optional((station: string) => `🔊 Vuelve el sonido: ${station}`, "🔊 Vuelve el sonido"),
};
