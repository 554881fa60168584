import { catalogueOf } from "../i18n/catalogues.js";
import type { PanelRefusal } from "../panel/errors.js";
import type { Locale } from "../locale.js";

/** Why the address guard refused an address (its codes live in `net/guard`, their words in the catalogue). */
export type AddressRefusalCode = Extract<PanelRefusal, { kind: "address" }>["code"];

const refusals = (locale: Locale) => catalogueOf(locale).listener.panel.refusals;

/** Why the bot will not connect to an address someone typed, in the reader's language. */
export function addressRefusalText(code: AddressRefusalCode, locale: Locale): string {
  return refusals(locale).address[code];
}

/**
 * {@link addressRefusalText} for a stranger who typed a host name on a public bot: a missing name and one that
 * leads inside a network get the same words, so no one can probe which internal names exist.
 */
export function strangerRefusalText(code: AddressRefusalCode, locale: Locale, typedName: boolean): string {
  if (typedName && (code === "not-found" || code === "not-public")) return refusals(locale).unusableName;
  return addressRefusalText(code, locale);
}

const MEBIBYTE = 1_048_576;

/** Why the bot refused a panel request, in the reader's language (never the address it resolved to). */
export function panelRefusalText(refusal: PanelRefusal, locale: Locale): string {
  const words = refusals(locale);
  switch (refusal.kind) {
    case "address":
      return words.address[refusal.code];
    case "redirect":
      return words.redirect({
        status: refusal.status,
        target: refusal.target ?? "",
        targetGiven: Boolean(refusal.target),
      });
    case "too-large":
      return words.tooLarge({
        limitBytes: refusal.limitBytes,
        megabytes: refusal.limitBytes / MEBIBYTE,
        limitBytesUnit: refusal.limitBytes % MEBIBYTE === 0 ? "megabytes" : "other",
      });
    case "circuit-open":
      return words.circuitOpen({ at: `<t:${Math.ceil(refusal.retryAt / 1000)}:R>` });
    case "busy":
      return refusal.reason === "queue-full" ? words.queueFull : words.waitedTooLong;
  }
}
