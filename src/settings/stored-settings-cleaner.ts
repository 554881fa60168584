import type { Logger } from "../log.js";
import { checkTemplate } from "../templates/check-template.js";
import type { GuildSettings } from "./guild-settings.js";
import { notUnderstood } from "./newer-settings.js";
import { cleanMessageSettings } from "./stored-message-settings.js";

/**
 * Cleans a server's settings as read from the store. Stored text is untrusted too: a template or style the bot cannot
 * use is dropped, with a log line once per problem (not at every read of the copy); so are settings a newer version
 * saved, which are kept as they are.
 */
export function storedSettingsCleaner(log: Logger): (guildId: string, saved: GuildSettings) => GuildSettings {
  const reported = new Set<string>();
  const reportOnce: Logger = {
    ...log,
    warn: (message, fields) => {
      const key = `${message} ${JSON.stringify(fields ?? {})}`;
      if (reported.has(key)) return;
      reported.add(key);
      log.warn(message, fields);
    },
  };
  return (guildId, saved) => {
    const newer = notUnderstood(saved);
    if (newer.length > 0)
      reportOnce.warn(
        "settings: kept settings a newer version of the bot saved, as they are; /setup refuses to change them here",
        { guild: guildId, settings: newer.join(", ") },
      );
    return cleanMessageSettings(guildId, saved, usableTemplate, reportOnce);
  };
}

/** A stored template's text as the renderer may use it, or null (checked again as `/setup message` checks it). */
function usableTemplate(text: string): string | null {
  const checked = checkTemplate(text);
  return checked.ok ? checked.text : null;
}
