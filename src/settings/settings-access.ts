import type { GuildSettings } from "./guild-settings.js";

/**
 * Each server's `/setup` settings as commands and the bot's upkeep use them: read at once (from this process's
 * copy, the fleet view), saved through to the store, the Promise settling once the save is in the database.
 */
export interface SettingsAccess {
  guildSettings(guildId: string): GuildSettings | null;
  saveGuildSettings(guildId: string, settings: GuildSettings): Promise<void>;
}
