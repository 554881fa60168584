import type { SetupCommandTexts } from "../types/commands-setup.js";

/** `/setup` as Discord lists it, in Russian. */
export const setupCommand: SetupCommandTexts = {
  name: "настройка",
  description: "Настроить объявления бота на этом сервере",
  show: { name: "показать", description: "Показать все настройки и откуда они" },
  announce: {
    name: "объявлять",
    description: "Публиковать объявления в канале",
    channel: { name: "канал", description: "Канал (текстовый или объявлений)" },
    tracks: {
      name: "треки",
      description: "И каждый новый трек: нет, пост на трек или одно сообщение",
      choices: { off: "нет", post: "пост на трек", edit: "одно сообщение" },
    },
  },
  unannounce: {
    name: "не_объявлять",
    description: "Прекратить объявления в канале",
    channel: { name: "канал", description: "Канал" },
  },
  ping: {
    name: "упоминание",
    description: "Роль для упоминания, когда в эфир выходит диджей (пусто — никого)",
    role: { name: "роль", description: "Роль (не @everyone)" },
  },
  language: {
    name: "язык",
    description: "Язык объявлений",
    value: { name: "язык", description: "Язык, на котором бот пишет объявления" },
  },
  radio: {
    name: "радио",
    description: "Домашний голосовой канал, где бот круглосуточно играет станцию",
    channel: {
      name: "канал",
      description: "Круглосуточно быть в этом голосовом канале или трибуне",
      channel: { name: "канал", description: "Голосовой канал или трибуна" },
    },
    off: { name: "выкл", description: "Без домашнего канала: голос только по /radio join" },
  },
  status: {
    name: "статус",
    description: "Объявлять начало и конец эфира станции",
    enabled: { name: "включено", description: "Включить или выключить" },
  },
  message: {
    name: "сообщение",
    description: "Свой текст объявления: {dj}, {artist}, {title}, {track}, {station}, {listeners}…",
    trigger: {
      name: "событие",
      description: "Какое объявление",
    },
    text: {
      name: "текст",
      description: "Текст с разметкой Discord и подстановками вроде {dj} или {track}",
    },
    reset: { name: "сбросить", description: "Вернуть стандартный текст бота" },
  },
  style: {
    name: "стиль",
    description: "Как выглядят объявления: встраивание или строка, цвет, обложка, время",
    layout: {
      name: "вид",
      description: "Встраивание (как сейчас), одна строка текста или оба",
      choices: { embed: "встраивание", compact: "одна строка", both: "оба" },
    },
    color: { name: "цвет", description: "Цвет встраиваний в hex (#1e90ff) или default" },
    cover: { name: "обложка", description: "Показывать обложку (или фото диджея)" },
    timestamp: { name: "время", description: "Показывать время события" },
  },
  check: {
    name: "проверка",
    description: "Проверить, что нужно боту: панель, потоки, его права здесь",
  },
  report: {
    name: "отчёт",
    description: "Еженедельный отчёт об аудитории станции и кто может пользоваться командой /статистика",
    channel: {
      name: "канал",
      description: "Публиковать отчёт за неделю в канале раз в неделю",
      channel: { name: "канал", description: "Текстовый канал или канал объявлений" },
      day: {
        name: "день",
        description: "В какой день (по умолчанию: понедельник)",
        choices: ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"],
      },
      hour: { name: "час", description: "В котором часу, в часовом поясе статистики (0–23, по умолчанию 9)" },
    },
    off: { name: "выкл", description: "Без еженедельного отчёта" },
    access: {
      name: "доступ",
      description: "Кто может пользоваться командой /статистика на этом сервере",
      who: {
        name: "кто",
        description: "Все или только участники с правом «Управлять сервером»",
        choices: { everyone: "Все", managers: "Только «Управлять сервером»" },
      },
    },
  },
  station: {
    name: "станция",
    add: "Подключить станцию сервера или выбрать её",
    pick: "Выбрать станцию сервера",
    which: "Одна из станций этого сервера",
    url: { name: "адрес", description: "Адрес панели с портом, например https://radio.example.com:8080" },
    server: { name: "сервер", description: "Номер радиосервера на панели (по умолчанию 1)" },
    key: { name: "ключ", description: "API-ключ панели, если нужен (хранится зашифрованным)" },
    remove: { name: "удалить", description: "Убрать выбранную в `station` станцию с этого сервера" },
  },
};
