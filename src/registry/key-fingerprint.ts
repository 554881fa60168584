import { createHmac, scrypt } from "node:crypto";
import { stationKey } from "../station/station-key.js";

/** The fingerprint of a panel API key: the same key always gives the same short, one-way mark. */
export type KeyFingerprint = (apiKey: string) => string;

// Its own salt, so the fingerprint key is unlike the sealing key derived from the same SECRET_KEY; scrypt for the
// same reason as the sealer: a fingerprint is seen in logs, and must not make guessing SECRET_KEY cheap.
const SALT = "radio-panel-discord-bot/station-key-fingerprint/v1";
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
/** 96 bits: two keys of one station never meet by chance. */
const LENGTH = 16;

/**
 * Derives the fingerprint key from SECRET_KEY (scrypt, once) and returns the fingerprint: an HMAC-SHA-256 of the
 * API key, base64url, cut to 16 characters. Without SECRET_KEY no key is stored, so none needs a fingerprint.
 */
export async function createKeyFingerprint(secretKey: string): Promise<KeyFingerprint> {
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(secretKey, SALT, 32, SCRYPT, (error, derived) => (error ? reject(error) : resolve(derived))),
  );
  return (apiKey) => createHmac("sha256", key).update(apiKey, "utf8").digest("base64url").slice(0, LENGTH);
}

/**
 * A station's identity: its panel address and server id, and, when it is read with a stranger's API key, that
 * key's fingerprint (`<address>#<server id>~<fingerprint>`). Servers with the same panel and the same key share
 * one station; a server with another key, or none, has a station of its own, so no key ever serves another
 * server. Pure.
 */
export function stationIdentity(address: string, serverId: number, fingerprint: string | null): string {
  const base = stationKey(address, serverId);
  return fingerprint === null ? base : `${base}~${fingerprint}`;
}
