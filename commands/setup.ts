import {
  type APIApplicationCommandOption,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  PermissionFlagsBits,
} from "discord.js";
import { type Command, type CommandContext, type OptionReader, UserError } from "../src/discord/command.js";
import type { CommandVariant } from "../src/settings/command-variant.js";
import { STATION_OPTION } from "../src/discord/station-option.js";
import { radioProblemText, radioStrings, voiceOffText } from "../src/render/radio.js";
import { renderSettings, setupReply, setupStrings } from "../src/render/setup.js";
import { stationSetupStrings } from "../src/render/setup-station.js";
import { stationLabel } from "../src/render/stations.js";
import {
  type GuildSettings,
  resolveSettings,
  type TrackMode,
  withChannel,
  withoutChannel,
} from "../src/settings/guild-settings.js";
import { createStationSetup, stationSubcommand } from "./setup-station.js";

const stationSetup = createStationSetup();

const TRACK_MODES: readonly TrackMode[] = ["off", "post", "edit"];

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

/** Everything a `/setup` change needs: the server, its saved settings and defaults, and the store. */
function serverOf(context: CommandContext) {
  const words = setupStrings(context.locale);
  const guild = context.guild;
  if (!guild) throw new UserError(words.noServer);
  // Discord hides the command from members without Manage Server; this holds if one gets through anyway.
  if (!guild.memberCanManage) throw new UserError(words.notManager);
  const settings = context.settings;
  if (!settings) throw new UserError(words.noStore);
  const saved = settings.store.guildSettings(guild.id);
  const defaults = settings.defaults(guild.id);
  const save = (next: GuildSettings) => settings.store.saveGuildSettings(guild.id, next);
  return { words, guild, saved, defaults, save };
}

/** The stations (keys) a channel follows, its own list else the server's station; and the one named, if any. */
function follows(context: CommandContext, guildId: string, stations: readonly string[] | undefined) {
  const own = context.stations?.stationOf(guildId)?.key;
  return stations ?? (own ? [own] : []);
}

/** The station the `station` option names (null when not given). */
function namedStation(options: OptionReader, context: CommandContext, guildId: string) {
  const typed = options.getString("station");
  if (!typed || !context.stations) return null;
  const station = context.stations.find(guildId, typed);
  if (!station) throw new UserError(stationSetupStrings(context.locale).configured);
  return station;
}

/** `/setup radio channel|off`: the home voice channel, checked and joined before it is saved. */
async function setupRadio(options: OptionReader, context: CommandContext) {
  const { guild, saved, save } = serverOf(context);
  const words = radioStrings(context.locale);
  const voice = context.voice;
  if (!voice)
    throw new UserError(voiceOffText(context.voiceOff ?? "node", context.locale, process.versions.node));
  if (options.getSubcommand?.(false) === "off") {
    await save({ ...saved, voiceChannelId: null });
    await voice.setHome(guild.id, null);
    return setupReply(words.homeOff);
  }
  const channel = options.getChannel?.("channel");
  if (!channel) throw new UserError(words.problems["unknown-channel"]);
  const label = `<#${channel.id}>`;
  const problem = voice.homeProblem(guild.id, channel.id);
  if (problem) throw new UserError(radioProblemText(problem, label, context.locale));
  await save({ ...saved, voiceChannelId: channel.id });
  // Saved first: a join that fails now is retried at the next start, and the reply says it is the home channel.
  await voice
    .setHome(guild.id, channel.id)
    .catch((error: unknown) =>
      context.log.warn("voice: could not join the new home channel yet", { error: String(error) }),
    );
  return setupReply(words.homeSet(label));
}

async function execute(options: OptionReader, context: CommandContext) {
  if (options.getSubcommandGroup?.(false) === "radio") return setupRadio(options, context);
  const { words, guild, saved, defaults, save } = serverOf(context);
  const channelLabel = (id: string) => `<#${id}>`;
  switch (options.getSubcommand?.(false)) {
    case "station":
      return stationSetup.execute(options, context, { guild, saved, save });
    case "announce": {
      const channel = options.getChannel?.("channel");
      if (!channel) throw new UserError(words.unknownChannel);
      const problems = guild.postProblems(channel.id);
      if (problems === "unknown") throw new UserError(words.unknownChannel);
      if (problems === "not-text") throw new UserError(words.notText);
      if (problems.length > 0) throw new UserError(words.missing(channelLabel(channel.id), problems));
      const asked = options.getString("tracks");
      const existing = resolveSettings(saved, defaults).channels.find((c) => c.id === channel.id);
      const tracks: TrackMode =
        TRACK_MODES.find((mode) => mode === asked) ?? existing?.tracks ?? context.config.announce.tracks;
      const station = namedStation(options, context, guild.id);
      if (!station) {
        await save(withChannel(saved, defaults, { id: channel.id, tracks, ...stationsOf(existing) }));
        return setupReply(words.announced(channelLabel(channel.id), words.tracks[tracks]));
      }
      const before = existing ? follows(context, guild.id, existing.stations) : [];
      const stations = [...before.filter((key) => key !== station.key), station.key];
      await save(withChannel(saved, defaults, { id: channel.id, tracks, stations }));
      const names = stations
        .map((key) => context.stations?.registry.get(key))
        .flatMap((s) => (s ? [stationLabel(s, context.locale)] : []))
        .join(", ");
      return setupReply(
        `${words.announced(channelLabel(channel.id), words.tracks[tracks])}\n${stationSetupStrings(context.locale).followed(channelLabel(channel.id), names)}`,
      );
    }
    case "unannounce": {
      const channel = options.getChannel?.("channel");
      if (!channel) throw new UserError(words.unknownChannel);
      const before = resolveSettings(saved, defaults).channels;
      const existing = before.find((c) => c.id === channel.id);
      if (!existing) return setupReply(words.notAnnounced(channelLabel(channel.id)));
      const station = namedStation(options, context, guild.id);
      const rest = station
        ? follows(context, guild.id, existing.stations).filter((k) => k !== station.key)
        : [];
      if (station && rest.length > 0) {
        await save(withChannel(saved, defaults, { ...existing, stations: rest }));
        return setupReply(
          words.unannounced(`${channelLabel(channel.id)} (${stationLabel(station, context.locale)})`),
        );
      }
      await save(withoutChannel(saved, defaults, channel.id));
      return setupReply(words.unannounced(channelLabel(channel.id)));
    }
    case "ping": {
      const role = options.getRole?.("role") ?? null;
      if (!role) {
        await save({ ...saved, pingRoleId: null });
        return setupReply(words.unpinged);
      }
      const pingable = guild.canPing(role.id);
      if (pingable === "unknown") throw new UserError(words.unknownRole);
      await save({ ...saved, pingRoleId: role.id });
      const name = `<@&${role.id}>`;
      return pingable ? setupReply(words.pinged(name)) : setupReply(words.cannotPing(name), true);
    }
    case "language": {
      const value = options.getString("value") === "ru" ? "ru" : "en";
      await save({ ...saved, locale: value });
      return setupReply(words.language_set(value));
    }
    case "status": {
      const enabled = options.getBoolean("enabled") ?? false;
      await save({ ...saved, stationStatus: enabled });
      return setupReply(words.status_set(enabled));
    }
    default: {
      const shown = renderSettings(
        resolveSettings(saved, defaults),
        context.locale,
        context.voice ? null : (context.voiceOff ?? null),
      );
      if (!context.stations?.several) return shown;
      // With several stations, which one this server reads, and which stations each channel follows.
      const label = (key: string) => {
        const station = context.stations?.registry.get(key);
        return station ? stationLabel(station, context.locale) : key;
      };
      const own = context.stations.stationOf(guild.id);
      const channels = resolveSettings(saved, defaults).channels.map(
        (c) => `<#${c.id}> → ${follows(context, guild.id, c.stations).map(label).join(", ") || "—"}`,
      );
      const words = stationSetupStrings(context.locale);
      const [embed, ...rest] = shown.embeds;
      if (!embed) return shown;
      const fields = [
        ...(embed.fields ?? []),
        { name: words.stationField, value: own ? stationLabel(own, context.locale) : words.noneYet },
        ...(channels.length > 0
          ? [{ name: words.followsField, value: channels.join("\n").slice(0, 1024) }]
          : []),
      ];
      return { ...shown, embeds: [{ ...embed, fields }, ...rest] };
    }
  }
}

function stationsOf(channel: { readonly stations?: readonly string[] } | undefined) {
  return channel?.stations ? { stations: channel.stations } : {};
}

/**
 * `/setup` for this configuration: with several stations, a `station` subcommand (on a public bot with the panel's
 * address, server and key) and a `station` option on `announce` and `unannounce`.
 */
export function setupFor(variant: CommandVariant): Command {
  if (variant === "one-station") return setup;
  const defined: readonly APIApplicationCommandOption[] = setup.data.options;
  const options = defined.map((option): APIApplicationCommandOption =>
    option.type === ApplicationCommandOptionType.Subcommand &&
    (option.name === "announce" || option.name === "unannounce")
      ? { ...option, options: [...(option.options ?? []), STATION_OPTION] }
      : option,
  );
  return {
    ...setup,
    data: {
      ...setup.data,
      options: [...options, stationSubcommand(variant)],
    },
  };
}

/** `/setup`: moderators (Manage Server) choose the announcement channels, the ping role, the language and more. */
export const setup = {
  data: {
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
    ],
  },
  stationFree: true,
  execute,
  button(customId, context) {
    const { guild, saved, save } = serverOf(context);
    return stationSetup.save(customId, context, { guild, saved, save });
  },
} satisfies Command;
