import type { CommandTexts } from "../types/commands.js";
import { setupCommand } from "./commands-setup.js";

/** Command, option and choice names and descriptions, as Discord shows them, in Ukrainian. */
export const commands: CommandTexts = {
  nowplaying: { name: "зараз", description: "Що зараз звучить в ефірі станції" },
  history: {
    name: "історія",
    description: "Останні треки в ефірі станції",
    count: { name: "кількість", description: "Скільки треків показати (1–25, типово 10)" },
    jingles: { name: "джингли", description: "Показувати й джингли" },
  },
  listen: {
    name: "слухати",
    description: "Адреси потоків, файли плейлистів і вебплеєр",
    channel: { name: "канал", description: "Один канал (точка монтування, бітрейт, формат)" },
  },
  listeners: {
    name: "слухачі",
    description: "Скільки людей слухає станцію, по каналах, із графіком за останні години",
    hours: { name: "години", description: "За скільки годин показати графік (1–72, типово 24)" },
  },
  schedule: {
    name: "розклад",
    description: "Що в ефірі зараз і далі",
    days: { name: "дні", description: "На скільки днів уперед (1–7, типово 1)" },
  },
  request: {
    name: "замовлення",
    description: "Замовити пісню з фонотеки станції",
    track: { name: "пісня", description: "Почніть вводити виконавця або назву й виберіть пісню" },
    message: {
      name: "повідомлення",
      description: "Привіт в ефір (ім’я та повідомлення разом — до 300 символів)",
    },
  },
  radio: {
    name: "радіо",
    description: "Грати станцію в голосовому каналі",
    join: {
      name: "грати",
      description: "Грати станцію у вашому голосовому каналі або у вказаному",
      channel: {
        name: "канал",
        description: "Голосовий канал або сцена (не свій — потрібен дозвіл «Переміщувати учасників»)",
      },
    },
    leave: { name: "стоп", description: "Перестати грати й вийти з голосового каналу" },
  },
  stats: {
    name: "статистика",
    description: "Аудиторія станції за день, тиждень, місяць або рік, з графіком",
    period: {
      name: "період",
      description: "Який період (типово: цей тиждень)",
      choices: { day: "Сьогодні", week: "Цей тиждень", month: "Цей місяць", year: "Цей рік" },
    },
    dj: { name: "діджей", description: "Один діджей або програма: ефіри, години в ефірі, аудиторія і треки" },
    export: { name: "експорт", description: "Додати цифри файлами CSV для таблиці" },
  },
  station: { name: "станція", description: "Яка станція (типово — станція сервера)" },
  setup: setupCommand,
};
