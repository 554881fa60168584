import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";

/**
 * What an export waiting its turn shows in place of Discord's "thinking…": its place in the queue (1 is next). The
 * export's files replace it. Pure.
 */
export function renderExportQueued(position: number, locale: Locale): ReplyMessage {
  return { content: catalogueOf(locale).stats.exportQueued({ position }), embeds: [], components: [] };
}
