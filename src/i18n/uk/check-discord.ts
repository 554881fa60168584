import { plural } from "../numbers.js";
import type { CheckLines } from "../types/check.js";

const allow = (names: string) => `Налаштування каналу → Дозволи → роль бота: дозвольте ${names}.`;

const VOICE: CheckLines["voice"] = {
  "can-connect": (f) => ({ text: `<#${f.channelId}>: бот може під’єднуватися.` }),
  "can-connect-and-speak": (f) => ({ text: `<#${f.channelId}>: бот може під’єднуватися й говорити.` }),
  unset: () => ({ text: "Домашнього голосового каналу немає (задається через /setup radio)." }),
  "voice-off": () => ({
    text: "Домашній голосовий канал задано, але голос на цьому боті не працює.",
    fix: "Запитайте оператора бота; /setup show пояснює чому.",
  }),
  unknown: () => ({
    text: "Домашнього голосового каналу більше немає або його приховано.",
    fix: "Виберіть інший через /setup radio channel.",
  }),
  "not-voice": (f) => ({
    text: `<#${f.channelId}>: це не голосовий канал і не трибуна.`,
    fix: "Виберіть такий через /setup radio channel.",
  }),
  missing: (f, names) => ({
    text: `<#${f.channelId}>: боту бракує дозволів ${names(f.missing)}.`,
    fix: allow(names(f.missing)),
  }),
};

/** The Discord server's lines: channels, the ping role, voice and events. */
export const discordLines: Pick<
  CheckLines,
  "no-channels" | "channel" | "ping" | "voice" | "stage-speak" | "voice-display" | "events"
> = {
  "no-channels": () => ({
    text: "Немає каналу для оголошень.",
    fix: "Виберіть його командою /setup announce.",
  }),
  channel: {
    none: (f) => ({
      text: `<#${f.channelId}>: бот може читати, писати, вбудовувати посилання й прикріплювати файли.`,
    }),
    unknown: (f, names) => ({
      text: `<#${f.channelId}>: бот не бачить цього каналу.`,
      fix: `${allow(names(["View Channel"]))} Або виберіть інший через /setup announce.`,
    }),
    "not-text": (f) => ({
      text: `<#${f.channelId}>: це не текстовий канал.`,
      fix: "Приберіть його через /setup unannounce і виберіть текстовий.",
    }),
    missing: (f, names) => ({
      text: `<#${f.channelId}>: боту бракує дозволів ${names(f.missing)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  ping: {
    unset: () => ({ text: "Нікого не згадують, коли в ефір виходить діджей." }),
    none: (f) => ({ text: `Бот може згадати <@&${f.roleId}>.` }),
    unknown: () => ({ text: "Ролі для згадки більше немає.", fix: "Виберіть іншу через /setup ping." }),
    "not-mentionable": (f) => ({
      text: `Бот не може згадати <@&${f.roleId}>.`,
      fix: "Налаштування сервера → Ролі → ця роль: увімкніть «Дозволити всім @згадувати цю роль» (або дайте боту дозвіл «Згадувати @everyone, @here і всі ролі»).",
    }),
  },
  voice: VOICE,
  "stage-speak": {
    speaker: () => ({ text: "На трибуні бот сам стає доповідачем." }),
    request: (_f, names) => ({
      text: "На трибуні бот може лише попросити слова: модератор трибуни має це прийняти.",
      fix: `Дозвольте ролі бота ${names(["Mute Members"])} на трибуні (або щоразу приймайте його прохання).`,
    }),
    none: (_f, names) => ({
      text: "На трибуні бот не може ні говорити, ні попросити слова.",
      fix: allow(names(["Request to Speak"])),
    }),
  },
  "voice-display": {
    "stage-topic": () => ({
      text: "Бот може ставити пісню темою трибуни.",
    }),
    "channel-status": () => ({
      text: "Бот може показувати пісню в статусі каналу.",
    }),
    "stage-topic-missing": (f, names) => ({
      text: `Бот не може змінювати тему трибуни: бракує дозволів ${names(f.missing)}.`,
      fix: `Зробіть бота модератором трибуни: ${allow(names(f.missing))}`,
    }),
    "channel-status-missing": (f, names) => ({
      text: `Бот не може змінювати статус каналу: бракує дозволів ${names(f.missing)}.`,
      fix: allow(names(f.missing)),
    }),
  },
  events: {
    allowed: () => ({ text: "Бот може вести заплановані події сервера." }),
    missing: (f, names) => ({
      text: `Бот не може вести заплановані події: бракує ${plural("uk", f.missing.length, { one: "дозволу", few: "дозволів", many: "дозволів", other: "дозволів" })} ${names(f.missing)}.`,
      fix: `Налаштування сервера → Ролі → роль бота: дозвольте ${names(f.missing)}.`,
    }),
  },
};
