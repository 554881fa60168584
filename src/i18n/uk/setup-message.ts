import { onOff } from "../choose.js";
import { plural } from "../numbers.js";
import type { MessageSetupTexts, SetupTexts, TemplateProblemTexts } from "../types/setup.js";

/** `/setup message` and `/setup style`, in Ukrainian. */
export const message: MessageSetupTexts = {
  previewTitle: (trigger) => `👀 Попередній перегляд: ${trigger}`,
  previewHint: (where) =>
    `Так оголошення виглядатиме${where}, з тим, що зараз в ефірі. Нічого не збережеться, доки ви не натиснете «Зберегти».`,
  sampleHint: (where) =>
    `Так оголошення виглядатиме${where}, з прикладами значень (зараз в ефірі нічого немає). Нічого не збережеться, доки ви не натиснете «Зберегти».`,
  save: "Зберегти",
  allStations: " для всіх станцій",
  forStation: (name) => ` для ${name}`,
  saved: (trigger, where) => `✅ Збережено: **${trigger}** тепер із вашим текстом${where}.`,
  reset: (trigger, where) => `✅ **${trigger}** знову зі стандартним текстом бота${where}.`,
  stale: "Цей попередній перегляд застарів або вже використаний. Знову виконайте /setup message.",
  notYours: "Зберегти може лише модератор, який виконав /setup message.",
  unknownTrigger: "Виберіть одне з оголошень, запропонованих у параметрі `trigger`.",
  styleSaved: "✅ Збережено. Оголошення про трек у новому стилі:",
  needOption: "Вкажіть хоча б один параметр: `layout`, `color`, `cover` або `timestamp`.",
  badColor: (typed) =>
    `«${typed}» — не колір. Вкажіть його в шістнадцятковому вигляді, наприклад \`#1e90ff\`, \`1e90ff\` або \`#fff\`, або \`default\` (чи \`за замовчуванням\`) — власний колір кожного оголошення.`,
  colorDefault: "власний колір кожного оголошення",
  colorOf: (hex) => `колір ${hex}`,
  cover: onOff({ on: "з обкладинкою", off: "без обкладинки" }),
  time: onOff({ on: "з часом", off: "без часу" }),
  styleField: "Стиль оголошень",
  templatesField: "Шаблони повідомлень",
  noTemplates: "немає: стандартний текст бота (/setup message)",
  more: (count) => `…і ще ${count}`,
};

/** Why a template is refused, in Ukrainian. */
export const template: TemplateProblemTexts = {
  empty: "Шаблон порожній: напишіть, що бот має публікувати.",
  tooLong: (length, max) => `У шаблоні ${length} симв.; можна не більше ${max}.`,
  unknown: (count) =>
    plural("uk", count, {
      one: "Невідома підстановка:",
      few: "Невідомі підстановки:",
      many: "Невідомі підстановки:",
      other: "Невідомі підстановки:",
    }),
  more: (count) => `і ще ${count}`,
  allowed: "Можна використовувати:",
  rules: (max) =>
    `Шаблон — це текст із розміткою Discord, до ${max} символів. Інші слова у фігурних дужках лишаються як є.`,
};

/** The rest of `/setup message`'s words, in Ukrainian. */
export const messageWords: Pick<SetupTexts, "placeholders" | "layouts" | "sample"> = {
  placeholders: {
    dj: "діджей в ефірі (або «ніхто»)",
    previous_dj: "попередній діджей",
    artist: "виконавець",
    title: "назва пісні",
    album: "альбом",
    track: "виконавець — назва",
    station: "назва станції",
    listeners: "скільки слухають зараз",
    listen: "посилання, щоб слухати",
    time: "коли це сталося (за годинником читача)",
  },
  layouts: { embed: "вбудовування", compact: "один рядок без вбудовування", both: "рядок і вбудовування" },
  sample: {
    live: "DJ Nova",
    previous: "DJ Aurora",
    auto: "AutoDJ",
    artist: "Виконавець",
    title: "Пісня",
    album: "Альбом",
  },
};
