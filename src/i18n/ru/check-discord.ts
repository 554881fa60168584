import type { CheckLines } from "../types/check.js";

const allow = (names: string) => `Настройки канала → Права доступа → роль бота: разрешите ${names}.`;

const VOICE: CheckLines["voice"] = {
  "can-connect": (f) => ({ text: `<#${f.channelId}>: бот может подключаться.` }),
  "can-connect-and-speak": (f) => ({ text: `<#${f.channelId}>: бот может подключаться и говорить.` }),
  unset: () => ({ text: "Домашнего голосового канала нет (задаётся через /setup radio)." }),
  "voice-off": () => ({
    text: "Домашний голосовой канал задан, но голос на этом боте не работает.",
    fix: "Спросите оператора бота; /setup show говорит почему.",
  }),
  unknown: () => ({
    text: "Домашнего голосового канала больше нет или он скрыт.",
    fix: "Выберите другой через /setup radio channel.",
  }),
  "not-voice": (f) => ({
    text: `<#${f.channelId}>: это не голосовой канал и не трибуна.`,
    fix: "Выберите такой через /setup radio channel.",
  }),
  missing: (f, names) => ({
    text: `<#${f.channelId}>: боту не хватает прав ${names(f.missing)}.`,
    fix: allow(names(f.missing)),
  }),
};

/** The Discord server's lines: channels, the ping role, voice and events. */
export const discordLines: Pick<
  CheckLines,
  "no-channels" | "channel" | "ping" | "voice" | "stage-speak" | "voice-display" | "events"
> = {
  "no-channels": () => ({
    text: "Нет канала для объявлений.",
    fix: "Выберите его командой /setup announce.",
  }),
  channel: {
    none: (f) => ({
      text: `<#${f.channelId}>: бот может читать, писать, встраивать ссылки и прикреплять файлы.`,
    }),
    unknown: (f, names) => ({
      text: `<#${f.channelId}>: бот не видит этот канал.`,
      fix: `${allow(names(["View Channel"]))} Или выберите другой через /setup announce.`,
    }),
    "not-text": (f) => ({
      text: `<#${f.channelId}>: это не текстовый канал.`,
      fix: "Уберите его через /setup unannounce и выберите текстовый.",
    }),
    missing: (f, names) => ({
      text: `<#${f.channelId}>: боту не хватает прав ${names(f.missing)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  ping: {
    unset: () => ({ text: "Никто не упоминается, когда в эфир выходит диджей." }),
    none: (f) => ({ text: `Бот может упомянуть <@&${f.roleId}>.` }),
    unknown: () => ({ text: "Роли для упоминания больше нет.", fix: "Выберите другую через /setup ping." }),
    "not-mentionable": (f) => ({
      text: `Бот не может упомянуть <@&${f.roleId}>.`,
      fix: "Настройки сервера → Роли → эта роль: включите «Позволить всем @упоминать эту роль» (или выдайте боту право «Упоминание @everyone»).",
    }),
  },
  voice: VOICE,
  "stage-speak": {
    speaker: () => ({ text: "На трибуне бот сам становится выступающим." }),
    request: (_f, names) => ({
      text: "На трибуне бот может только попросить выступить: модератор трибуны должен принять.",
      fix: `Разрешите роли бота ${names(["Mute Members"])} на трибуне (или принимайте его просьбу каждый раз).`,
    }),
    none: (_f, names) => ({
      text: "На трибуне бот не может ни выступать, ни попросить слова.",
      fix: allow(names(["Request to Speak"])),
    }),
  },
  "voice-display": {
    "stage-topic": () => ({
      text: "Бот может ставить песню темой трибуны.",
    }),
    "channel-status": () => ({
      text: "Бот может показывать песню в статусе канала.",
    }),
    "stage-topic-missing": (f, names) => ({
      text: `Бот не может менять тему трибуны: не хватает прав ${names(f.missing)}.`,
      fix: `Сделайте бота модератором трибуны: ${allow(names(f.missing))}`,
    }),
    "channel-status-missing": (f, names) => ({
      text: `Бот не может менять статус канала: не хватает прав ${names(f.missing)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  events: {
    allowed: () => ({ text: "Бот может вести запланированные события сервера." }),
    missing: (f, names) => ({
      text: `Бот не может вести запланированные события: не хватает права ${names(f.missing)}.`,
      fix: `Настройки сервера → Роли → роль бота: разрешите ${names(f.missing)}.`,
    }),
  },
};
