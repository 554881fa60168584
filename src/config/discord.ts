import { z } from "zod";
import { httpUrl, type ParsedVariables, snowflake } from "./fields.js";

/** The variables that say how the bot logs in to Discord. */
export const discordVariables = {
  DISCORD_TOKEN: z.string().optional(),
  DISCORD_GUILD_ID: snowflake.optional(),
  DISCORD_API_URL: httpUrl.default("https://discord.com/api").transform((value) => value.replace(/\/+$/, "")),
};

/** A good value for each Discord variable, shown next to a problem with it. */
export const discordExamples: Record<keyof typeof discordVariables, string> = {
  DISCORD_TOKEN: "the bot token from the Discord Developer Portal (Bot → Reset Token)",
  DISCORD_GUILD_ID: "123456789012345678",
  DISCORD_API_URL: "https://discord.com/api",
};

/** How the bot reaches Discord. */
export interface DiscordConfig {
  readonly token: string | undefined;
  readonly guildId: string | undefined;
  readonly apiUrl: string;
}

/** The Discord part of the configuration. */
export function discordConfig(env: ParsedVariables<typeof discordVariables>): DiscordConfig {
  return { token: env.DISCORD_TOKEN, guildId: env.DISCORD_GUILD_ID, apiUrl: env.DISCORD_API_URL };
}
