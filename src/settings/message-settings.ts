import { DEFAULT_COLOR_WORDS } from "../i18n/default-words.js";
import { DEFAULT_STYLE, type MessageStyle } from "../templates/style.js";
import type { MessageTemplate, Trigger } from "../templates/trigger.js";
import type { GuildSettings } from "./guild-settings.js";

/** A server's announcement style: what `/setup style` saved, else today's look. Pure. */
export function styleOf(saved: GuildSettings | null): MessageStyle {
  return saved?.style ?? DEFAULT_STYLE;
}

/**
 * Saves a template: it replaces the one for the same trigger and the same station (or the one for every station
 * when it names none); the others stay. Pure.
 */
export function withTemplate(saved: GuildSettings | null, template: MessageTemplate): GuildSettings {
  const others = (saved?.templates ?? []).filter(
    (t) => t.trigger !== template.trigger || t.station !== template.station,
  );
  return { ...saved, templates: [...others, template] };
}

/**
 * `reset:true`: a trigger goes back to the default wording, for one station (its own template goes; the one for
 * every station, if any, then applies to it) or, with `station` null, everywhere (every template of the trigger).
 * Pure.
 */
export function withoutTemplate(
  saved: GuildSettings | null,
  trigger: Trigger,
  station: string | null,
): GuildSettings {
  const kept = (saved?.templates ?? []).filter(
    (t) => t.trigger !== trigger || (station !== null && t.station !== station),
  );
  return { ...saved, templates: kept };
}

/** `/setup style`: the options given change, the others keep their value. Pure. */
export function withStyle(saved: GuildSettings | null, change: Partial<MessageStyle>): GuildSettings {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  return { ...saved, style: { ...styleOf(saved), ...defined } };
}

/** A colour as a moderator types it: a number, the per-announcement default (null), or refused. */
export type ParsedColor = { readonly ok: true; readonly color: number | null } | { readonly ok: false };

/** The words that put back each announcement's own colour, in any of the bot's languages. */
const DEFAULT_WORDS = new Set(DEFAULT_COLOR_WORDS);

/**
 * Reads an embed colour: `#1e90ff`, `1e90ff`, `#fff` (each digit doubled, as in CSS), or `default` (or its word in
 * any of the bot's languages, such as `Standard`) for each announcement's own colour. Anything else is refused. Pure.
 */
export function parseColor(typed: string): ParsedColor {
  const text = typed.trim().toLowerCase();
  if (DEFAULT_WORDS.has(text)) return { ok: true, color: null };
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (!hex) return { ok: false };
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  return { ok: true, color: Number.parseInt(full, 16) };
}

/** A colour as `/setup show` and the replies write it: `#1e90ff`. */
export function colorHex(color: number): string {
  return `#${color.toString(16).padStart(6, "0")}`;
}
