import { localeOf } from "../i18n/locale-of.js";
import { isLocale, type Locale } from "../locale.js";
import { resolveSettings, type SettingsDefaults } from "../settings/guild-settings.js";
import type { SettingsAccess } from "../settings/settings-access.js";

/** An option as an interaction gives it: its value, and a subcommand's own options. */
interface OptionGiven {
  readonly value?: unknown;
  readonly options?: readonly OptionGiven[];
}

/** The bot's languages an interaction's options name (`/setup language`'s choice), at any depth. */
function languagesNamed(options: readonly OptionGiven[]): Locale[] {
  return options.flatMap((option) => [
    ...(typeof option.value === "string" && isLocale(option.value) ? [option.value] : []),
    ...languagesNamed(option.options ?? []),
  ]);
}

/**
 * The languages an interaction may bring into use: the reader's; in a server, the server's announcements'
 * (`/setup message` and `/setup style` preview an announcement in it); and one an option names (`/setup language`
 * makes it the server's, which its voice status then speaks). Pure.
 */
export function interactionLanguages(
  interaction: {
    readonly locale?: string | null;
    readonly guildId: string | null;
    readonly options?: { readonly data?: readonly OptionGiven[] };
  },
  settings:
    | {
        readonly store: Pick<SettingsAccess, "guildSettings">;
        readonly defaults: (guildId: string) => SettingsDefaults;
      }
    | null
    | undefined,
): readonly Locale[] {
  const named = [localeOf(interaction.locale), ...languagesNamed(interaction.options?.data ?? [])];
  const { guildId } = interaction;
  if (!guildId || !settings) return [...new Set(named)];
  const server = resolveSettings(settings.store.guildSettings(guildId), settings.defaults(guildId)).locale;
  return [...new Set([...named, server])];
}
