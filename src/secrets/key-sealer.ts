import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  type KeyObject,
  randomBytes,
  scrypt,
} from "node:crypto";
import { SealedKeyError } from "./sealed-key-error.js";
import { sealingAvailability } from "./sealing-availability.js";

/** The stored row a sealed key belongs to: a server's saved station. A key sealed for it opens there only. */
export interface SealedRow {
  readonly guildId: string;
  readonly stationKey: string;
}

/** Seals panel API keys for storage and opens them again; holds the derived keys, never shows them. */
export interface KeySealer {
  /** Names the current SECRET_KEY in sealed values (16 hex digits; reveals nothing about the secret). */
  readonly keyId: string;
  /**
   * Encrypts a key: `v2.<key id>.<base64url(iv ‖ ciphertext ‖ tag)>`, different every time, bound to its row
   * (the row is authenticated, not stored). Without a row: the old unbound `v1` form, for a caller that does not
   * know the row yet; {@link isCurrent} says it must be sealed again.
   */
  seal(plain: string, row?: SealedRow): string;
  /**
   * Decrypts a sealed key; throws {@link SealedKeyError} when it was altered, sealed with another secret, or (`v2`)
   * sealed for another row than `row`. An unbound `v1` value opens whatever the row, so it can be re-sealed.
   */
  open(sealed: string, row?: SealedRow): string;
  /** Whether a sealed value is bound to its row and uses the current SECRET_KEY (if not, open it and seal again). */
  isCurrent(sealed: string): boolean;
}

/** Secrets the sealer opens with but no longer seals with, while stored keys are being re-sealed. */
export interface KeySealerOptions {
  readonly previous?: readonly string[];
}

/** Unbound: the authenticated data is the header only. Still opened, never written with a row. */
const UNBOUND = "v1";
/** Bound: the authenticated data is the header, the server id and the station key. */
const BOUND = "v2";
// scrypt, not HKDF: should an operator pick a guessable SECRET_KEY, each guess against a stolen database still costs
// 32 MiB and a fraction of a second. The salt is fixed because the key is derived once per process and must come
// out the same every start; it only has to make this derivation unlike any other use of the same secret.
const SALT = "radio-panel-discord-bot/panel-api-key/v1";
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_PLAIN_LENGTH = 1024;

/**
 * Derives the sealing key from `SECRET_KEY` (scrypt, once: 0.1–0.4 s and 32 MiB) and returns the sealer.
 * Throws, with the reason, when sealing is not available (see {@link sealingAvailability}).
 */
export async function createKeySealer(secretKey: string, options: KeySealerOptions = {}): Promise<KeySealer> {
  const availability = sealingAvailability(secretKey);
  if (!availability.available) throw new Error(availability.reason);
  const current = await derive(secretKey);
  const keys = new Map<string, KeyObject>([
    current,
    ...(await Promise.all((options.previous ?? []).map(derive))),
  ]);
  const [currentId, currentKey] = current;

  return {
    keyId: currentId,
    seal(plain, row) {
      if (plain.length === 0 || plain.length > MAX_PLAIN_LENGTH) {
        throw new RangeError(`An API key must be 1 to ${MAX_PLAIN_LENGTH} characters long.`);
      }
      const header = `${row ? BOUND : UNBOUND}.${currentId}`;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", currentKey, iv).setAAD(aad(header, row));
      const body = Buffer.concat([iv, cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${header}.${body.toString("base64url")}`;
    },
    open(sealed, row) {
      const { header, version, keyId, body } = parse(sealed);
      const key = keys.get(keyId);
      if (!key) throw new SealedKeyError("wrong-secret");
      if (version === BOUND && !row) throw new SealedKeyError("tampered");
      const decipher = createDecipheriv("aes-256-gcm", key, body.subarray(0, IV_BYTES))
        .setAAD(aad(header, version === BOUND ? row : undefined))
        .setAuthTag(body.subarray(body.length - TAG_BYTES));
      try {
        const plain = Buffer.concat([
          decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString("utf8");
      } catch {
        throw new SealedKeyError("tampered");
      }
    },
    isCurrent: (sealed) => {
      const { version, keyId } = parse(sealed);
      return version === BOUND && keyId === currentId;
    },
  };
}

async function derive(secret: string): Promise<[string, KeyObject]> {
  const bytes = await new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, SALT, 40, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
  const entry: [string, KeyObject] = [
    bytes.subarray(32).toString("hex"),
    createSecretKey(bytes.subarray(0, 32)),
  ];
  bytes.fill(0);
  return entry;
}

/** A JSON array, so no server id or station key can be spelled to read as another pair. */
function aad(header: string, row: SealedRow | undefined): Buffer {
  return Buffer.from(row ? JSON.stringify([header, row.guildId, row.stationKey]) : header);
}

function parse(sealed: string): { header: string; version: string; keyId: string; body: Buffer } {
  const [version = "", keyId = "", payload = "", ...extra] = sealed.split(".");
  if (extra.length > 0) throw new SealedKeyError("malformed");
  if (version !== UNBOUND && version !== BOUND)
    throw new SealedKeyError(/^v\d+$/.test(version) ? "unknown-version" : "malformed");
  if (!/^[0-9a-f]{16}$/.test(keyId) || !/^[A-Za-z0-9_-]+$/.test(payload))
    throw new SealedKeyError("malformed");
  const body = Buffer.from(payload, "base64url");
  // A changed last character can leave the bytes alone (base64's spare bits); insist on the one true spelling.
  if (body.toString("base64url") !== payload) throw new SealedKeyError("malformed");
  if (body.length <= IV_BYTES + TAG_BYTES) throw new SealedKeyError("tampered");
  return { header: `${version}.${keyId}`, version, keyId, body };
}
