import type { VoiceOff } from "./radio.js";
import type { Locale } from "../station/locale.js";
import { COLORS } from "./message.js";
import { stationSetupStrings } from "./setup-station.js";
import type { ReplyMessage } from "../message/reply-message.js";
import type { ResolvedSettings, SettingSource, TrackMode } from "../settings/guild-settings.js";

const STRINGS = {
  en: {
    title: "⚙️ The bot's settings in this server",
    channels: "Announcement channels",
    none: "none",
    ping: "Role pinged when a DJ goes live",
    noPing: "no ping",
    language: "Language of announcements",
    status: "Station on/off air announcements",
    voiceHome: "Home voice channel (24/7)",
    voiceUnavailable: "voice needs Node.js 22.12 or newer",
    voiceHint: "set with /setup radio",
    on: "on",
    off: "off",
    source: (from: SettingSource) => (from === "setup" ? "set with /setup" : "default from .env"),
    tracks: { off: "no tracks", post: "a post per track", edit: "one message, edited" } as Record<
      TrackMode,
      string
    >,
    notManager: "Only members with Manage Server can change the bot's settings.",
    noServer: "/setup works inside a server, not in direct messages.",
    noStore: "This bot keeps no settings database. Ask its operator to set DATA_DIR.",
    unknownChannel: "The bot cannot see that channel. Pick a text or announcement channel it can see.",
    notText: "Announcements go to a text or announcement channel. Pick one of those.",
    missing: (channel: string, names: readonly string[]) =>
      `The bot cannot announce in ${channel}: it is missing ${names.join(", ")} there. Give its role these permissions in the channel, then run /setup announce again.`,
    announced: (channel: string, tracks: string) => `✅ Announcements will go to ${channel} (${tracks}).`,
    unannounced: (channel: string) => `✅ No more announcements in ${channel}.`,
    notAnnounced: (channel: string) => `${channel} gets no announcements already.`,
    pinged: (role: string) => `✅ ${role} will be pinged when a DJ goes live.`,
    unpinged: "✅ No role will be pinged when a DJ goes live.",
    cannotPing: (role: string) =>
      `⚠️ Saved, but the bot cannot mention ${role}: make the role mentionable (Server Settings → Roles → Allow anyone to @mention this role), or give the bot Mention Everyone.`,
    unknownRole: "There is no such role in this server.",
    notMentionable: (role: string) =>
      `Only members with Mention Everyone can have the bot ping ${role}: it is not mentionable by everyone. Make the role mentionable (Server Settings → Roles → Allow anyone to @mention this role), or ask a member with Mention Everyone.`,
    language_set: (value: string) => `✅ Announcements will be in ${value === "ru" ? "Russian" : "English"}.`,
    status_set: (on: boolean) =>
      on
        ? "✅ The bot will announce the station going off air and coming back."
        : "✅ No station on/off air announcements.",
  },
  ru: {
    title: "⚙️ Настройки бота на этом сервере",
    channels: "Каналы для объявлений",
    none: "нет",
    ping: "Роль, которую упоминать, когда в эфир выходит диджей",
    noPing: "без упоминания",
    language: "Язык объявлений",
    status: "Объявления о начале и конце эфира станции",
    voiceHome: "Домашний голосовой канал (круглосуточно)",
    voiceUnavailable: "для голоса нужен Node.js 22.12 или новее",
    voiceHint: "задаётся через /setup radio",
    on: "включены",
    off: "выключены",
    source: (from: SettingSource) => (from === "setup" ? "задано через /setup" : "по умолчанию из .env"),
    tracks: { off: "без треков", post: "пост на каждый трек", edit: "одно сообщение, обновляется" } as Record<
      TrackMode,
      string
    >,
    notManager: "Менять настройки бота могут только участники с правом «Управлять сервером».",
    noServer: "/setup работает на сервере, а не в личных сообщениях.",
    noStore: "У этого бота нет базы настроек. Попросите оператора задать DATA_DIR.",
    unknownChannel:
      "Бот не видит этот канал. Выберите текстовый канал или канал объявлений, который он видит.",
    notText: "Объявления публикуются в текстовом канале или канале объявлений. Выберите такой.",
    missing: (channel: string, names: readonly string[]) =>
      `Бот не может писать в ${channel}: там не хватает прав ${names.join(", ")}. Выдайте их роли бота в этом канале и снова вызовите /setup announce.`,
    announced: (channel: string, tracks: string) => `✅ Объявления будут в ${channel} (${tracks}).`,
    unannounced: (channel: string) => `✅ В ${channel} больше не будет объявлений.`,
    notAnnounced: (channel: string) => `В ${channel} и так нет объявлений.`,
    pinged: (role: string) => `✅ ${role} будет упомянута, когда в эфир выходит диджей.`,
    unpinged: "✅ Никого не упоминать, когда в эфир выходит диджей.",
    cannotPing: (role: string) =>
      `⚠️ Сохранено, но бот не может упомянуть ${role}: разрешите упоминать роль (Настройки сервера → Роли → Позволить всем @упоминать эту роль) или выдайте боту право «Упоминание @everyone».`,
    unknownRole: "На этом сервере нет такой роли.",
    notMentionable: (role: string) =>
      `Чтобы бот упоминал ${role}, нужно право «Упоминание @everyone»: эту роль не может упоминать кто угодно. Разрешите упоминать роль всем (Настройки сервера → Роли → Позволить всем @упоминать эту роль) или попросите участника с этим правом.`,
    language_set: (value: string) => `✅ Объявления будут на ${value === "ru" ? "русском" : "английском"}.`,
    status_set: (on: boolean) =>
      on
        ? "✅ Бот будет объявлять начало и конец эфира станции."
        : "✅ Без объявлений о начале и конце эфира.",
  },
} as const;

/** The sentences of `/setup`, in a language. */
export function setupStrings(locale: Locale) {
  return STRINGS[locale];
}

/** A private one-line answer to a `/setup` change. */
export function setupReply(text: string, problem = false): ReplyMessage {
  return {
    embeds: [{ description: text, color: problem ? COLORS.problem : COLORS.info }],
    components: [],
    ephemeral: true,
  };
}

/** `/setup show`: every setting in force, and whether it comes from `/setup` or from the defaults. */
export function renderSettings(
  settings: ResolvedSettings,
  locale: Locale,
  voiceOff: VoiceOff | null = null,
): ReplyMessage {
  const words = STRINGS[locale];
  const channels =
    settings.channels.map((c) => `<#${c.id}> · ${words.tracks[c.tracks]}`).join("\n") || words.none;
  const field = (name: string, value: string, from: SettingSource) => ({
    name,
    value: `${value}\n-# ${words.source(from)}`,
  });
  return {
    embeds: [
      {
        title: words.title,
        color: COLORS.info,
        fields: [
          field(words.channels, channels, settings.from.channels),
          field(
            words.ping,
            settings.pingRoleId ? `<@&${settings.pingRoleId}>` : words.noPing,
            settings.from.ping,
          ),
          field(words.language, settings.locale === "ru" ? "Русский" : "English", settings.from.locale),
          field(words.status, settings.stationStatus ? words.on : words.off, settings.from.stationStatus),
          {
            name: words.voiceHome,
            value: `${settings.voiceChannelId ? `<#${settings.voiceChannelId}>` : words.none}\n-# ${
              voiceOff === null ? words.voiceHint : words.voiceUnavailable
            }`,
          },
        ],
      },
    ],
    components: [],
    ephemeral: true,
  };
}

/** The answer to `/setup announce`: where announcements go, and which stations the channel follows when one was named. */
export function renderAnnounced(
  channelId: string,
  tracks: TrackMode,
  followed: readonly string[] | null,
  locale: Locale,
): ReplyMessage {
  const words = STRINGS[locale];
  const channel = `<#${channelId}>`;
  const announced = words.announced(channel, words.tracks[tracks]);
  if (followed === null) return setupReply(announced);
  return setupReply(`${announced}\n${stationSetupStrings(locale).followed(channel, followed.join(", "))}`);
}

/** The answer to `/setup unannounce`: the channel stops getting announcements (of one station, when named). */
export function renderUnannounced(channelId: string, station: string | null, locale: Locale): ReplyMessage {
  const channel = `<#${channelId}>`;
  return setupReply(STRINGS[locale].unannounced(station === null ? channel : `${channel} (${station})`));
}
