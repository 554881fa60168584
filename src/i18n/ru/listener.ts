import { formatCount, plural } from "../numbers.js";
import type { ListenerTexts } from "../types/listener.js";
import { panel } from "./listener-panel.js";
import { replies } from "./listener-replies.js";

/** Replies of /nowplaying, /history, /listen, /listeners, panel problems, presence, the chart. */
export const listener: ListenerTexts = {
  replies,
  chart: { listeners: "Слушатели", time: "Время (UTC)", live: "Живой эфир" },
  stations: {
    unnamed: (id) => `Станция ${id}`,
    noStation:
      "У этого сервера ещё нет станции. Модератор (право «Управлять сервером») подключает её командой `/setup station`.",
    unknownStation: (typed) => `Станции «${typed}» на этом сервере нет. Выберите станцию из подсказок.`,
    limitTotal: "Бот обслуживает предельное число станций. Обратитесь к оператору или попробуйте позже.",
    limitRate: (perHour, at) =>
      `За последний час этот сервер уже добавил ${plural("ru", perHour, { one: "{n} станцию", few: "{n} станции", many: "{n} станций", other: "{n} станции" })} — это предел. Следующую можно добавить ${at}.`,
  },
  panel,
  presence: {
    offAir: "📴 Не в эфире",
    listening: (n) =>
      `👥 ${plural("ru", n, { one: "{n} слушатель", few: "{n} слушателя", many: "{n} слушателей", other: "{n} слушателя" })} сейчас`,
  },
  terminal: {
    justNow: "только что",
    minutesAgo: (n) => `${formatCount("ru", n)} мин назад`,
    hoursAgo: (n) => `${formatCount("ru", n)} ч назад`,
    inMinutes: (n) => `через ${formatCount("ru", n)} мин`,
    disabled: "(недоступна)",
    cover: "обложка",
    image: "картинка",
    attachment: (name, kib) => `вложение ${name}, ${formatCount("ru", kib)} КиБ`,
  },
};
