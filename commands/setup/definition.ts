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
import type { CommandVariant } from "../../src/settings/command-variant.js";
import { MESSAGE_SUBCOMMAND, STYLE_SUBCOMMAND } from "./message-definition.js";
import { stationSubcommand } from "./station-definition.js";

const channelOption = (description: string, ru: string) => ({
  type: ApplicationCommandOptionType.Channel as const,
  name: "channel",
  name_localizations: { ru: "канал" },
  description,
  description_localizations: { ru },
  channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement] as (
    ChannelType.GuildText | ChannelType.GuildAnnouncement
  )[],
  required: true,
});

/** `/setup` as Discord lists it for one station: moderators (Manage Server) only, in servers only. */
export const SETUP_DATA = {
  type: ApplicationCommandType.ChatInput,
  name: "setup",
  name_localizations: { ru: "настройка" },
  description: "Set up the bot's announcements in this server",
  description_localizations: { ru: "Настроить объявления бота на этом сервере" },
  default_member_permissions: PermissionFlagsBits.ManageGuild.toString(),
  dm_permission: false,
  contexts: [0],
  options: [
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: "show",
      name_localizations: { ru: "показать" },
      description: "Show every setting and where it comes from",
      description_localizations: { ru: "Показать все настройки и откуда они" },
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: "announce",
      name_localizations: { ru: "объявлять" },
      description: "Post announcements in a channel",
      description_localizations: { ru: "Публиковать объявления в канале" },
      options: [
        channelOption("The channel (text or announcement)", "Канал (текстовый или объявлений)"),
        {
          type: ApplicationCommandOptionType.String,
          name: "tracks",
          name_localizations: { ru: "треки" },
          description: "Every new track too: off, a post per track, or one message edited",
          description_localizations: { ru: "И каждый новый трек: нет, пост на трек или одно сообщение" },
          choices: [
            { name: "off", name_localizations: { ru: "нет" }, value: "off" },
            { name: "post", name_localizations: { ru: "пост на трек" }, value: "post" },
            { name: "edit", name_localizations: { ru: "одно сообщение" }, value: "edit" },
          ],
        },
      ],
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: "unannounce",
      name_localizations: { ru: "не_объявлять" },
      description: "Stop announcements in a channel",
      description_localizations: { ru: "Прекратить объявления в канале" },
      options: [channelOption("The channel", "Канал")],
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: "ping",
      name_localizations: { ru: "упоминание" },
      description: "A role to ping when a DJ goes live (leave empty for none)",
      description_localizations: {
        ru: "Роль для упоминания, когда в эфир выходит диджей (пусто — никого)",
      },
      options: [
        {
          type: ApplicationCommandOptionType.Role,
          name: "role",
          name_localizations: { ru: "роль" },
          description: "The role (never @everyone)",
          description_localizations: { ru: "Роль (не @everyone)" },
        },
      ],
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: "language",
      name_localizations: { ru: "язык" },
      description: "The language of announcements",
      description_localizations: { ru: "Язык объявлений" },
      options: [
        {
          type: ApplicationCommandOptionType.String,
          name: "value",
          name_localizations: { ru: "язык" },
          description: "English or Russian",
          description_localizations: { ru: "Английский или русский" },
          required: true,
          choices: [
            { name: "English", name_localizations: { ru: "Английский" }, value: "en" },
            { name: "Русский", value: "ru" },
          ],
        },
      ],
    },
    {
      type: ApplicationCommandOptionType.SubcommandGroup,
      name: "radio",
      name_localizations: { ru: "радио" },
      description: "The home voice channel the bot stays in 24/7, playing the station",
      description_localizations: { ru: "Домашний голосовой канал, где бот круглосуточно играет станцию" },
      options: [
        {
          type: ApplicationCommandOptionType.Subcommand,
          name: "channel",
          name_localizations: { ru: "канал" },
          description: "Stay in this voice or stage channel 24/7",
          description_localizations: { ru: "Круглосуточно быть в этом голосовом канале или трибуне" },
          options: [
            {
              type: ApplicationCommandOptionType.Channel,
              name: "channel",
              name_localizations: { ru: "канал" },
              description: "A voice or stage channel",
              description_localizations: { ru: "Голосовой канал или трибуна" },
              channel_types: [ChannelType.GuildVoice, ChannelType.GuildStageVoice],
              required: true,
            },
          ],
        },
        {
          type: ApplicationCommandOptionType.Subcommand,
          name: "off",
          name_localizations: { ru: "выкл" },
          description: "No home channel: voice only with /radio join",
          description_localizations: { ru: "Без домашнего канала: голос только по /radio join" },
        },
      ],
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: "status",
      name_localizations: { ru: "статус" },
      description: "Announce the station going off air and coming back",
      description_localizations: { ru: "Объявлять начало и конец эфира станции" },
      options: [
        {
          type: ApplicationCommandOptionType.Boolean,
          name: "enabled",
          name_localizations: { ru: "включено" },
          description: "On or off",
          description_localizations: { ru: "Включить или выключить" },
          required: true,
        },
      ],
    },
    MESSAGE_SUBCOMMAND,
    STYLE_SUBCOMMAND,
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: "check",
      name_localizations: { ru: "проверка" },
      description: "Check what the bot needs: the panel, the streams, its permissions here",
      description_localizations: { ru: "Проверить, что нужно боту: панель, потоки, его права здесь" },
    },
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
 * address, server and key) and a `station` option on `announce`, `unannounce`, `message` and `radio channel`.
 */
export function setupData(variant: CommandVariant): RESTPostAPIChatInputApplicationCommandsJSONBody {
  if (variant === "one-station") return SETUP_DATA;
  const defined: readonly APIApplicationCommandOption[] = SETUP_DATA.options;
  const options = defined.map((option): APIApplicationCommandOption => {
    if (option.type === ApplicationCommandOptionType.SubcommandGroup && option.name === "radio")
      return { ...option, options: option.options?.map(withRadioStation) };
    return option.type === ApplicationCommandOptionType.Subcommand &&
      (option.name === "announce" || option.name === "unannounce" || option.name === "message")
      ? { ...option, options: [...(option.options ?? []), STATION_OPTION] }
      : option;
  });
  return { ...SETUP_DATA, options: [...options, stationSubcommand(variant)] };
}
