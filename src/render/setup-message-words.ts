import { catalogueOf } from "../i18n/catalogues.js";
import type { MessageSetupTexts } from "../i18n/areas.js";
import type { Locale } from "../locale.js";
import type { Trigger } from "../templates/trigger.js";

/** A trigger as a moderator reads it in a language: in `/setup message`'s choices, its replies and `/setup show`. */
export function triggerLabel(locale: Locale, trigger: Trigger): string {
  return catalogueOf(locale).programme.triggers[trigger].label;
}

/** The sentences of `/setup message` and `/setup style`, in a language. */
export function messageSetupStrings(locale: Locale): MessageSetupTexts {
  return catalogueOf(locale).setup.message;
}
