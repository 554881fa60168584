import {
  type PanelError,
  PanelHttpError,
  PanelNotJsonError,
  PanelRefusedError,
  PanelShapeError,
  PanelTimeoutError,
  PanelUnreachableError,
} from "../panel/errors.js";
import type { Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { COLORS, notice } from "./message.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { panelRefusalText } from "./panel-refusal.js";
import { stringsFor } from "./strings.js";
import { safeText } from "./text.js";

/** What went wrong with the panel, in the reader's language, with what to check. */
export function panelErrorText(error: PanelError, locale: Locale): string {
  if (error instanceof PanelRefusedError) return panelRefusalText(error.refusal, locale);
  const words = catalogueOf(locale).listener.panel.errors;
  const { panel } = error;
  if (error instanceof PanelUnreachableError)
    return words.unreachable({ panel, code: error.code ?? "", codeGiven: Boolean(error.code) });
  if (error instanceof PanelTimeoutError)
    return words.timeout({ panel, timeoutSeconds: error.timeoutMs / 1000 });
  if (error instanceof PanelHttpError)
    return words.http({ panel, status: error.status, serverError: error.status >= 500, ...excerptOf(error) });
  if (error instanceof PanelNotJsonError) return words.notJson({ panel, ...excerptOf(error) });
  if (error instanceof PanelShapeError)
    return words.shape({ panel, endpoint: error.endpoint, problems: error.problems.join("; ") });
  return error.message;
}

/** What the panel's answer began with, for the messages that quote it. */
function excerptOf(error: { readonly excerpt: string }): { excerpt: string; excerptGiven: boolean } {
  return { excerpt: error.excerpt, excerptGiven: error.excerpt !== "" };
}

/** The ephemeral reply for a panel failure. */
export function renderPanelError(error: PanelError, locale: Locale): ReplyMessage {
  const strings = stringsFor(locale);
  const text = safeText(panelErrorText(error, locale), 4000, true);
  // The open circuit's "try again <t:…:R>" is the bot's own timestamp; escaping would show it as raw text.
  const shown =
    error instanceof PanelRefusedError && error.refusal.kind === "circuit-open"
      ? text.replace(/\\<t:(\d+):R>/g, "<t:$1:R>")
      : text;
  return notice(shown, COLORS.problem, strings.panelProblem);
}

/** The ephemeral reply for anything else that failed: short, the detail is in the log. */
export function renderUnexpectedError(locale: Locale): ReplyMessage {
  return notice(stringsFor(locale).somethingWrong, COLORS.problem);
}
