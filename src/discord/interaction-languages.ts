import { localeOf } from "../i18n/locale-of.js";
import type { Locale } from "../locale.js";
import { resolveSettings, type SettingsDefaults } from "../settings/guild-settings.js";
import type { SettingsAccess } from "../settings/settings-access.js";

/**
 * The languages an interaction may be answered in: the reader's, and in a server the server's announcements'
 * (`/setup message` and `/setup style` preview an announcement in it). Pure.
 */
export function interactionLanguages(
  interaction: { readonly locale?: string | null; readonly guildId: string | null },
  settings:
    | {
        readonly store: Pick<SettingsAccess, "guildSettings">;
        readonly defaults: (guildId: string) => SettingsDefaults;
      }
    | null
    | undefined,
): readonly Locale[] {
  const reader = localeOf(interaction.locale);
  if (!interaction.guildId || !settings) return [reader];
  const { guildId } = interaction;
  return [reader, resolveSettings(settings.store.guildSettings(guildId), settings.defaults(guildId)).locale];
}
