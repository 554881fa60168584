import { onOff } from "../choose.js";
import { plural } from "../numbers.js";
import type { MessageSetupTexts, SetupTexts, TemplateProblemTexts } from "../types/setup.js";

/** `/setup message` and `/setup style`, in Russian. */
export const message: MessageSetupTexts = {
  previewTitle: (trigger) => `👀 Предпросмотр: ${trigger}`,
  previewHint: (where) =>
    `Так объявление будет выглядеть${where}, с тем, что сейчас в эфире. Ничего не сохранится, пока вы не нажмёте «Сохранить».`,
  sampleHint: (where) =>
    `Так объявление будет выглядеть${where}, с примерными значениями (сейчас ничего не в эфире). Ничего не сохранится, пока вы не нажмёте «Сохранить».`,
  save: "Сохранить",
  allStations: " для всех станций",
  forStation: (name) => ` для ${name}`,
  saved: (trigger, where) => `✅ Сохранено: **${trigger}** теперь с вашим текстом${where}.`,
  reset: (trigger, where) => `✅ **${trigger}** снова со стандартным текстом бота${where}.`,
  stale: "Этот предпросмотр устарел или уже использован. Снова вызовите /setup message.",
  notYours: "Сохранить может только модератор, который вызвал /setup message.",
  unknownTrigger: "Выберите одно из объявлений, предложенных в параметре `trigger`.",
  styleSaved: "✅ Сохранено. Объявление о треке в новом стиле:",
  needOption: "Укажите хотя бы один параметр: `layout`, `color`, `cover` или `timestamp`.",
  badColor: (typed) =>
    `«${typed}» — не цвет. Укажите его в шестнадцатеричном виде, например \`#1e90ff\`, \`1e90ff\` или \`#fff\`, или \`default\` — свой цвет для каждого объявления.`,
  colorDefault: "свой цвет у каждого объявления",
  colorOf: (hex) => `цвет ${hex}`,
  cover: onOff({ on: "с обложкой", off: "без обложки" }),
  time: onOff({ on: "со временем", off: "без времени" }),
  styleField: "Стиль объявлений",
  templatesField: "Шаблоны сообщений",
  noTemplates: "нет: стандартный текст бота (/setup message)",
  more: (count) => `…и ещё ${count}`,
};

/** Why a template is refused, in Russian. */
export const template: TemplateProblemTexts = {
  empty: "Шаблон пуст: напишите, что бот должен публиковать.",
  tooLong: (length, max) => `В шаблоне ${length} симв.; можно не больше ${max}.`,
  unknown: (count) =>
    plural("ru", count, {
      one: "Неизвестная подстановка:",
      few: "Неизвестные подстановки:",
      many: "Неизвестные подстановки:",
      other: "Неизвестные подстановки:",
    }),
  more: (count) => `и ещё ${count}`,
  allowed: "Можно использовать:",
  rules: (max) =>
    `Шаблон — это текст с разметкой Discord, до ${max} символов. Прочие слова в фигурных скобках остаются как есть.`,
};

/** The rest of `/setup message`'s words, in Russian. */
export const messageWords: Pick<SetupTexts, "placeholders" | "layouts" | "sample"> = {
  placeholders: {
    dj: "диджей в эфире (или «никто»)",
    previous_dj: "диджей до него",
    artist: "исполнитель",
    title: "название песни",
    album: "альбом",
    track: "исполнитель — название",
    station: "название станции",
    listeners: "сколько слушают сейчас",
    listen: "ссылка, чтобы слушать",
    time: "когда это случилось (по часам читателя)",
  },
  layouts: { embed: "встраивание", compact: "одна строка без встраивания", both: "строка и встраивание" },
  sample: {
    live: "DJ Nova",
    previous: "DJ Aurora",
    auto: "AutoDJ",
    artist: "Исполнитель",
    title: "Песня",
    album: "Альбом",
  },
};
