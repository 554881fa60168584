/** The ffmpeg demuxer for a stream ffmpeg can start on at once, without probing. */
export type InputFormat = "mp3" | "aac";

/**
 * Tells MP3 (an ID3 tag or an MPEG audio frame header) and ADTS AAC from a stream's first bytes, looking for a frame
 * header near the start (a live stream may begin mid-frame). Pure. Null for anything else (ffmpeg probes it). Naming
 * the format lets ffmpeg skip probing, which would wait for tens of kilobytes: over a second of a 128 kbps stream.
 */
export function sniffInputFormat(bytes: Uint8Array): InputFormat | null {
  const magic = String.fromCharCode(...bytes.subarray(0, 4));
  // Containers whose payload may hold bytes that look like a frame header: ffmpeg probes those.
  if (["OggS", "fLaC", "RIFF", "\u001aE\u00df\u00a3"].includes(magic)) return null;
  if (magic.startsWith("ID3")) return "mp3";
  const end = Math.min(bytes.length - 1, 4_096);
  for (let i = 0; i < end; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1] ?? 0;
    if ((next & 0xf6) === 0xf0) return "aac"; // 0xFFF sync, MPEG-4/2, layer 00: ADTS
    if ((next & 0xe0) === 0xe0 && (next & 0x06) !== 0 && (next & 0x18) !== 0x08) return "mp3"; // MPEG audio
  }
  return null;
}
