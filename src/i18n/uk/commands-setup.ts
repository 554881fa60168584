import type { SetupCommandTexts } from "../types/commands-setup.js";

/** `/setup` as Discord lists it, in Ukrainian. */
export const setupCommand: SetupCommandTexts = {
  name: "налаштування",
  description: "Налаштувати оголошення бота на цьому сервері",
  show: { name: "показати", description: "Показати всі налаштування та звідки вони" },
  announce: {
    name: "оголошувати",
    description: "Публікувати оголошення в каналі",
    channel: { name: "канал", description: "Канал (текстовий або оголошень)" },
    tracks: {
      name: "треки",
      description: "І кожен новий трек: ні, допис на трек або одне повідомлення",
      choices: { off: "ні", post: "допис на трек", edit: "одне повідомлення" },
    },
  },
  unannounce: {
    name: "не_оголошувати",
    description: "Припинити оголошення в каналі",
    channel: { name: "канал", description: "Канал" },
  },
  ping: {
    name: "згадка",
    description: "Роль, яку згадати, коли в ефір виходить діджей (порожньо — нікого)",
    role: { name: "роль", description: "Роль (не @everyone)" },
  },
  language: {
    name: "мова",
    description: "Мова оголошень",
    value: { name: "мова", description: "Мова, якою бот пише оголошення" },
  },
  radio: {
    name: "радіо",
    description: "Домашній голосовий канал, де бот цілодобово грає станцію",
    channel: {
      name: "канал",
      description: "Цілодобово бути в цьому голосовому каналі або на сцені",
      channel: { name: "канал", description: "Голосовий канал або сцена" },
    },
    off: { name: "вимк", description: "Без домашнього каналу: голос лише через /radio join" },
  },
  status: {
    name: "статус",
    description: "Оголошувати початок і кінець ефіру станції",
    enabled: { name: "увімкнено", description: "Увімкнути чи вимкнути" },
  },
  message: {
    name: "повідомлення",
    description: "Свій текст оголошення: {dj}, {artist}, {title}, {track}, {station}, {listeners}…",
    trigger: {
      name: "подія",
      description: "Яке оголошення",
    },
    text: {
      name: "текст",
      description: "Текст із розміткою Discord і підстановками на зразок {dj} або {track}",
    },
    reset: { name: "скинути", description: "Повернути стандартний текст бота" },
  },
  style: {
    name: "стиль",
    description: "Вигляд оголошень: вбудовування чи рядок, колір, обкладинка, час",
    layout: {
      name: "вигляд",
      description: "Вбудовування (як зараз), один рядок тексту або обидва",
      choices: { embed: "вбудовування", compact: "один рядок", both: "обидва" },
    },
    color: { name: "колір", description: "Колір вбудовувань у hex (#1e90ff) або default" },
    cover: { name: "обкладинка", description: "Показувати обкладинку (або фото діджея)" },
    timestamp: { name: "час", description: "Показувати час події" },
  },
  check: {
    name: "перевірка",
    description: "Перевірити, що потрібно боту: панель, потоки, його дозволи тут",
  },
  report: {
    name: "звіт",
    description: "Щотижневий звіт про аудиторію станції і хто може користуватися командою /статистика",
    channel: {
      name: "канал",
      description: "Публікувати звіт за тиждень у каналі раз на тиждень",
      channel: { name: "канал", description: "Текстовий канал або канал оголошень" },
      day: {
        name: "день",
        description: "У який день (типово: понеділок)",
        choices: ["понеділок", "вівторок", "середа", "четвер", "пʼятниця", "субота", "неділя"],
      },
      hour: { name: "година", description: "О котрій годині, у часовому поясі статистики (0–23, типово 9)" },
    },
    off: { name: "вимкнути", description: "Без щотижневого звіту" },
    access: {
      name: "доступ",
      description: "Хто може користуватися командою /статистика на цьому сервері",
      who: {
        name: "хто",
        description: "Усі або лише учасники з правом «Керувати сервером»",
        choices: { everyone: "Усі", managers: "Лише «Керувати сервером»" },
      },
    },
  },
  station: {
    name: "станція",
    add: "Підключити станцію сервера або вибрати її",
    pick: "Вибрати станцію сервера",
    which: "Одна зі станцій цього сервера",
    url: { name: "адреса", description: "Адреса панелі з портом, наприклад https://radio.example.com:8080" },
    server: { name: "сервер", description: "Номер радіосервера на панелі (типово 1)" },
    key: { name: "ключ", description: "API-ключ панелі, якщо потрібен (зберігається зашифрованим)" },
    remove: { name: "видалити", description: "Прибрати вибрану в `станція` станцію з цього сервера" },
  },
};
