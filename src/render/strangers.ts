import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import { MIN_SECRET_KEY_LENGTH } from "../secrets/sealing-availability.js";

/** `/setup check` ran just now: when it can run again, in the reader's language. */
export function checkCooldownText(until: number, locale: Locale): string {
  return catalogueOf(locale).strangers.checkCooldown({ again: `<t:${Math.ceil(until / 1000)}:R>` });
}

/** New previews and checks are held back while memory is short, in the reader's language. */
export function strangersBusyText(locale: Locale): string {
  return catalogueOf(locale).strangers.busy;
}

/** Why a key offered now cannot be stored, in the reader's language. */
export function sealingRefusalText(problem: "unset" | "too-short", locale: Locale): string {
  const words = catalogueOf(locale).strangers;
  return problem === "unset" ? words.sealingUnset : words.sealingTooShort({ min: MIN_SECRET_KEY_LENGTH });
}
