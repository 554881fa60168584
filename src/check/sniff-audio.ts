/** What the first bytes of a stream turned out to be. */
export type HeardCodec = "mp3" | "aac" | "opus" | "vorbis" | "ogg" | "html" | "unknown";

/** The codec a panel's `s_format` names, or null when it names none this bot knows. */
export type StatedCodec = "mp3" | "aac" | "opus" | "ogg";

const STATED: Readonly<Record<string, StatedCodec>> = {
  mp3: "mp3",
  mpeg: "mp3",
  aac: "aac",
  aacp: "aac",
  "aac+": "aac",
  "he-aac": "aac",
  opus: "opus",
  oggopus: "opus",
  "ogg/opus": "opus",
  ogg: "ogg",
  vorbis: "ogg",
};

/** The codec a channel's `s_format` states (case and spaces aside), or null for none or one unknown. */
export function statedCodec(format: string | null | undefined): StatedCodec | null {
  return STATED[(format ?? "").trim().toLowerCase()] ?? null;
}

/** Whether what was heard is the codec the panel states (any Ogg audio for a plain `ogg`; anything for none). */
export function codecMatches(stated: StatedCodec | null, heard: HeardCodec): boolean {
  if (stated === null) return heard === "mp3" || heard === "aac" || heard === "opus" || heard === "vorbis";
  if (stated === "ogg") return heard === "opus" || heard === "vorbis" || heard === "ogg";
  return stated === heard;
}

const MP3_BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES = [44_100, 48_000, 32_000];

/** The length of the MPEG-1/2/2.5 Layer III frame whose header is at `i`, or 0 when none is there. */
function mp3FrameAt(bytes: Uint8Array, i: number): number {
  const [b0, b1, b2] = [bytes[i], bytes[i + 1], bytes[i + 2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return 0;
  const version = (b1 >> 3) & 3; // 0: MPEG 2.5, 2: MPEG 2, 3: MPEG 1
  const layer = (b1 >> 1) & 3; // 1: Layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return 0;
  const mpeg1 = version === 3;
  const kbps = (mpeg1 ? MP3_BITRATES.v1 : MP3_BITRATES.v2)[bitrateIndex] ?? 0;
  const rate = (MP3_RATES[rateIndex] ?? 0) / (mpeg1 ? 1 : version === 2 ? 2 : 4);
  return Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / rate) + ((b2 >> 1) & 1);
}

/** The length of the ADTS (AAC) frame whose header is at `i`, or 0 when none is there. */
function adtsFrameAt(bytes: Uint8Array, i: number): number {
  const [b0, b1, , b3, b4, b5] = [bytes[i], bytes[i + 1], 0, bytes[i + 3], bytes[i + 4], bytes[i + 5]];
  if (b0 !== 0xff || b1 === undefined || (b1 & 0xf6) !== 0xf0) return 0;
  if (b3 === undefined || b4 === undefined || b5 === undefined) return 0;
  const length = ((b3 & 3) << 11) | (b4 << 3) | (b5 >> 5);
  return length >= 7 ? length : 0;
}

/** Whether two frames follow each other from some offset: one sync word alone is too easily found by chance. */
function framedBy(
  bytes: Uint8Array,
  frameAt: (bytes: Uint8Array, i: number) => number,
  from: number,
): boolean {
  for (let i = from; i + 8 < bytes.length; i++) {
    const length = frameAt(bytes, i);
    if (length > 0 && i + length + 8 <= bytes.length && frameAt(bytes, i + length) > 0) return true;
  }
  return false;
}

/** The bytes after an ID3v2 tag at the start (a stream or file may begin with one), or 0 without one. */
function afterId3(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = bytes.slice(6, 10).reduce((sum, byte) => (sum << 7) | (byte & 0x7f), 0);
  return 10 + size;
}

const ascii = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/**
 * What a stream's first bytes are. Pure. Ogg (`OggS`) with an `OpusHead` is Opus, with a Vorbis header Vorbis; two
 * ADTS frames in a row are AAC, two MPEG Layer III frames MP3 (after an ID3 tag, if any); a page of markup is HTML
 * (a web page where the stream should be); anything else is unknown.
 */
export function sniffAudio(bytes: Uint8Array): HeardCodec {
  const text = ascii(bytes.subarray(0, Math.min(bytes.length, 4096)));
  if (text.includes("OggS")) {
    if (text.includes("OpusHead")) return "opus";
    if (text.includes("\u0001vorbis")) return "vorbis";
    return "ogg";
  }
  if (/^\s*<(!doctype|html|head|body|\?xml|[a-z]+[\s>])/i.test(text)) return "html";
  const start = afterId3(bytes);
  // A tag longer than what was read: only MP3 streams start with one.
  if (start > 0 && start + 8 >= bytes.length) return "mp3";
  if (framedBy(bytes, adtsFrameAt, start)) return "aac";
  if (framedBy(bytes, mp3FrameAt, start)) return "mp3";
  return "unknown";
}
