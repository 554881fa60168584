import {
  type APIApplicationCommandSubcommandGroupOption,
  type APIApplicationCommandSubcommandOption,
  ApplicationCommandOptionType,
  ChannelType,
} from "discord.js";
import { type OptionReader, UserError } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import type { ContextFor } from "../../src/discord/requirements.js";
import { localized } from "../../src/i18n/localized.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";
import { radioStrings } from "../../src/render/radio.js";
import { setupReply } from "../../src/render/setup.js";
import { namedStation, serverOf, serverStationKey, type SetupContext } from "./server.js";
import { setupSubcommand, withStationOption } from "./subcommand.js";

/**
 * `/setup radio channel [station]|off`: the home voice channel, checked and joined before it is saved. It plays the
 * station named (kept in the settings), else the server's own, and moves with it when `/setup station` changes it.
 */
async function execute(
  options: OptionReader,
  context: SetupContext & ContextFor<"voice">,
): Promise<ReplyMessage> {
  const { guild, saved, save } = serverOf(context);
  const words = radioStrings(context.locale);
  const { voice } = context;
  if (options.getSubcommand?.(false) === "off") {
    await save({ ...saved, voiceChannelId: null, voiceStation: null });
    await voice.setHome(guild.id, null);
    return setupReply(words.homeOff);
  }
  const channel = options.getChannel?.("channel");
  if (!channel) throw new UserError("radio.problem", { problem: { kind: "unknown-channel" }, channel: "" });
  const label = `<#${channel.id}>`;
  const named = namedStation(options, context, guild.id);
  if (!named && context.stations && serverStationKey(context, guild.id) === null)
    throw new UserError("radio.noStation");
  const problem = voice.homeProblem(guild.id, channel.id);
  if (problem) throw new UserError("radio.problem", { problem, channel: label });
  const station = named?.key ?? null;
  await save({ ...saved, voiceChannelId: channel.id, voiceStation: station });
  // Saved first: a join that fails now is retried at the next start, and the reply says it is the home channel.
  await voice
    .setHome(guild.id, channel.id, station)
    .catch((error: unknown) =>
      context.log.warn("voice: could not join the new home channel yet", { error: String(error) }),
    );
  return setupReply(words.homeSet({ channel: label }));
}

/** `/setup radio channel channel` and `/setup radio off`, for one station. */
const RADIO_GROUP: APIApplicationCommandSubcommandGroupOption = {
  type: ApplicationCommandOptionType.SubcommandGroup,
  ...localized((c) => c.setup.radio),
  options: [
    {
      type: ApplicationCommandOptionType.Subcommand,
      ...localized((c) => c.setup.radio.channel),
      options: [
        {
          type: ApplicationCommandOptionType.Channel,
          ...localized((c) => c.setup.radio.channel.channel),
          channel_types: [ChannelType.GuildVoice, ChannelType.GuildStageVoice],
          required: true,
        },
      ],
    },
    { type: ApplicationCommandOptionType.Subcommand, ...localized((c) => c.setup.radio.off) },
  ],
};

/** With several stations, `/setup radio channel` names the `station` its home channel plays (default: the server's). */
function radioGroupFor(variant: CommandVariant): APIApplicationCommandSubcommandGroupOption {
  if (variant === "one-station") return RADIO_GROUP;
  const withStation = (option: APIApplicationCommandSubcommandOption) =>
    option.name === "channel" ? withStationOption(option) : option;
  return { ...RADIO_GROUP, options: RADIO_GROUP.options?.map(withStation) };
}

/** `/setup radio`: a subcommand group, where voice runs. */
export const radio = setupSubcommand({
  name: "radio",
  definitionFor: radioGroupFor,
  requires: ["voice"],
  execute,
});
