import { formatCount, plural } from "../numbers.js";
import type { ListenerTexts } from "../types/listener.js";
import { panel } from "./listener-panel.js";
import { replies } from "./listener-replies.js";

/** Replies of /nowplaying, /history, /listen, /listeners, panel problems, presence, the chart, in Ukrainian. */
export const listener: ListenerTexts = {
  replies,
  chart: { listeners: "Слухачі", time: "Час (UTC)", live: "Прямий ефір" },
  stations: {
    unnamed: (id) => `Станція ${id}`,
    noStation:
      "На цьому сервері ще немає станції. Модератор (дозвіл «Керувати сервером») підключає її командою `/setup station`.",
    unknownStation: (typed) => `Станції «${typed}» на цьому сервері немає. Виберіть станцію з підказок.`,
    limitTotal: "Бот обслуговує граничну кількість станцій. Зверніться до оператора або спробуйте пізніше.",
    limitRate: (perHour, at) =>
      `За останню годину цей сервер уже додав ${plural("uk", perHour, { one: "{n} станцію", few: "{n} станції", many: "{n} станцій", other: "{n} станції" })} — це межа. Наступну можна додати ${at}.`,
  },
  panel,
  presence: {
    offAir: "📴 Не в ефірі",
    listening: (n) =>
      `👥 ${plural("uk", n, { one: "{n} слухач", few: "{n} слухачі", many: "{n} слухачів", other: "{n} слухача" })} зараз`,
  },
  terminal: {
    justNow: "щойно",
    minutesAgo: (n) => `${formatCount("uk", n)} хв тому`,
    hoursAgo: (n) => `${formatCount("uk", n)} год тому`,
    inMinutes: (n) => `за ${formatCount("uk", n)} хв`,
    disabled: "(недоступна)",
    cover: "обкладинка",
    image: "зображення",
    attachment: (name, kib) => `вкладення ${name}, ${formatCount("uk", kib)} КіБ`,
  },
};
