import { type CommandContext, type OptionReader, UserError } from "../../src/discord/command.js";
import type { GuildView } from "../../src/discord/guild-view.js";
import type { ContextFor } from "../../src/discord/requirements.js";
import type { Station } from "../../src/registry/station.js";
import { setupStrings } from "../../src/render/setup.js";
import type { GuildSettings, SettingsDefaults } from "../../src/settings/guild-settings.js";
import { changesNotUnderstood, NewerSettingsError } from "../../src/settings/newer-settings.js";
import type { SetupMemory } from "./setup-memory.js";

/** What `/setup` requires of every run: a server, a member with Manage Server, and a settings database. */
export type SetupNeeds = "server" | "manager" | "settings";

/** The context every `/setup` handler gets: its requirements met by the dispatcher, and the bot's `/setup` memory. */
export type SetupContext = ContextFor<SetupNeeds> & { readonly memory: SetupMemory };

/** Everything a `/setup` change needs: the server, its saved settings and defaults, and how to save. */
export interface SetupServer {
  readonly words: ReturnType<typeof setupStrings>;
  readonly guild: GuildView;
  readonly saved: GuildSettings | null;
  readonly defaults: SettingsDefaults;
  /**
   * Saves through to the store: settled once the settings are in the database. Refused (`setup.newerVersion`) when
   * it would change a setting a newer version of the bot saved, which this one does not understand.
   */
  readonly save: (next: GuildSettings) => Promise<void>;
}

/** The server a `/setup` change is for, with its saved settings, its defaults and how to save. */
export function serverOf(context: SetupContext): SetupServer {
  const { guild, settings } = context;
  const saved = settings.store.guildSettings(guild.id);
  const defaults = settings.defaults(guild.id);
  const save = async (next: GuildSettings) => {
    // Refused before the copy shows it; the store refuses again should a newer process have written since.
    if (changesNotUnderstood(next).length > 0) throw new UserError("setup.newerVersion");
    await settings.store.saveGuildSettings(guild.id, next).catch((error: unknown) => {
      throw error instanceof NewerSettingsError ? new UserError("setup.newerVersion") : error;
    });
  };
  return { words: setupStrings(context.locale), guild, saved, defaults, save };
}

/** The station the `station` option names (null when not given, or when the bot has no registry). */
export function namedStation(
  options: OptionReader,
  context: CommandContext,
  guildId: string,
): Station | null {
  const typed = options.getString("station");
  if (!typed || !context.stations) return null;
  const station = context.stations.find(guildId, typed);
  if (!station) throw new UserError("stations.configured");
  return station;
}

/** The server's own station's key, which channels without a list of their own follow. */
export function serverStationKey(context: CommandContext, guildId: string): string | null {
  return context.stations?.stationOf(guildId)?.key ?? null;
}
