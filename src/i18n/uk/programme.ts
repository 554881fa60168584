import { singleOr } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { ProgrammeTexts } from "../types/programme.js";
import { announcement, deadAir, namelessLines, triggers } from "./programme-announcements.js";
import { radio } from "./programme-radio.js";
import { request } from "./programme-request.js";

/** /schedule, події сервера, /request, /radio і голос, оголошення та тиша в ефірі. */
export const programme: ProgrammeTexts = {
  schedule: {
    title: singleOr({
      single: "📅 Сьогодні в ефірі",
      several: (days) =>
        `📅 В ефірі ${plural("uk", days, { one: "на {n} день", few: "на {n} дні", many: "на {n} днів", other: "на {n} дня" })}`,
    }),
    empty: (days) =>
      `У розкладі ${plural("uk", days, { one: "на найближчий {n} день", few: "на найближчі {n} дні", many: "на найближчі {n} днів", other: "на найближчі {n} дня" })} нічого немає: грає звичайна музика станції. Загляньте пізніше!`,
    nowMark: "🔴 **Зараз в ефірі**",
    requestsClosed: "без замовлень",
    more: (count) => `…і ще ${formatCount("uk", count)}`,
    footer: "Час показано у вашому часовому поясі.",
  },
  scheduledEvent: { dj: "Веде", listen: "Слухати", untitled: "Радіопередача" },
  request,
  radio,
  voice: { stageFallback: "📻 Радіо" },
  announcement,
  triggers,
  namelessLines,
  deadAir,
};
