import type { CheckLine, CheckLines, Of, PermissionList } from "../types/check.js";

const allow = (names: string) => `Настройки канала → Права доступа → роль бота: разрешите ${names}.`;

const VOICE: Readonly<Record<Of<"voice">["problem"], (f: Of<"voice">, names: PermissionList) => CheckLine>> =
  {
    none: (f) => ({ text: `<#${f.channelId}>: бот может подключаться${f.stage ? "" : " и говорить"}.` }),
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
  channel(f, names) {
    const at = `<#${f.channelId}>`;
    if (f.problem === "none")
      return { text: `${at}: бот может читать, писать, встраивать ссылки и прикреплять файлы.` };
    if (f.problem === "unknown")
      return {
        text: `${at}: бот не видит этот канал.`,
        fix: `${allow(names(["View Channel"]))} Или выберите другой через /setup announce.`,
      };
    if (f.problem === "not-text")
      return {
        text: `${at}: это не текстовый канал.`,
        fix: "Уберите его через /setup unannounce и выберите текстовый.",
      };
    return { text: `${at}: боту не хватает прав ${names(f.missing)}.`, fix: allow(names(f.missing)) };
  },
  ping(f) {
    if (!f.roleId) return { text: "Никто не упоминается, когда в эфир выходит диджей." };
    if (f.problem === "none") return { text: `Бот может упомянуть <@&${f.roleId}>.` };
    if (f.problem === "unknown")
      return { text: "Роли для упоминания больше нет.", fix: "Выберите другую через /setup ping." };
    return {
      text: `Бот не может упомянуть <@&${f.roleId}>.`,
      fix: "Настройки сервера → Роли → эта роль: включите «Позволить всем @упоминать эту роль» (или выдайте боту право «Упоминание @everyone»).",
    };
  },
  voice: (f, names) => VOICE[f.problem](f, names),
  "stage-speak"(f, names) {
    if (f.way === "speaker") return { text: "На трибуне бот сам становится выступающим." };
    if (f.way === "request")
      return {
        text: "На трибуне бот может только попросить выступить: модератор трибуны должен принять.",
        fix: `Разрешите роли бота ${names(["Mute Members"])} на трибуне (или принимайте его просьбу каждый раз).`,
      };
    return {
      text: "На трибуне бот не может ни выступать, ни попросить слова.",
      fix: allow(names(["Request to Speak"])),
    };
  },
  "voice-display"(f, names) {
    if (f.missing.length === 0)
      return {
        text: f.stage
          ? "Бот может ставить песню темой трибуны."
          : "Бот может показывать песню в статусе канала.",
      };
    return {
      text: `Бот не может менять ${f.stage ? "тему трибуны" : "статус канала"}: не хватает прав ${names(f.missing)}.`,
      fix: f.stage
        ? `Сделайте бота модератором трибуны: ${allow(names(f.missing))}`
        : allow(names(f.missing)),
    };
  },
  events: (f, names) =>
    f.missing.length === 0
      ? { text: "Бот может вести запланированные события сервера." }
      : {
          text: `Бот не может вести запланированные события: не хватает права ${names(f.missing)}.`,
          fix: `Настройки сервера → Роли → роль бота: разрешите ${names(f.missing)}.`,
        },
};
