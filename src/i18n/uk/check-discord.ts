import type { CheckLine, CheckLines, Of, PermissionList } from "../types/check.js";

const allow = (names: string) => `Налаштування каналу → Дозволи → роль бота: дозвольте ${names}.`;

const VOICE: Readonly<Record<Of<"voice">["problem"], (f: Of<"voice">, names: PermissionList) => CheckLine>> =
  {
    none: (f) => ({ text: `<#${f.channelId}>: бот може під’єднуватися${f.stage ? "" : " й говорити"}.` }),
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
  channel(f, names) {
    const at = `<#${f.channelId}>`;
    if (f.problem === "none")
      return { text: `${at}: бот може читати, писати, вбудовувати посилання й прикріплювати файли.` };
    if (f.problem === "unknown")
      return {
        text: `${at}: бот не бачить цього каналу.`,
        fix: `${allow(names(["View Channel"]))} Або виберіть інший через /setup announce.`,
      };
    if (f.problem === "not-text")
      return {
        text: `${at}: це не текстовий канал.`,
        fix: "Приберіть його через /setup unannounce і виберіть текстовий.",
      };
    return { text: `${at}: боту бракує дозволів ${names(f.missing)}.`, fix: allow(names(f.missing)) };
  },
  ping(f) {
    if (!f.roleId) return { text: "Нікого не згадують, коли в ефір виходить діджей." };
    if (f.problem === "none") return { text: `Бот може згадати <@&${f.roleId}>.` };
    if (f.problem === "unknown")
      return { text: "Ролі для згадки більше немає.", fix: "Виберіть іншу через /setup ping." };
    return {
      text: `Бот не може згадати <@&${f.roleId}>.`,
      fix: "Налаштування сервера → Ролі → ця роль: увімкніть «Дозволити всім @згадувати цю роль» (або дайте боту дозвіл «Згадувати @everyone, @here і всі ролі»).",
    };
  },
  voice: (f, names) => VOICE[f.problem](f, names),
  "stage-speak"(f, names) {
    if (f.way === "speaker") return { text: "На трибуні бот сам стає доповідачем." };
    if (f.way === "request")
      return {
        text: "На трибуні бот може лише попросити слова: модератор трибуни має це прийняти.",
        fix: `Дозвольте ролі бота ${names(["Mute Members"])} на трибуні (або щоразу приймайте його прохання).`,
      };
    return {
      text: "На трибуні бот не може ні говорити, ні попросити слова.",
      fix: allow(names(["Request to Speak"])),
    };
  },
  "voice-display"(f, names) {
    if (f.missing.length === 0)
      return {
        text: f.stage
          ? "Бот може ставити пісню темою трибуни."
          : "Бот може показувати пісню в статусі каналу.",
      };
    return {
      text: `Бот не може змінювати ${f.stage ? "тему трибуни" : "статус каналу"}: бракує дозволів ${names(f.missing)}.`,
      fix: f.stage ? `Зробіть бота модератором трибуни: ${allow(names(f.missing))}` : allow(names(f.missing)),
    };
  },
  events: (f, names) =>
    f.missing.length === 0
      ? { text: "Бот може вести заплановані події сервера." }
      : {
          text: `Бот не може вести заплановані події: бракує ${f.missing.length === 1 ? "дозволу" : "дозволів"} ${names(f.missing)}.`,
          fix: `Налаштування сервера → Ролі → роль бота: дозвольте ${names(f.missing)}.`,
        },
};
