import { summaryOf } from "../check-summary.js";
import { formatCount, plural } from "../numbers.js";
import type { CheckTexts } from "../types/check.js";
import { discordLines } from "./check-discord.js";
import { panelLines } from "./check-panel.js";
import { streamLines } from "./check-streams.js";

const count = (n: number, one: string, few: string, many: string) =>
  plural("ru", n, { one: `{n} ${one}`, few: `{n} ${few}`, many: `{n} ${many}`, other: `{n} ${few}` });

/** The /setup check report, with the permission names Discord's Russian client shows. */
export const check: CheckTexts = {
  title: "🩺 Проверка бота",
  summary: summaryOf({
    allWell: "Всё работает.",
    problems: (n) => count(n, "проблема", "проблемы", "проблем"),
    warnings: (n) => count(n, "предупреждение", "предупреждения", "предупреждений"),
    separator: ", ",
    after: ". Что делать — под каждой строкой.",
  }),
  sections: { panel: "Панель", station: "Станция", streams: "Потоки", discord: "Discord" },
  more: (n) => `…и ещё ${formatCount("ru", n)}`,
  permissions: {
    "View Channel": "«Просматривать канал»",
    "Send Messages": "«Отправлять сообщения»",
    "Embed Links": "«Встраивать ссылки»",
    "Attach Files": "«Прикреплять файлы»",
    Connect: "«Подключаться»",
    Speak: "«Говорить»",
    "Request to Speak": "«Попросить выступить»",
    "Mute Members": "«Отключать участникам микрофон»",
    "Move Members": "«Перемещать участников»",
    "Manage Channels": "«Управлять каналами»",
    "Set Voice Channel Status": "«Устанавливать статус голосового канала»",
    "Manage Events": "«Управлять событиями»",
  },
  lines: { ...panelLines, ...streamLines, ...discordLines },
};
