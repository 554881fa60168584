import { ButtonStyle, ComponentType } from "discord.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { momentWords } from "../i18n/dates.js";
import type { Locale } from "../locale.js";
import type { Button, MenuRow } from "../message/reply-message.js";
import { plainText } from "./text.js";
import { LIMITS } from "./limits.js";

/** How every Save button's custom id starts: the dispatcher routes it to `/nowplaying`'s button handler. */
const SAVE_PREFIX = "nowplaying:save:";

/** Discord's most characters for a menu option's label. */
const MENU_TEXT_MAX = 100;

/** Discord drops a message whose nonce is longer than this. */
const NONCE_MAX = 25;

/** The Save button's custom id for the play that started at `startedAtMs`: its start in seconds, base 36. Pure. */
export function saveButtonId(startedAtMs: number): string {
  return `${SAVE_PREFIX}${Math.max(0, Math.floor(startedAtMs / 1000)).toString(36)}`;
}

/** The play's start in Unix seconds from a Save button's custom id, or null for any other id. Pure. */
export function parseSaveButtonId(customId: string): number | null {
  if (!customId.startsWith(SAVE_PREFIX)) return null;
  const digits = customId.slice(SAVE_PREFIX.length);
  if (!/^[0-9a-z]{1,10}$/.test(digits)) return null;
  const seconds = Number.parseInt(digits, 36);
  return Number.isSafeInteger(seconds) ? seconds : null;
}

/** The 💾 Save button for the play that started at `startedAtMs`, labelled in `locale`. Pure. */
export function saveButton(startedAtMs: number, locale: Locale): Button {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: catalogueOf(locale).save.button.slice(0, LIMITS.buttonLabel),
    custom_id: saveButtonId(startedAtMs),
    emoji: { name: "💾" },
  };
}

/**
 * The nonce of the direct message a user's Save click sends for one play: the same user and play give the same
 * nonce, so Discord turns a double click into one message. Snowflakes are written in base 36 to stay within
 * Discord's 25 characters. Pure.
 */
export function saveNonce(userId: string, playedAtSeconds: number): string {
  const user = /^\d{1,20}$/.test(userId) ? BigInt(userId).toString(36) : userId;
  return `s${user}.${playedAtSeconds.toString(36)}`.slice(0, NONCE_MAX);
}

/** The custom id of a list's 💾 menu: a pick is routed as the click of the Save button of the play picked. */
export const SAVE_MENU_ID = SAVE_PREFIX.slice(0, -1);

/** A play a list shows, as its Save menu offers it. */
export interface SavablePlay {
  readonly at: number;
  readonly artist: string | null;
  readonly title: string;
}

/**
 * The 💾 menu under a list of plays (`/history`): one option per play (songs only, the first of a second), the
 * track as its label, when it played (in the server's `zone`, named: a menu shows no timestamp in the reader's own)
 * as its description, so that a song played twice is told apart, its start in base 36 as its value; null when the
 * list has nothing to save. Pure.
 */
export function saveMenu(plays: readonly SavablePlay[], locale: Locale, zone: string): MenuRow | null {
  const seen = new Set<string>();
  const options = plays.flatMap((play) => {
    const value = saveButtonId(play.at).slice(SAVE_PREFIX.length);
    const name = play.artist ? `${play.artist} — ${play.title}` : play.title;
    const label = plainText(name.trim(), MENU_TEXT_MAX);
    if (seen.has(value) || label === "") return [];
    seen.add(value);
    return [{ label, value, description: plainText(momentWords(locale, play.at, zone), MENU_TEXT_MAX) }];
  });
  if (options.length === 0) return null;
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: SAVE_MENU_ID,
        placeholder: catalogueOf(locale).save.menu.slice(0, 150),
        options: options.slice(0, 25),
      },
    ],
  };
}
