import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from "node:crypto";

/** An MLS variable-length vector (RFC 9420 §2.1.2): a QUIC-style varint length, then the bytes. */
export function vector(bytes: Uint8Array): Buffer {
  const n = bytes.length;
  let prefix: Buffer;
  if (n < 0x40) prefix = Buffer.from([n]);
  else if (n < 0x4000) prefix = Buffer.from([0x40 | (n >> 8), n & 0xff]);
  else {
    prefix = Buffer.alloc(4);
    prefix.writeUInt32BE((0x80000000 | n) >>> 0);
  }
  return Buffer.concat([prefix, bytes]);
}

/** Reads a varint-prefixed vector at `offset`: its body's start and end, or null if it runs past the end. */
export function readVector(bytes: Buffer, offset: number): { start: number; end: number } | null {
  if (offset >= bytes.length) return null;
  const first = bytes.readUInt8(offset);
  const size = 1 << (first >> 6);
  if (size === 8 || offset + size > bytes.length) return null;
  let length = first & 0x3f;
  for (let i = 1; i < size; i++) length = length * 256 + bytes.readUInt8(offset + i);
  const start = offset + size;
  return start + length <= bytes.length ? { start, end: start + length } : null;
}

const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => Buffer.from([n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
const u64 = (n: bigint) => {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(n);
  return out;
};

/** The MLS ciphersuite of DAVE protocol version 1: MLS_128_DHKEMP256_AES128GCM_SHA256_P256. */
export const DAVE_CIPHERSUITE = 2;

/**
 * The voice server's MLS external sender for DAVE (as Discord's is): a P-256 signing key that proposes adding
 * members to a call's group, the group being the channel id as a big-endian 64-bit number.
 */
export class ExternalSender {
  private readonly privateKey: KeyObject;
  private readonly publicKey: Buffer;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = createPrivateKey(privateKey.export({ format: "pem", type: "pkcs8" }));
    const jwk = publicKey.export({ format: "jwk" });
    this.publicKey = Buffer.concat([
      Buffer.from([4]),
      Buffer.from(String(jwk.x), "base64url"),
      Buffer.from(String(jwk.y), "base64url"),
    ]);
  }

  /** ExternalSender { signature_key<V>; Credential { basic, identity<V> } }: DAVE opcode 25's payload. */
  package(): Buffer {
    return Buffer.concat([vector(this.publicKey), u16(1), vector(Buffer.from([0, 1, 1, 0]))]);
  }

  /**
   * DAVE opcode 27's payload (an append): a vector of one MLSMessage, a PublicMessage from the external sender
   * (index 0) proposing to Add a key package to the group at `epoch`, signed over FramedContentTBS.
   */
  proposeAdd(channelId: string, epoch: bigint, keyPackage: Buffer): Buffer {
    const content = Buffer.concat([
      vector(u64(BigInt(channelId))), // group_id
      u64(epoch),
      Buffer.from([2]), // sender: external
      u32(0), // sender_index
      vector(Buffer.alloc(0)), // authenticated_data
      Buffer.from([2]), // content_type: proposal
      u16(1), // proposal_type: add
      keyPackage,
    ]);
    const header = Buffer.concat([u16(1), u16(1)]); // mls10, mls_public_message
    const tbs = Buffer.concat([header, content]);
    const signContent = Buffer.concat([vector(Buffer.from("MLS 1.0 FramedContentTBS")), vector(tbs)]);
    const signature = sign("sha256", signContent, this.privateKey);
    const message = Buffer.concat([header, content, vector(signature)]);
    return Buffer.concat([Buffer.from([0]), vector(message)]);
  }
}

/**
 * Splits DAVE opcode 28's payload, an MLS commit followed by a Welcome, where the Welcome
 * ({ cipher_suite; secrets<V>; encrypted_group_info<V> }) is the one tail that parses exactly to the end.
 */
export function splitCommitWelcome(payload: Buffer): { commit: Buffer; welcome: Buffer | null } {
  for (let at = 4; at + 4 <= payload.length; at++) {
    if (payload.readUInt16BE(at) !== DAVE_CIPHERSUITE) continue;
    const secrets = readVector(payload, at + 2);
    const info = secrets && readVector(payload, secrets.end);
    if (info?.end === payload.length && secrets && secrets.end > secrets.start) {
      return { commit: payload.subarray(0, at), welcome: payload.subarray(at) };
    }
  }
  return { commit: payload, welcome: null };
}
