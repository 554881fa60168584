import { ApplicationCommandOptionType, ChannelType } from "discord.js";
import { type OptionReader, UserError } from "../../src/discord/command.js";
import type { GuildView, PostKind } from "../../src/discord/guild-view.js";
import { localized } from "../../src/i18n/localized.js";
import type { Named } from "../../src/i18n/areas.js";
import type { CommandTexts } from "../../src/i18n/areas.js";

/** The text or announcement channel `announce` and `unannounce` name (each describes it its own way). */
export const channelOption = (pick: (texts: CommandTexts) => Named) => ({
  type: ApplicationCommandOptionType.Channel as const,
  ...localized(pick),
  channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement] as (
    ChannelType.GuildText | ChannelType.GuildAnnouncement
  )[],
  required: true,
});

/**
 * The `channel` option's channel, once the bot is seen to be able to post there what it will post (announcements:
 * View Channel, Send Messages, Embed Links; the weekly report also Attach Files): refused in words otherwise, naming
 * what is missing.
 */
export function postableChannel(
  options: OptionReader,
  guild: GuildView,
  posts: PostKind = "announcements",
): { readonly id: string } {
  const channel = options.getChannel?.("channel");
  if (!channel) throw new UserError("setup.unknownChannel");
  const problems = guild.postProblems(channel.id, posts);
  if (problems === "unknown") throw new UserError("setup.unknownChannel");
  if (problems === "not-text") throw new UserError("setup.notText");
  if (problems.length > 0)
    throw new UserError("setup.missing", { channel: `<#${channel.id}>`, permissions: problems });
  return channel;
}
