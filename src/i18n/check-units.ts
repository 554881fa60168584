import type { HeardCodec } from "../check/sniff-audio.js";
import type { Locale } from "../locale.js";
import { formatCount } from "./numbers.js";

/** Milliseconds as seconds with one decimal, in the locale's digits, e.g. `4 s`, `1.5 s` (Russian: `1,5 с`). */
export function seconds(locale: Locale, ms: number, unit: string): string {
  return `${formatCount(locale, Math.round(ms / 100) / 10)} ${unit}`;
}

const CODECS: Readonly<Record<HeardCodec, string>> = {
  mp3: "MP3",
  aac: "AAC",
  opus: "Ogg/Opus",
  vorbis: "Ogg/Vorbis",
  ogg: "Ogg",
  html: "HTML",
  unknown: "?",
};

/** A codec as people know it, the same in every language. */
export function codecName(heard: HeardCodec | null): string {
  return heard ? CODECS[heard] : "?";
}
