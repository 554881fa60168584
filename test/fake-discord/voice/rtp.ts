import { createDecipheriv } from "node:crypto";

/** An RTP packet the fake voice server opened: its header fields and the Opus frame inside. */
export interface OpenedRtp {
  readonly sequence: number;
  readonly timestamp: number;
  readonly ssrc: number;
  readonly payloadType: number;
  /** The Opus frame (still DAVE-encrypted when the connection uses DAVE 1). */
  readonly opus: Buffer;
}

const AUTH_TAG_LENGTH = 16;
const NONCE_SUFFIX_LENGTH = 4;

/** Whether a datagram looks like RTP (version 2) rather than IP discovery or a keep-alive. */
export function isRtp(datagram: Buffer): boolean {
  return datagram.length >= 12 + AUTH_TAG_LENGTH + NONCE_SUFFIX_LENGTH && datagram[0] !== undefined
    ? datagram[0] >> 6 === 2
    : false;
}

/** The SSRC of an RTP datagram (bytes 8–11). */
export function ssrcOf(datagram: Buffer): number {
  return datagram.readUInt32BE(8);
}

/**
 * Opens an `aead_aes256_gcm_rtpsize` packet as Discord does: the RTP header (and the 4-byte extension header, when
 * the X bit is set) is the additional data; then comes the ciphertext, the 16-byte tag, and a 4-byte counter that is
 * the start of the 12-byte nonce (the rest zero). Throws when the tag does not verify.
 */
export function openRtp(datagram: Buffer, secretKey: Uint8Array): OpenedRtp {
  const first = datagram.readUInt8(0);
  const csrcCount = first & 0x0f;
  const hasExtension = (first >> 4) & 1;
  let headerSize = 12 + 4 * csrcCount;
  if (hasExtension) headerSize += 4;
  const nonce = Buffer.alloc(12);
  datagram.copy(nonce, 0, datagram.length - NONCE_SUFFIX_LENGTH);
  const end = datagram.length - AUTH_TAG_LENGTH - NONCE_SUFFIX_LENGTH;
  const decipher = createDecipheriv("aes-256-gcm", secretKey, nonce);
  decipher.setAAD(datagram.subarray(0, headerSize));
  decipher.setAuthTag(datagram.subarray(end, end + AUTH_TAG_LENGTH));
  let payload = Buffer.concat([decipher.update(datagram.subarray(headerSize, end)), decipher.final()]);
  // With rtpsize the extension's body is encrypted with the payload: skip it once decrypted.
  if (hasExtension) payload = payload.subarray(4 * datagram.readUInt16BE(headerSize - 2));
  return {
    sequence: datagram.readUInt16BE(2),
    timestamp: datagram.readUInt32BE(4),
    ssrc: datagram.readUInt32BE(8),
    payloadType: datagram.readUInt8(1) & 0x7f,
    opus: payload,
  };
}
