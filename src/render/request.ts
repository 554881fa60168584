import { ButtonStyle, ComponentType } from "discord.js";
import type { LibraryTrack } from "../panel/schemas.js";
import { httpUrl } from "../station/safe-url.js";
import type { Locale } from "../station/locale.js";
import { LIMITS } from "./limits.js";
import { buttonRows, COLORS } from "./message.js";
import type { Button, ReplyMessage } from "../message/reply-message.js";
import { plainText, safeText, truncate } from "./text.js";

/** How long the request's person and message may be together, as the panel's own widget allows. */
export const REQUEST_TEXT_MAX = 300;

const STRINGS = {
  en: {
    requestedTitle: "🎶 Song request",
    requested: (person: string, song: string) => `**${person}** requested **${song}**`,
    pickTitle: "Which one?",
    pick: (query: string) => `Several songs match “${query}”. Pick one:`,
    nothingFound: (query: string) =>
      `Nothing in the station's library matches “${query}”. Pick a song from the suggestions as you type.`,
    notRequestable: "This song can't be requested right now. Pick another one from the suggestions.",
    unknownTrack: "The station's library has no such song any more. Pick one from the suggestions.",
    cooldown: (at: number) => `You've just requested a song. You can request again ${stamp(at, "R")}.`,
    trackBlocked: "This song was requested a short while ago. Pick another one, or try it again later.",
    ipBlocked: "The station takes no more requests from Discord for a moment. Try again in a few minutes.",
    refused: "The station's panel turned the request down. Try another song, or try again later.",
    closed: (at: number | null) =>
      at === null
        ? "The station isn't taking song requests right now."
        : `The station isn't taking song requests during this show. Requests open again ${stamp(at, "R")} (${stamp(at, "t")}).`,
    tooLong: (over: number) =>
      `Your name and your message may have ${REQUEST_TEXT_MAX} characters together; this is ${over} too many. Shorten the message.`,
    expired: "This list has expired. Run /request again.",
    notYours: "Only the person who asked can pick from this list. Run /request yourself.",
  },
  ru: {
    requestedTitle: "🎶 Заявка на песню",
    requested: (person: string, song: string) => `**${person}** заказывает **${song}**`,
    pickTitle: "Какую именно?",
    pick: (query: string) => `По запросу «${query}» нашлось несколько песен. Выберите одну:`,
    nothingFound: (query: string) =>
      `В фонотеке станции ничего не нашлось по запросу «${query}». Выберите песню из подсказок.`,
    notRequestable: "Эту песню сейчас нельзя заказать. Выберите другую из подсказок.",
    unknownTrack: "Этой песни больше нет в фонотеке станции. Выберите песню из подсказок.",
    cooldown: (at: number) => `Вы только что заказывали песню. Следующая заявка — ${stamp(at, "R")}.`,
    trackBlocked: "Эту песню недавно уже заказывали. Выберите другую или попробуйте позже.",
    ipBlocked: "Станция ненадолго перестала принимать заявки из Discord. Попробуйте через несколько минут.",
    refused: "Панель станции не приняла заявку. Выберите другую песню или попробуйте позже.",
    closed: (at: number | null) =>
      at === null
        ? "Сейчас станция не принимает заявки."
        : `Во время этой передачи станция не принимает заявки. Приём откроется ${stamp(at, "R")} (${stamp(at, "t")}).`,
    tooLong: (over: number) =>
      `Имя и сообщение вместе — не больше ${REQUEST_TEXT_MAX} символов; сейчас на ${over} больше. Сократите сообщение.`,
    expired: "Этот список устарел. Вызовите /request ещё раз.",
    notYours: "Выбирать из этого списка может только тот, кто его вызвал. Вызовите /request сами.",
  },
} as const;

/** The refusals and notes of `/request`, in a language. */
export function requestStrings(locale: Locale) {
  return STRINGS[locale];
}

const stamp = (ms: number, style: "R" | "t") => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** `m:ss`, or null when the length is unknown. */
export function formatLength(ms: number | null): string | null {
  if (!ms || ms <= 0) return null;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** `Artist — Title`, from the fields or the panel's `meta`. */
function songOf(track: LibraryTrack): string {
  const artist = track.author?.trim();
  const title = track.title?.trim();
  if (artist && title) return `${artist} — ${title}`;
  return title || artist || track.meta?.trim() || `#${track.id}`;
}

/** An autocomplete choice: `Artist — Title (m:ss)`, the track id as its value. */
export function trackChoice(track: LibraryTrack): { name: string; value: string } {
  const length = formatLength(track.length);
  const suffix = length ? ` (${length})` : "";
  const name = plainText(songOf(track), LIMITS.choiceName - suffix.length);
  return { name: `${name}${suffix}` || `#${track.id}`, value: String(track.id) };
}

/** The public message that tells the community who requested what (never a ping: mentions are broken). */
export function renderRequested(
  track: LibraryTrack,
  person: string,
  message: string,
  locale: Locale,
): ReplyMessage {
  const strings = STRINGS[locale];
  const song = safeText(songOf(track), 300);
  const shout = message ? `\n> ${safeText(message, REQUEST_TEXT_MAX, false)}` : "";
  const cover = httpUrl(track.image_medium) ?? httpUrl(track.image_large) ?? httpUrl(track.tag_image);
  return {
    embeds: [
      {
        title: strings.requestedTitle,
        description: `${strings.requested(safeText(person, 100), song)}${shout}`,
        color: COLORS.info,
        ...(cover ? { thumbnail: { url: cover } } : {}),
      },
    ],
    components: [],
  };
}

/** The private list of up to five matches to pick from, one button each. */
export function renderPickList(
  tracks: readonly LibraryTrack[],
  query: string,
  customIdOf: (track: LibraryTrack) => string,
  locale: Locale,
): ReplyMessage {
  const strings = STRINGS[locale];
  const buttons: Button[] = tracks.slice(0, 5).map((track) => ({
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: truncate(trackChoice(track).name, LIMITS.buttonLabel),
    custom_id: customIdOf(track),
  }));
  return {
    embeds: [
      { title: strings.pickTitle, description: strings.pick(safeText(query, 100)), color: COLORS.info },
    ],
    components: buttonRows(buttons),
    ephemeral: true,
  };
}
