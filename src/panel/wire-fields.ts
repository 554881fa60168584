import { z } from "zod";

/* The wire's field types the panel schemas are built of: tolerant of what real panels vary in, bounded in size. */

const toNumber = (value: unknown): unknown =>
  typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const toBoolean = (value: unknown): unknown => {
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  return value;
};

/** An integer that may arrive as a string of digits. */
export const int = z.preprocess(toNumber, z.number().int());
/** A boolean that may arrive as 0/1 or "true"/"false". */
export const bool = z.preprocess(toBoolean, z.boolean());

/** Wraps a schema so that a missing or null field becomes `null`. */
export function optional<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .catch(null)
    .transform((value) => value ?? null);
}

/**
 * The longest name the bot keeps (an artist, a title, an album, a DJ, a mount): twice Discord's longest title, so
 * render still cuts it with an ellipsis, and a panel's 10,000-character titles cost no more than a sane one.
 */
export const MAX_NAME_CHARS = 512;
/** The longest `metadata` kept: an artist, " - " and a title, each at most {@link MAX_NAME_CHARS}. */
export const MAX_METADATA_CHARS = 2 * MAX_NAME_CHARS + 3;
/** The longest address kept (Discord's and the bot's own limit for a link); a longer one is dropped as null. */
export const MAX_URL_CHARS = 2048;

/** `value` cut to at most `max` UTF-16 units, never between the halves of a surrogate pair. */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value;
  const last = value.charCodeAt(max - 1);
  return value.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** Text that may arrive as a number, or be missing. */
export const anyText = z.union([z.string(), z.number().transform(String)]);
/** A name: text cut to {@link MAX_NAME_CHARS}. */
export const text = optional(anyText.transform((value) => cutText(value, MAX_NAME_CHARS)));
/** An address: text, or null when longer than any link the bot would use. */
export const url = optional(anyText.transform((value) => (value.length > MAX_URL_CHARS ? null : value)));
/** A required name, cut like {@link text}. */
export const name = z.string().transform((value) => cutText(value, MAX_NAME_CHARS));
/** A track's `metadata` ("artist - title"), cut to {@link MAX_METADATA_CHARS}. */
export const metadata = z.string().transform((value) => cutText(value, MAX_METADATA_CHARS));
export const optionalMetadata = optional(anyText.transform((value) => cutText(value, MAX_METADATA_CHARS)));
export const optionalInt = optional(int);
export const optionalBool = optional(bool);
