import { optional } from "../choose.js";
import { formatCount } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";

/** Ankündigungen auf Deutsch. */
export const announcement: ProgrammeTexts["announcement"] = {
  live: (dj) => `🔴 ${dj} ist live!`,
  handover: (to, from) => `🔁 ${to} übernimmt von ${from}`,
  automatic: "🤖 Die Automatik ist wieder auf Sendung",
  nobody: "⏸ Gerade ist niemand auf Sendung",
  onAirNow: "Jetzt auf Sendung",
  before: "Davor",
  when: "Wann",
  playing: "Es läuft",
  nobodyName: "niemand",
  stationOff: "📴 Der Sender ist nicht mehr auf Sendung",
  stationOn: "📡 Der Sender ist wieder auf Sendung",
  nowPlaying: "🎵 Läuft gerade",
  album: "Album",
  listen: "Reinhören",
};

/** Each announcement's name in `/setup message`, and its one line when no template is set (as the embeds say it). */
export const triggers: ProgrammeTexts["triggers"] = {
  live: { label: "DJ live", line: "🔴 **{dj}** ist live!" },
  handover: { label: "DJ-Wechsel", line: "🔁 **{dj}** übernimmt von **{previous_dj}**" },
  automatic: { label: "Zurück zum Automatik-Player", line: "🤖 Die Automatik ist wieder auf Sendung" },
  nobody: { label: "Niemand on air", line: "⏸ Gerade ist niemand auf Sendung" },
  track: { label: "Neuer Track (Posts und bearbeitete Nachricht)", line: "🎵 Läuft gerade: **{track}**" },
  "off-air": { label: "Sender offline", line: "📴 Der Sender ist nicht mehr auf Sendung" },
  "on-air": { label: "Sender wieder on air", line: "📡 Der Sender ist wieder auf Sendung" },
  "dead-air": { label: "Funkstille (Sprachkanal)", line: "🔇 Sendeloch bei **{station}**" },
  "sound-back": { label: "Ton nach Funkstille zurück", line: "🔊 Der Ton ist zurück bei **{station}**" },
};

export const namelessLines: ProgrammeTexts["namelessLines"] = {
  "dead-air": "🔇 Sendeloch",
  "sound-back": "🔊 Der Ton ist zurück",
};

export const deadAir: ProgrammeTexts["deadAir"] = {
  deadAir: optional((station: string) => `🔇 Sendeloch bei ${station}`, "🔇 Sendeloch"),
  silentFor: (seconds) =>
    `Der Sender ist auf Sendung, aber seit ${formatCount("de", seconds)} s ist nichts zu hören: Es kommt nur Stille.`,
  soundBack: optional((station: string) => `🔊 Der Ton ist zurück bei ${station}`, "🔊 Der Ton ist zurück"),
};
