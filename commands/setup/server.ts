import { type CommandContext, type OptionReader, UserError } from "../../src/discord/command.js";
import type { GuildView } from "../../src/discord/guild-view.js";
import type { StationDirectory } from "../../src/registry/directory.js";
import type { Station } from "../../src/registry/station.js";
import { setupStrings } from "../../src/render/setup.js";
import { stationSetupStrings } from "../../src/render/setup-station.js";
import type { GuildSettings, SettingsDefaults } from "../../src/settings/guild-settings.js";

/** Everything a `/setup` change needs: the server, its saved settings and defaults, and how to save. */
export interface SetupServer {
  readonly words: ReturnType<typeof setupStrings>;
  readonly guild: GuildView;
  readonly saved: GuildSettings | null;
  readonly defaults: SettingsDefaults;
  /** Saves through to the store: settled once the settings are in the database. */
  readonly save: (next: GuildSettings) => Promise<void>;
}

/** The server a `/setup` change is for; a UserError in DMs, for a member without Manage Server, or without a store. */
export function serverOf(context: CommandContext): SetupServer {
  const words = setupStrings(context.locale);
  const guild = context.guild;
  if (!guild) throw new UserError(words.noServer);
  // Discord hides the command from members without Manage Server; this holds if one gets through anyway.
  if (!guild.memberCanManage) throw new UserError(words.notManager);
  const settings = context.settings;
  if (!settings) throw new UserError(words.noStore);
  const saved = settings.store.guildSettings(guild.id);
  const defaults = settings.defaults(guild.id);
  const save = (next: GuildSettings) => settings.store.saveGuildSettings(guild.id, next);
  return { words, guild, saved, defaults, save };
}

/** Which stations each server uses; a UserError when the bot has no registry (one station from `.env`). */
export function directoryOf(context: CommandContext): StationDirectory {
  if (!context.stations) throw new UserError(stationSetupStrings(context.locale).configured);
  return context.stations;
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
  if (!station) throw new UserError(stationSetupStrings(context.locale).configured);
  return station;
}

/** The server's own station's key, which channels without a list of their own follow. */
export function serverStationKey(context: CommandContext, guildId: string): string | null {
  return context.stations?.stationOf(guildId)?.key ?? null;
}
