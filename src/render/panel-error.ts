import {
  type PanelError,
  PanelHttpError,
  PanelNotJsonError,
  PanelRefusedError,
  PanelShapeError,
  PanelTimeoutError,
  PanelUnreachableError,
} from "../panel/errors.js";
import type { Locale } from "../station/locale.js";
import { COLORS, notice } from "./message.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { panelRefusalText } from "./panel-refusal.js";
import { stringsFor } from "./strings.js";
import { safeText } from "./text.js";

/** What went wrong with the panel, in the reader's language, with what to check. */
export function panelErrorText(error: PanelError, locale: Locale): string {
  if (error instanceof PanelRefusedError) return panelRefusalText(error.refusal, locale);
  if (locale === "en") return error.message;
  const panel = error.panel;
  if (error instanceof PanelUnreachableError) {
    return `Панель станции ${panel} недоступна (${error.code ?? "ошибка сети"}). Проверьте PANEL_URL и что панель работает.`;
  }
  if (error instanceof PanelTimeoutError) {
    return `Панель станции ${panel} не ответила за ${error.timeoutMs / 1000} с. Возможно, она перегружена; попробуйте через минуту.`;
  }
  if (error instanceof PanelHttpError) {
    const said = error.excerpt ? `: «${error.excerpt}»` : "";
    const advice =
      error.status === 401 || error.status === 403
        ? "Проверьте PANEL_API_KEY."
        : error.status === 404
          ? "Проверьте PANEL_URL и PANEL_SERVER_ID."
          : "Попробуйте через минуту.";
    return `Панель станции ${panel} ответила HTTP ${error.status}${said}. ${advice}`;
  }
  if (error instanceof PanelNotJsonError) {
    return `Панель станции ${panel} ответила не JSON${error.excerpt ? ` («${error.excerpt}»)` : ""}. Проверьте, что PANEL_URL указывает на саму панель.`;
  }
  if (error instanceof PanelShapeError) {
    return `Панель станции ${panel} прислала данные в неожиданном виде (${error.problems.join("; ")}). Возможно, у панели версия, которую бот ещё не знает.`;
  }
  return error.message;
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
