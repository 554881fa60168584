import { ButtonStyle, ComponentType } from "discord.js";
import type { LibraryTrack } from "../panel/schemas.js";
import { httpUrl } from "../station/safe-url.js";
import type { Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { RequestTexts } from "../i18n/areas.js";
import { LIMITS } from "./limits.js";
import { buttonRows, COLORS } from "./message.js";
import type { Button, ReplyMessage } from "../message/reply-message.js";
import { plainText, safeText, truncate } from "./text.js";

/** How long the request's person and message may be together, as the panel's own widget allows. */
export const REQUEST_TEXT_MAX = 300;

/** The refusals and notes of `/request`, with times in ms and counts as numbers. */
export interface RequestStrings extends Omit<
  RequestTexts,
  "cooldown" | "closed" | "closedUntil" | "tooLong"
> {
  readonly cooldown: (at: number) => string;
  /** Closed, until `at` (ms) or with no known end (null). */
  readonly closed: (at: number | null) => string;
  /** Over `REQUEST_TEXT_MAX` characters by `over`. */
  readonly tooLong: (over: number) => string;
}

/** The refusals and notes of `/request`, in a language. */
export function requestStrings(locale: Locale): RequestStrings {
  const texts = catalogueOf(locale).programme.request;
  return {
    ...texts,
    cooldown: (at) => texts.cooldown({ again: stamp(at, "R") }),
    closed: (at) =>
      at === null ? texts.closed : texts.closedUntil({ relative: stamp(at, "R"), time: stamp(at, "t") }),
    tooLong: (over) => texts.tooLong({ max: REQUEST_TEXT_MAX, over }),
  };
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
  const strings = catalogueOf(locale).programme.request;
  const song = safeText(songOf(track), 300);
  const shout = message ? `\n> ${safeText(message, REQUEST_TEXT_MAX, false)}` : "";
  const cover = httpUrl(track.image_medium) ?? httpUrl(track.image_large) ?? httpUrl(track.tag_image);
  return {
    embeds: [
      {
        title: strings.requestedTitle,
        description: `${strings.requested({ person: safeText(person, 100), song })}${shout}`,
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
  const strings = catalogueOf(locale).programme.request;
  const buttons: Button[] = tracks.slice(0, 5).map((track) => ({
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: truncate(trackChoice(track).name, LIMITS.buttonLabel),
    custom_id: customIdOf(track),
  }));
  return {
    embeds: [
      {
        title: strings.pickTitle,
        description: strings.pick({ query: safeText(query, 100) }),
        color: COLORS.info,
      },
    ],
    components: buttonRows(buttons),
    ephemeral: true,
  };
}
