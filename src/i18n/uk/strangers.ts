import type { StrangerTexts } from "../types/strangers.js";

/** What the bot says when it holds back a stranger's preview or check. */
export const strangers: StrangerTexts = {
  checkCooldown: (again) =>
    `Зачекайте: перевірку можна буде запустити знову ${again}. Кожна перевірка читає панель і звертається до її потоків.`,
  busy: "Боту зараз бракує пам'яті, тому він не починає нових переглядів і перевірок. Усе інше працює: спробуйте знову за кілька хвилин.",
};
