import { ApplicationCommandOptionType } from "discord.js";
import { type OptionReader, UserError } from "../../src/discord/command.js";
import { localized } from "../../src/i18n/localized.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { renderUnannounced, setupReply } from "../../src/render/setup.js";
import { stationName } from "../../src/render/stations.js";
import { isAnnounced, unannounceChannel } from "../../src/settings/announce-channels.js";
import { channelOption } from "./channel-option.js";
import { namedStation, serverOf, serverStationKey, type SetupContext } from "./server.js";
import { setupSubcommand, stationOptionWhenSeveral } from "./subcommand.js";

/** `/setup unannounce channel [station]`: the channel stops getting announcements (of that station only, if named). */
async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const { words, guild, saved, defaults, save } = serverOf(context);
  const channel = options.getChannel?.("channel");
  if (!channel) throw new UserError("setup.unknownChannel");
  // Checked before the station option, as a channel that gets nothing needs no station to stop.
  if (!isAnnounced(saved, defaults, channel.id))
    return setupReply(words.notAnnounced({ channel: `<#${channel.id}>` }));
  const station = namedStation(options, context, guild.id);
  const change = unannounceChannel(saved, defaults, {
    channelId: channel.id,
    station: station?.key ?? null,
    serverStation: serverStationKey(context, guild.id),
  });
  if (change.kind === "not-announced") return setupReply(words.notAnnounced({ channel: `<#${channel.id}>` }));
  await save(change.next);
  const followed = change.kind === "unfollowed" && station ? stationName(station, context.locale) : null;
  return renderUnannounced(channel.id, followed, context.locale);
}

/** `/setup unannounce channel` (and `[station]` where servers have several). */
export const unannounce = setupSubcommand({
  name: "unannounce",
  definitionFor: stationOptionWhenSeveral({
    type: ApplicationCommandOptionType.Subcommand,
    ...localized((c) => c.setup.unannounce),
    options: [channelOption((c) => c.setup.unannounce.channel)],
  }),
  execute,
});
