import {
  type APIApplicationCommandOption,
  type APIApplicationCommandSubcommandOption,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  PermissionFlagsBits,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import { STATION_OPTION } from "../../src/discord/station-option.js";
import { localized, localizedChoice } from "../../src/i18n/localized.js";
import { NATIVE_LANGUAGE_NAMES } from "../../src/i18n/language-names.js";
import type { Named } from "../../src/i18n/types/command-named.js";
import type { CommandTexts } from "../../src/i18n/types/commands.js";
import { LOCALES } from "../../src/locale.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";
import { MESSAGE_SUBCOMMAND, STYLE_SUBCOMMAND } from "./message-definition.js";
import { stationSubcommand } from "./station-definition.js";

/** The text or announcement channel `announce` and `unannounce` name (each describes it its own way). */
const channelOption = (pick: (texts: CommandTexts) => Named) => ({
  type: ApplicationCommandOptionType.Channel as const,
  ...localized(pick),
  channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement] as (
    ChannelType.GuildText | ChannelType.GuildAnnouncement
  )[],
  required: true,
});

/** `/setup` as Discord lists it for one station: moderators (Manage Server) only, in servers only. */
export const SETUP_DATA = {
  type: ApplicationCommandType.ChatInput,
  ...localized((c) => c.setup),
  default_member_permissions: PermissionFlagsBits.ManageGuild.toString(),
  dm_permission: false,
  contexts: [0],
  options: [
    { type: ApplicationCommandOptionType.Subcommand, ...localized((c) => c.setup.show) },
    {
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
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      ...localized((c) => c.setup.unannounce),
      options: [channelOption((c) => c.setup.unannounce.channel)],
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      ...localized((c) => c.setup.ping),
      options: [{ type: ApplicationCommandOptionType.Role, ...localized((c) => c.setup.ping.role) }],
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      ...localized((c) => c.setup.language),
      options: [
        {
          type: ApplicationCommandOptionType.String,
          ...localized((c) => c.setup.language.value),
          required: true,
          // Each language by its own name, for everyone: a reader looks for their own.
          choices: LOCALES.map((locale) => ({ name: NATIVE_LANGUAGE_NAMES[locale], value: locale })),
        },
      ],
    },
    {
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
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      ...localized((c) => c.setup.status),
      options: [
        {
          type: ApplicationCommandOptionType.Boolean,
          ...localized((c) => c.setup.status.enabled),
          required: true,
        },
      ],
    },
    MESSAGE_SUBCOMMAND,
    STYLE_SUBCOMMAND,
    { type: ApplicationCommandOptionType.Subcommand, ...localized((c) => c.setup.check) },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

/** `/setup radio channel` with the `station` its home channel plays (default: the server's). */
function withRadioStation<O extends APIApplicationCommandSubcommandOption>(option: O): O {
  return option.name === "channel"
    ? { ...option, options: [...(option.options ?? []), STATION_OPTION] }
    : option;
}

/**
 * `/setup` for a command variant: with several stations, a `station` subcommand (on a public bot with the panel's
 * address, server and key) and a `station` option on `announce`, `unannounce`, `message`, `check` and `radio
 * channel`.
 */
export function setupData(variant: CommandVariant): RESTPostAPIChatInputApplicationCommandsJSONBody {
  if (variant === "one-station") return SETUP_DATA;
  const defined: readonly APIApplicationCommandOption[] = SETUP_DATA.options;
  const options = defined.map((option): APIApplicationCommandOption => {
    if (option.type === ApplicationCommandOptionType.SubcommandGroup && option.name === "radio")
      return { ...option, options: option.options?.map(withRadioStation) };
    return option.type === ApplicationCommandOptionType.Subcommand &&
      (option.name === "announce" ||
        option.name === "unannounce" ||
        option.name === "message" ||
        option.name === "check")
      ? { ...option, options: [...(option.options ?? []), STATION_OPTION] }
      : option;
  });
  return { ...SETUP_DATA, options: [...options, stationSubcommand(variant)] };
}
