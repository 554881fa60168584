import { catalogueOf } from "../i18n/catalogues.js";
import type { Strings } from "../i18n/areas.js";
import type { Locale } from "../locale.js";

export type { Strings } from "../i18n/areas.js";

/** The sentences of the listeners' replies in a locale (the catalogue's `listener.replies`). */
export function stringsFor(locale: Locale): Strings {
  return catalogueOf(locale).listener.replies;
}
