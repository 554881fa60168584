import type { StrangerTexts } from "../types/strangers.js";

/** What the bot says when it holds back a stranger's preview or check. */
export const strangers: StrangerTexts = {
  checkCooldown: (again) =>
    `Подождите: проверку можно будет запустить снова ${again}. Каждая проверка читает панель и обращается к её потокам.`,
  busy: "Боту сейчас не хватает памяти, поэтому он не начинает новые предпросмотры и проверки. Всё остальное работает: попробуйте снова через несколько минут.",
  sealingUnset:
    "Этот бот не может хранить API-ключи: его оператор не задал SECRET_KEY. Панель, которой ключ не нужен, всё равно можно настроить.",
  sealingTooShort: (min) =>
    `Этот бот не может хранить API-ключи: SECRET_KEY его оператора короче ${min} символов. Панель, которой ключ не нужен, всё равно можно настроить.`,
};
