import { cleanText } from "../render/text.js";
import type { VoiceStatusText } from "../render/radio.js";
import type { Observation } from "../station/changes.js";

/** Discord's limits: a stage topic has at most 120 characters, a voice channel status 500. */
export const STAGE_TOPIC_MAX = 120;
export const VOICE_STATUS_MAX = 500;

/**
 * The line a stage topic or voice channel status shows for what is on air, cut to `max` characters; `previous` is
 * kept for a jingle (station IDs are not worth a change), and null means "nothing known yet". Pure.
 */
export function onAirText(
  observation: Pick<Observation, "dj" | "track">,
  previous: string | null,
  max: number,
  offAir: string,
): string | null {
  if (!observation.dj) return offAir;
  const track = observation.track;
  if (!track) return previous;
  if (track.isJingle) return previous;
  const song = track.artist ? `${track.artist} — ${track.title}` : track.title;
  const text = `🎶 ${cleanText(song)}`;
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A station off air, as `onAirText` is asked to write it: each server then shows it in its own language. */
export const OFF_AIR = "\u0000off-air";

/** What one server's channel shows of a station's line: a song as it is (the same in every language), off air in the server's words. Pure. */
export function shownLine(line: string | null, words: VoiceStatusText): string | null {
  return line === OFF_AIR ? words.offAirText : line;
}
