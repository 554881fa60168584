/** Frame lengths (in tenths of a millisecond) of the Opus TOC configurations 0–31 (RFC 6716, section 3.1). */
const FRAME_TENTHS = [
  100, 200, 400, 600, 100, 200, 400, 600, 100, 200, 400, 600, 100, 200, 100, 200, 25, 50, 100, 200, 25, 50,
  100, 200, 25, 50, 100, 200, 25, 50, 100, 200,
];

/**
 * The audio length of one Opus packet in ms, from its table-of-contents byte, or null for an empty or malformed
 * packet. Pure. Discord plays one packet every 20 ms, so a stream is passed through only when its packets are 20 ms.
 */
export function opusPacketMs(packet: Uint8Array): number | null {
  const toc = packet[0];
  if (toc === undefined) return null;
  const frameMs = (FRAME_TENTHS[toc >> 3] ?? 0) / 10;
  const code = toc & 0b11;
  if (code === 0) return frameMs;
  if (code === 1 || code === 2) return frameMs * 2;
  const count = packet[1];
  return count === undefined ? null : frameMs * (count & 0b11_1111);
}

/** Whether a stream's first bytes are an Ogg page that starts an Opus stream (`OggS` … `OpusHead`). Pure. */
export function isOggOpusStart(bytes: Uint8Array): boolean {
  if (bytes.length < 36) return false;
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (text(0, 4) !== "OggS") return false;
  const segments = bytes[26] ?? 0;
  const start = 27 + segments;
  return bytes.length >= start + 8 && text(start, start + 8) === "OpusHead";
}
