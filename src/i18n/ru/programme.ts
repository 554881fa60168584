import { singleOr } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";
import { announcement, deadAir, namelessLines, triggers } from "./programme-announcements.js";
import { radio } from "./programme-radio.js";
import { request } from "./programme-request.js";

/** /schedule, scheduled events, /request, /radio и голос, объявления и тишина в эфире. */
export const programme: ProgrammeTexts = {
  schedule: {
    title: singleOr({
      single: "📅 Сегодня в эфире",
      several: (days) =>
        `📅 В эфире ${plural("ru", days, { one: "на {n} день", few: "на {n} дня", many: "на {n} дней", other: "на {n} дня" })}`,
    }),
    empty: (days) =>
      `В расписании ${plural("ru", days, { one: "на ближайший {n} день", few: "на ближайшие {n} дня", many: "на ближайшие {n} дней", other: "на ближайшие {n} дня" })} ничего нет: играет обычная музыка станции. Загляните позже!`,
    nowMark: "🔴 **Сейчас в эфире**",
    requestsClosed: "без заявок",
    more: (count) => `…и ещё ${formatCount("ru", count)}`,
    footer: "Время показано в вашем часовом поясе.",
  },
  scheduledEvent: { dj: "Ведёт", listen: "Слушать", untitled: "Радиопередача" },
  request,
  radio,
  voice: { stageFallback: "📻 Радио" },
  announcement,
  triggers,
  namelessLines,
  deadAir,
};
