import type { Config } from "../config.js";
import { loadLanguage } from "../i18n/catalogues.js";
import type { Locale } from "../locale.js";
import type { FleetView } from "../settings/fleet.js";
import { savedLocale } from "../settings/guild-settings.js";

/**
 * The languages the bot speaks before anyone asks: `.env`'s default, and the saved language of each server with a
 * home voice channel (its stage topic or voice status is set as the bot joins). Pure.
 */
export function startLanguages(
  config: Pick<Config, "announce">,
  fleet: Pick<FleetView, "voiceHomes" | "guildSettings">,
): readonly Locale[] {
  const saved = fleet.voiceHomes().map(({ guildId }) => savedLocale(fleet.guildSettings(guildId)));
  return [...new Set([config.announce.locale, ...saved.filter((locale) => locale !== undefined)])];
}

/** Loads the start's languages (`startLanguages`); every other language loads the first time it is used. */
export async function loadStartLanguages(
  config: Pick<Config, "announce">,
  fleet: Pick<FleetView, "voiceHomes" | "guildSettings">,
): Promise<void> {
  await Promise.all(startLanguages(config, fleet).map(loadLanguage));
}
