import { z } from "zod";
import type { Logger } from "../log.js";
import { TEMPLATE_MAX_LENGTH, TRIGGERS, type MessageTemplate } from "../templates/trigger.js";
import type { MessageStyle } from "../templates/style.js";
import type { GuildSettings } from "./guild-settings.js";

/** A stored message template as `/setup message` saves it (its text checked apart, see `cleanMessageSettings`). */
export const STORED_TEMPLATE = z.object({
  trigger: z.enum(TRIGGERS),
  text: z.string().min(1).max(TEMPLATE_MAX_LENGTH),
  station: z.string().min(1).optional(),
});

/** A stored message style as `/setup style` saves it. */
export const STORED_STYLE = z.object({
  layout: z.enum(["embed", "compact", "both"]),
  color: z.number().int().min(0).max(0xffffff).nullable(),
  cover: z.boolean(),
  timestamp: z.boolean(),
});

/**
 * The templates and style of settings read back from the store, as the bot can use them: a template or a style
 * that is not what `/setup` saves (an older version's, a hand edit) is dropped with a log line, never a crash, and
 * the server falls back to the default wording or look. `accepts` re-checks a template's text as `/setup message`
 * does, giving the text to use (normalised) or null. Pure but for the log.
 */
export function cleanMessageSettings(
  guildId: string,
  settings: GuildSettings,
  accepts: (text: string) => string | null,
  log: Logger,
): GuildSettings {
  const { templates, style, ...rest } = settings as GuildSettings & { templates?: unknown; style?: unknown };
  const kept: MessageTemplate[] = [];
  const stored: readonly unknown[] =
    templates === undefined ? [] : Array.isArray(templates) ? templates : [templates];
  for (const raw of stored) {
    const parsed = STORED_TEMPLATE.safeParse(raw);
    const text = parsed.success ? accepts(parsed.data.text) : null;
    if (!parsed.success || text === null) {
      log.warn(
        "settings: dropped a stored message template the bot cannot use; the default wording applies",
        {
          guild: guildId,
          trigger: parsed.success ? parsed.data.trigger : "unknown",
        },
      );
      continue;
    }
    const { station } = parsed.data;
    kept.push({ trigger: parsed.data.trigger, text, ...(station === undefined ? {} : { station }) });
  }
  const parsedStyle = style === undefined ? null : STORED_STYLE.safeParse(style);
  if (parsedStyle && !parsedStyle.success)
    log.warn("settings: dropped a stored message style the bot cannot use; the default look applies", {
      guild: guildId,
    });
  const cleanStyle: MessageStyle | undefined = parsedStyle?.success ? parsedStyle.data : undefined;
  return {
    ...rest,
    ...(templates === undefined ? {} : { templates: kept }),
    ...(cleanStyle ? { style: cleanStyle } : {}),
  };
}
