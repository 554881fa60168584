import type { StrangerTexts } from "../types/strangers.js";

/** What the bot says when it holds back a stranger's preview or check. */
export const strangers: StrangerTexts = {
  checkCooldown: (again) =>
    `Зачекайте: перевірку можна буде запустити знову ${again}. Кожна перевірка читає панель і звертається до її потоків.`,
  busy: "Боту зараз бракує пам'яті, тому він не починає нових переглядів і перевірок. Усе інше працює: спробуйте знову за кілька хвилин.",
  sealingUnset:
    "Цей бот не може зберігати API-ключі: його оператор не задав SECRET_KEY. Панель, якій ключ не потрібен, усе одно можна налаштувати.",
  sealingTooShort: (min) =>
    `Цей бот не може зберігати API-ключі: SECRET_KEY його оператора коротший за ${min} символів. Панель, якій ключ не потрібен, усе одно можна налаштувати.`,
};
