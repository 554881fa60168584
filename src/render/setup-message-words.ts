import type { Layout } from "../templates/style.js";
import type { Trigger } from "../templates/trigger.js";
import type { Locale } from "../station/locale.js";

/** Each trigger as a moderator reads it: in `/setup message`'s choices, its replies and `/setup show`. */
export const TRIGGER_LABELS: Readonly<Record<Locale, Readonly<Record<Trigger, string>>>> = {
  en: {
    live: "DJ live",
    handover: "DJ handover",
    automatic: "Back to the automatic player",
    nobody: "Nobody on air",
    track: "New track (post and edit feeds)",
    "off-air": "Station off air",
    "on-air": "Station back on air",
    "dead-air": "Dead air (voice)",
    "sound-back": "Sound back after dead air",
  },
  ru: {
    live: "Диджей в эфире",
    handover: "Смена диджея",
    automatic: "Снова автоматический плеер",
    nobody: "В эфире никого",
    track: "Новый трек (посты и одно сообщение)",
    "off-air": "Станция не в эфире",
    "on-air": "Станция снова в эфире",
    "dead-air": "Тишина в эфире (голос)",
    "sound-back": "Звук вернулся после тишины",
  },
};

const STRINGS = {
  en: {
    previewTitle: (trigger: string) => `👀 Preview: ${trigger}`,
    previewHint: (where: string) =>
      `This is how the announcement will look${where}, with what is on air now. Nothing is saved until you press Save.`,
    sampleHint: (where: string) =>
      `This is how the announcement will look${where}, with sample values (nothing is on air now). Nothing is saved until you press Save.`,
    save: "Save",
    allStations: " for every station",
    forStation: (name: string) => ` for ${name}`,
    saved: (trigger: string, where: string) =>
      `✅ Saved: **${trigger}** uses your wording${where} from now on.`,
    reset: (trigger: string, where: string) => `✅ **${trigger}** is back to the bot's own wording${where}.`,
    stale: "This preview has expired or was already used. Run /setup message again.",
    notYours: "Only the moderator who ran /setup message can save it.",
    unknownTrigger: "Pick one of the announcements offered in the `trigger` option.",
    styleSaved: "✅ Saved. A track announcement in the new style:",
    needOption: "Give at least one of `layout`, `color`, `cover` or `timestamp`.",
    badColor: (typed: string) =>
      `“${typed}” is not a colour. Give one in hex, like \`#1e90ff\`, \`1e90ff\` or \`#fff\`, or \`default\` for each announcement's own colour.`,
    layouts: { embed: "embed", compact: "one line, no embed", both: "one line and the embed" } as Record<
      Layout,
      string
    >,
    colorDefault: "each announcement's own colour",
    colorOf: (hex: string) => `colour ${hex}`,
    cover: (on: boolean) => (on ? "cover shown" : "no cover"),
    time: (on: boolean) => (on ? "time shown" : "no time"),
    styleField: "Announcement style",
    templatesField: "Message templates",
    noTemplates: "none: the bot's own wording (/setup message)",
    more: (count: number) => `…and ${count} more`,
  },
  ru: {
    previewTitle: (trigger: string) => `👀 Предпросмотр: ${trigger}`,
    previewHint: (where: string) =>
      `Так объявление будет выглядеть${where}, с тем, что сейчас в эфире. Ничего не сохранится, пока вы не нажмёте «Сохранить».`,
    sampleHint: (where: string) =>
      `Так объявление будет выглядеть${where}, с примерными значениями (сейчас ничего не в эфире). Ничего не сохранится, пока вы не нажмёте «Сохранить».`,
    save: "Сохранить",
    allStations: " для всех станций",
    forStation: (name: string) => ` для ${name}`,
    saved: (trigger: string, where: string) => `✅ Сохранено: **${trigger}** теперь с вашим текстом${where}.`,
    reset: (trigger: string, where: string) => `✅ **${trigger}** снова со стандартным текстом бота${where}.`,
    stale: "Этот предпросмотр устарел или уже использован. Снова вызовите /setup message.",
    notYours: "Сохранить может только модератор, который вызвал /setup message.",
    unknownTrigger: "Выберите одно из объявлений, предложенных в параметре `trigger`.",
    styleSaved: "✅ Сохранено. Объявление о треке в новом стиле:",
    needOption: "Укажите хотя бы один параметр: `layout`, `color`, `cover` или `timestamp`.",
    badColor: (typed: string) =>
      `«${typed}» — не цвет. Укажите его в шестнадцатеричном виде, например \`#1e90ff\`, \`1e90ff\` или \`#fff\`, или \`default\` — свой цвет для каждого объявления.`,
    layouts: {
      embed: "встраивание",
      compact: "одна строка без встраивания",
      both: "строка и встраивание",
    } as Record<Layout, string>,
    colorDefault: "свой цвет у каждого объявления",
    colorOf: (hex: string) => `цвет ${hex}`,
    cover: (on: boolean) => (on ? "с обложкой" : "без обложки"),
    time: (on: boolean) => (on ? "со временем" : "без времени"),
    styleField: "Стиль объявлений",
    templatesField: "Шаблоны сообщений",
    noTemplates: "нет: стандартный текст бота (/setup message)",
    more: (count: number) => `…и ещё ${count}`,
  },
} as const;

/** The sentences of `/setup message` and `/setup style`, in a language. */
export function messageSetupStrings(locale: Locale) {
  return STRINGS[locale];
}
