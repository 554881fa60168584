import type { FoundPlay, PlaysAround, SearchResult } from "../history/found-plays.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { discordTime } from "./format.js";
import { saveMenu } from "./save-button.js";
import { COLORS } from "./message.js";
import { safeText, truncate } from "./text.js";

/** Longest line of a list: 25 of them and the intro fit an embed's description (4,096). */
const LINE_MAX = 150;
/** What the user typed, as the reply quotes it (the option takes 100 characters). */
const TYPED_MAX = 64;

/** Where a list's plays came from: the bot's kept plays (with the panel's recent history), or the panel's alone. */
export interface FoundFrom {
  readonly panelOnly: boolean;
}

/** `/history at:`: the plays around the moment, newest first, the one on air then marked. */
export function renderPlaysAround(
  found: PlaysAround,
  asked: { readonly at: number; readonly typed: string; readonly zone: string } & FoundFrom,
  locale: Locale,
): ReplyMessage {
  const texts = catalogueOf(locale).find;
  const moment = discordTime(asked.at, "f");
  const intro = texts.atIntro({ moment, typed: safeText(asked.typed, TYPED_MAX), zone: asked.zone });
  const lines = found.plays.map((play) => playLine(play, "t", play === found.onAir ? "▶ " : ""));
  const body =
    lines.length === 0
      ? [intro, "", texts.atNone({ moment })]
      : [intro, "", ...lines, ...(found.onAir ? ["", texts.onAir] : [])];
  return {
    embeds: [
      {
        title: texts.atTitle,
        description: [...body, ...panelNote(asked, locale)].join("\n"),
        color: COLORS.info,
      },
    ],
    components: menuOf(found.plays, locale, asked.zone),
  };
}

/** `/history search:`: the newest plays that match, with when each played and by whom. */
export function renderSearchResult(
  result: SearchResult,
  asked: { readonly query: string; readonly days: number; readonly zone: string } & FoundFrom,
  locale: Locale,
): ReplyMessage {
  const texts = catalogueOf(locale).find;
  const query = safeText(asked.query, TYPED_MAX);
  const lines = result.plays.map((play) => playLine(play, "f", ""));
  const footer = texts.searchFooter({
    total: result.total,
    days: asked.days,
    more: result.total > result.plays.length,
    shown: result.plays.length,
  });
  return {
    embeds: [
      {
        title: truncate(texts.searchTitle({ query }), 256),
        description: [
          ...(lines.length === 0 ? [texts.searchNone({ query, days: asked.days })] : lines),
          ...panelNote(asked, locale),
        ].join("\n"),
        color: COLORS.info,
        ...(lines.length === 0 ? {} : { footer: { text: footer } }),
      },
    ],
    components: menuOf(result.plays, locale, asked.zone),
  };
}

function playLine(play: FoundPlay, style: "t" | "f", mark: string): string {
  const name = play.artist
    ? `**${safeText(play.artist, 50)}** — ${safeText(play.title, 60)}`
    : `**${safeText(play.title, 100)}**`;
  const dj = play.dj ? ` · 🎙 ${safeText(play.dj, 30)}` : "";
  return truncate(`${mark}${discordTime(play.at, style)} · ${name}${dj}`, LINE_MAX);
}

function menuOf(plays: readonly FoundPlay[], locale: Locale, zone: string) {
  const menu = saveMenu(plays, locale, zone);
  return menu ? [menu] : [];
}

function panelNote(from: FoundFrom, locale: Locale): string[] {
  return from.panelOnly ? ["", `*${catalogueOf(locale).find.panelOnly}*`] : [];
}
