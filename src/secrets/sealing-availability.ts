/** The shortest `SECRET_KEY` accepted: 32 characters, what `openssl rand -base64 24` prints. */
export const MIN_SECRET_KEY_LENGTH = 32;

/** Whether API keys can be stored, and if not, why, in words for the moderator who offered one. */
export type SealingAvailability =
  | { readonly available: true }
  | { readonly available: false; readonly problem: "unset" | "too-short"; readonly reason: string };

/**
 * Says whether key sealing is available with this `SECRET_KEY` (unset or empty means no). Without it the bot must
 * refuse to store API keys rather than store them in the clear; stations whose panel needs no key are unaffected.
 */
export function sealingAvailability(secretKey: string | undefined): SealingAvailability {
  if (!secretKey) {
    return {
      available: false,
      problem: "unset",
      reason:
        "This bot cannot store API keys: its operator has not set SECRET_KEY. A panel that needs no key can still be set up.",
    };
  }
  if (secretKey.length < MIN_SECRET_KEY_LENGTH) {
    return {
      available: false,
      problem: "too-short",
      reason: `This bot cannot store API keys: its operator's SECRET_KEY is shorter than ${MIN_SECRET_KEY_LENGTH} characters. A panel that needs no key can still be set up.`,
    };
  }
  return { available: true };
}
