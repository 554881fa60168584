import { ButtonStyle, ComponentType } from "discord.js";
import type { HistoryWindow } from "../station/history-window.js";
import { isJingle, trackName } from "../station/track.js";
import { saveMenu } from "./save-button.js";
import { discordTime } from "./format.js";
import { formatCount } from "../i18n/numbers.js";
import { type Locale } from "../locale.js";
import { COLORS } from "./message.js";
import type { Button, ReplyMessage } from "../message/reply-message.js";
import { stringsFor } from "./strings.js";
import { safeText, truncate } from "./text.js";

/** The paging buttons' ids (null: nothing that way, shown disabled). */
export interface HistoryPaging {
  readonly newerId: string | null;
  readonly olderId: string | null;
}

/** Longest line of the list: 25 lines always fit in a description. */
const LINE_MAX = 160;

/**
 * The `/history` message: latest plays newest first, with paging buttons, and the 💾 menu (its times in the
 * server's `zone`).
 */
export function renderHistory(
  window: HistoryWindow,
  paging: HistoryPaging,
  jingles: boolean,
  locale: Locale,
  zone: string,
): ReplyMessage {
  const strings = stringsFor(locale);
  const lines = window.items.map(({ entry }) => {
    const { artist, title } = trackName(entry);
    const name =
      entry.jingle_id !== null
        ? `📻 ${safeText(title, 80)}`
        : artist
          ? `**${safeText(artist, 60)}** — ${safeText(title, 70)}`
          : `**${safeText(title, 120)}**`;
    const extras = [
      entry.dj_name ? `🎙 ${safeText(entry.dj_name, 30)}` : null,
      entry.n_listeners !== null ? `👥 ${formatCount(locale, entry.n_listeners)}` : null,
    ].filter(Boolean);
    return truncate([discordTime(entry.ts), name, ...extras].join(" · "), LINE_MAX);
  });
  const first = window.items[0]?.offset;
  const last = window.items.at(-1)?.offset;
  return {
    embeds: [
      {
        title: strings.historyTitle,
        description: lines.length > 0 ? lines.join("\n") : strings.historyEmpty,
        color: COLORS.info,
        ...(first !== undefined && last !== undefined
          ? {
              footer: {
                text: strings.historyFooter({ from: first + 1, to: last + 1, jinglesShown: jingles }),
              },
            }
          : {}),
      },
    ],
    components: [
      ...(paging.newerId || paging.olderId
        ? [
            {
              type: ComponentType.ActionRow as const,
              components: [
                pageButton(`◀ ${strings.newer}`, paging.newerId, "history:none:newer"),
                pageButton(`${strings.older} ▶`, paging.olderId, "history:none:older"),
              ],
            },
          ]
        : []),
      ...menuOf(window, locale, zone),
    ],
  };
}

/** The 💾 menu of the page's songs (jingles are no track to save). */
function menuOf(window: HistoryWindow, locale: Locale, zone: string) {
  const songs = window.items
    .filter(({ entry }) => !isJingle(entry))
    .map(({ entry }) => ({ at: entry.ts, ...trackName(entry) }));
  const menu = saveMenu(songs, locale, zone);
  return menu ? [menu] : [];
}

function pageButton(label: string, customId: string | null, placeholder: string): Button {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label,
    custom_id: customId ?? placeholder,
    disabled: customId === null,
  };
}
