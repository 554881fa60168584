import type { CommandTexts } from "../types/commands.js";
import { setupCommand } from "./commands-setup.js";

/** Command, option and choice names and descriptions, as Discord shows them, in Russian. */
export const commands: CommandTexts = {
  nowplaying: { name: "сейчас", description: "Что сейчас звучит в эфире станции" },
  history: {
    name: "история",
    description: "Последние треки в эфире станции",
    count: { name: "количество", description: "Сколько треков показать (1–25, по умолчанию 10)" },
    jingles: { name: "джинглы", description: "Показывать и джинглы" },
  },
  listen: {
    name: "слушать",
    description: "Адреса потоков, файлы плейлистов и веб-плеер",
    channel: { name: "канал", description: "Один канал (точка монтирования, битрейт, формат)" },
  },
  listeners: {
    name: "слушатели",
    description: "Сколько человек слушает станцию, по каналам, с графиком за последние часы",
    hours: { name: "часы", description: "За сколько часов показать график (1–72, по умолчанию 24)" },
  },
  schedule: {
    name: "расписание",
    description: "Что в эфире сейчас и дальше",
    days: { name: "дни", description: "На сколько дней вперёд (1–7, по умолчанию 1)" },
  },
  request: {
    name: "заявка",
    description: "Заказать песню из фонотеки станции",
    track: { name: "песня", description: "Начните вводить исполнителя или название и выберите песню" },
    message: { name: "сообщение", description: "Привет в эфир (имя и сообщение вместе — до 300 символов)" },
  },
  radio: {
    name: "радио",
    description: "Играть станцию в голосовом канале",
    join: {
      name: "играть",
      description: "Играть станцию в вашем голосовом канале или в указанном",
      channel: {
        name: "канал",
        description: "Голосовой канал или трибуна (не свой — нужно право «Перемещать участников»)",
      },
    },
    leave: { name: "стоп", description: "Перестать играть и выйти из голосового канала" },
  },
  stats: {
    name: "статистика",
    description: "Аудитория станции за день, неделю, месяц или год, с графиком",
    period: {
      name: "период",
      description: "Какой период (по умолчанию: эта неделя)",
      choices: { day: "Сегодня", week: "Эта неделя", month: "Этот месяц", year: "Этот год" },
    },
    dj: { name: "диджей", description: "Один диджей или программа: эфиры, часы в эфире, аудитория и треки" },
    export: { name: "экспорт", description: "Приложить цифры файлами CSV для таблицы" },
  },
  station: { name: "станция", description: "Какая станция (по умолчанию — станция сервера)" },
  setup: setupCommand,
};
