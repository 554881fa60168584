import {
  type APIApplicationCommandOption,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
} from "discord.js";
import { type Command, type CommandContext, type OptionReader, UserError } from "../src/discord/command.js";
import type { ContextFor } from "../src/discord/requirements.js";
import { STATION_OPTION } from "../src/discord/station-option.js";
import type { Config } from "../src/config.js";
import { type CommandVariant, severalStations } from "../src/settings/command-variant.js";
import { localized } from "../src/i18n/localized.js";
import { radioStrings, renderJoined } from "../src/render/radio.js";
import { notice, COLORS } from "../src/render/message.js";
import { ONLY_STATION } from "../src/voice/control.js";
import { chooseStreamSource } from "../src/voice/stream-source.js";

/**
 * What the panel shows of the station's stream before joining: off air (an unanswering panel is not "off air": the
 * stream may still play), or at an address the registry's guard refuses (a stranger's panel on a public bot), which
 * is said at once rather than joined in silence.
 */
async function streamState(context: CommandContext): Promise<{ offAir: boolean }> {
  if (context.config.voice.streamUrl) return { offAir: false };
  const source = await context.panel.channels().then(
    (channels) => chooseStreamSource(channels, null),
    () => null,
  );
  if (source?.kind === "play" && context.stations) {
    const verdict = await context.stations.registry.check(source.source.url);
    if (!verdict.allowed) throw new UserError("radio.streamRefused");
  }
  return { offAir: source?.kind === "off-air" };
}

/** What `/radio` requires: a station to play, a server to play it in, and voice. */
type RadioNeeds = "station" | "server" | "voice";

async function execute(options: OptionReader, context: ContextFor<RadioNeeds>) {
  const words = radioStrings(context.locale);
  const { guild, voice } = context;
  if (options.getSubcommand?.(false) === "leave") {
    const outcome = await voice.leave({
      guildId: guild.id,
      userId: context.userId,
      memberCanMove: guild.memberCanMove ?? false,
      memberCanManage: guild.memberCanManage,
    });
    if (outcome === "not-in-voice") throw new UserError("radio.notInVoice");
    if (outcome === "not-allowed") throw new UserError("radio.notAllowed");
    if (outcome === "home") throw new UserError("radio.home");
    return notice(words.left, COLORS.info);
  }
  const named = options.getChannel?.("channel")?.id ?? null;
  const { offAir } = await streamState(context);
  const outcome = await voice.join({
    guildId: guild.id,
    userId: context.userId,
    channelId: named,
    memberCanMove: guild.memberCanMove ?? false,
    // Without a registry the bot plays its one station; with one, the dispatcher made sure there is a station.
    station: context.station?.key ?? ONLY_STATION,
    chosen: options.getString("station") !== null,
  });
  if (!outcome.ok) {
    throw new UserError("radio.problem", { problem: outcome.problem, channel: named ? `<#${named}>` : "" });
  }
  return renderJoined({ ...outcome, offAir }, context.locale);
}

/** `/radio join [channel]` and `/radio leave`: the station in a voice or stage channel. */
export const radio = {
  data: {
    type: ApplicationCommandType.ChatInput,
    ...localized((c) => c.radio),
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand,
        ...localized((c) => c.radio.join),
        options: [
          {
            type: ApplicationCommandOptionType.Channel,
            ...localized((c) => c.radio.join.channel),
            channel_types: [ChannelType.GuildVoice, ChannelType.GuildStageVoice],
          },
        ],
      },
      {
        type: ApplicationCommandOptionType.Subcommand,
        ...localized((c) => c.radio.leave),
      },
    ],
  },
  requires: ["station", "server", "voice"],
  execute,
  // Only where voice runs (Node 22.12 or newer, in every mode).
  enabled: (_config: Config, runtime: { readonly voice: boolean }) => runtime.voice,
  forVariant: (variant: CommandVariant): Command => (severalStations(variant) ? radioWithStation() : radio),
} satisfies Command<RadioNeeds>;

/**
 * `/radio` for a bot where a server can have several stations: `join` gets the `station` option (its autocomplete
 * is the dispatcher's, as for every command; default: the server's station).
 */
export function radioWithStation(): Command {
  const defined: readonly APIApplicationCommandOption[] = radio.data.options;
  const options = defined.map((option): APIApplicationCommandOption =>
    option.type === ApplicationCommandOptionType.Subcommand && option.name === "join"
      ? { ...option, options: [...(option.options ?? []), STATION_OPTION] }
      : option,
  );
  return { ...radio, data: { ...radio.data, options } };
}
