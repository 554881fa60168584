import { ButtonStyle, ComponentType } from "discord.js";
import { catalogueOf } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { Button } from "../message/reply-message.js";
import { LIMITS } from "./limits.js";

/** How every Save button's custom id starts: the dispatcher routes it to `/nowplaying`'s button handler. */
const SAVE_PREFIX = "nowplaying:save:";

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
