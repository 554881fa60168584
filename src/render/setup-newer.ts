import type { Locale } from "../locale.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { type GuildSettings, SETTING_NAMES } from "../settings/guild-settings.js";
import { newerSettingNames } from "../settings/newer-settings.js";
import { LIMITS } from "./limits.js";
import { setupStrings } from "./setup.js";
import { safeText, truncate } from "./text.js";

/** Names shown at most; a newer version's settings are few, a hand edit's need not be. */
const NAMES_SHOWN = 20;

/**
 * `/setup show` with a field naming the settings a newer version of the bot saved (values this one does not
 * understand, names it does not know), kept as they are; unchanged when there are none or the embed has no room.
 * The names come from the store: escaped and cut. Pure.
 */
export function withNewerSettings(
  message: ReplyMessage,
  saved: GuildSettings | null,
  locale: Locale,
): ReplyMessage {
  const names = newerSettingNames(saved, SETTING_NAMES);
  const [embed, ...rest] = message.embeds;
  if (names.length === 0 || !embed || (embed.fields?.length ?? 0) >= LIMITS.fields) return message;
  const words = setupStrings(locale);
  const shown = names.slice(0, NAMES_SHOWN).map((name) => safeText(name, 40) || "…");
  const more = names.length > NAMES_SHOWN ? ", …" : "";
  const field = {
    name: words.newerSettings,
    value: truncate(words.newerNames({ names: `${shown.join(", ")}${more}` }), LIMITS.fieldValue),
  };
  return { ...message, embeds: [{ ...embed, fields: [...(embed.fields ?? []), field] }, ...rest] };
}
