import { ApplicationCommandOptionType, ChannelType } from "discord.js";
import { localized } from "../../src/i18n/localized.js";
import type { Named } from "../../src/i18n/types/command-named.js";
import type { CommandTexts } from "../../src/i18n/types/commands.js";

/** The text or announcement channel `announce` and `unannounce` name (each describes it its own way). */
export const channelOption = (pick: (texts: CommandTexts) => Named) => ({
  type: ApplicationCommandOptionType.Channel as const,
  ...localized(pick),
  channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement] as (
    ChannelType.GuildText | ChannelType.GuildAnnouncement
  )[],
  required: true,
});
