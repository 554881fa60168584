import { summaryOf } from "../check-summary.js";
import { formatCount, plural } from "../numbers.js";
import type { CheckTexts } from "../types/check.js";
import { discordLines } from "./check-discord.js";
import { panelLines } from "./check-panel.js";
import { streamLines } from "./check-streams.js";

/** The /setup check report, with the permission names Discord's Ukrainian client shows. */
export const check: CheckTexts = {
  title: "🩺 Перевірка бота",
  summary: summaryOf({
    allWell: "Усе працює.",
    problems: (n) =>
      plural("uk", n, {
        one: "{n} проблема",
        few: "{n} проблеми",
        many: "{n} проблем",
        other: "{n} проблеми",
      }),
    warnings: (n) =>
      plural("uk", n, {
        one: "{n} попередження",
        few: "{n} попередження",
        many: "{n} попереджень",
        other: "{n} попередження",
      }),
    separator: ", ",
    after: ". Що робити — під кожним рядком.",
  }),
  sections: { panel: "Панель", station: "Станція", streams: "Потоки", discord: "Discord" },
  more: (n) => `…і ще ${formatCount("uk", n)}`,
  permissions: {
    "View Channel": "«Переглядати канал»",
    "Send Messages": "«Надсилати повідомлення»",
    "Embed Links": "«Вбудовувати посилання»",
    "Attach Files": "«Прикріплювати файли»",
    Connect: "«Під’єднуватися»",
    Speak: "«Говорити»",
    "Request to Speak": "«Попросити слова»",
    "Mute Members": "«Вимикати мікрофон учасникам»",
    "Move Members": "«Переміщувати учасників»",
    "Manage Channels": "«Керувати каналами»",
    "Set Voice Channel Status": "«Установлювати статус голосового каналу»",
    "Manage Events": "«Керувати подіями»",
  },
  lines: { ...panelLines, ...streamLines, ...discordLines },
};
