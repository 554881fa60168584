import { ApplicationCommandOptionType } from "discord.js";
import type { OptionReader } from "../../src/discord/command.js";
import { localized, localizedChoice } from "../../src/i18n/localized.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { renderAnnounced } from "../../src/render/setup.js";
import { stationName } from "../../src/render/stations.js";
import { announceChannel } from "../../src/settings/announce-channels.js";
import { channelOption, postableChannel } from "./channel-option.js";
import { namedStation, serverOf, serverStationKey, type SetupContext } from "./server.js";
import { setupSubcommand, stationOptionWhenSeveral } from "./subcommand.js";

/** `/setup announce channel [tracks] [station]`: checks the bot can post there, then saves the channel. */
async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const { guild, saved, defaults, save } = serverOf(context);
  const channel = postableChannel(options, guild);
  const station = namedStation(options, context, guild.id);
  const change = announceChannel(saved, defaults, {
    channelId: channel.id,
    tracks: options.getString("tracks"),
    fallback: context.config.announce.tracks,
    station: station?.key ?? null,
    serverStation: serverStationKey(context, guild.id),
  });
  await save(change.next);
  const names =
    change.stations
      ?.map((key) => context.stations?.registry.get(key))
      .flatMap((s) => (s ? [stationName(s, context.locale)] : [])) ?? null;
  return renderAnnounced(channel.id, change.tracks, names, context.locale);
}

/** `/setup announce channel [tracks]` (and `[station]` where servers have several). */
export const announce = setupSubcommand({
  name: "announce",
  definitionFor: stationOptionWhenSeveral({
    type: ApplicationCommandOptionType.Subcommand,
    ...localized((c) => c.setup.announce),
    options: [
      channelOption((c) => c.setup.announce.channel),
      {
        type: ApplicationCommandOptionType.String,
        ...localized((c) => c.setup.announce.tracks),
        choices: (["off", "post", "edit"] as const).map((mode) =>
          localizedChoice(mode, (c) => c.setup.announce.tracks.choices[mode]),
        ),
      },
    ],
  }),
  execute,
});
