import { codecName } from "../check-units.js";
import { plural } from "../numbers.js";
import type { CheckLines } from "../types/check.js";

const STREAM: CheckLines["stream"] = {
  none: (f) => ({ text: `${f.mount}: ${codecName(f.heard)}, як і вказано в панелі.` }),
  codec: (f) => ({
    text: `${f.mount}: у панелі вказано ${f.format}, а потік — ${codecName(f.heard)}.`,
    fix: "Укажіть у панелі формат, який канал справді передає.",
  }),
  html: (f) => ({
    text: `${f.mount}: віддає вебсторінку (HTML), а не звук.`,
    fix: "Перевірте адресу потоку каналу в панелі: вона веде на вебсторінку.",
  }),
  "not-audio": (f) => ({
    text: `${f.mount}: відповідь — не звук, який знає бот.`,
    fix: "Перевірте адресу потоку й формат каналу в панелі.",
  }),
  http: (f) => ({
    text: `${f.mount}: відповів HTTP ${f.httpStatus}.`,
    fix: "Перевірте в панелі, що точка монтування працює й не переповнена.",
  }),
  refused: (f) => ({
    text: `${f.mount}: бот відмовився відкривати адресу потоку (внутрішня адреса або переспрямування).`,
    fix: "Укажіть для каналу публічну адресу потоку, яка відповідає без переспрямування.",
  }),
  timeout: (f) => ({
    text: `${f.mount}: звук не надійшов вчасно.`,
    fix: "Сервер потоку може бути перевантажений; спробуйте ще раз.",
  }),
  error: (f) => ({ text: `${f.mount}: не відкривається.`, fix: "Перевірте, що сервер потоку працює." }),
  "no-url": (f) => ({
    text: `${f.mount}: панель не дає для нього адреси http(s).`,
    fix: "Укажіть адресу потоку каналу в панелі.",
  }),
};

/** The streams' lines. */
export const streamLines: Pick<CheckLines, "no-streams" | "stream" | "streams-unread"> = {
  "no-streams": () => ({
    text: "Жоден потік не в ефірі, перевіряти нічого.",
    fix: "Запустіть ефір у панелі.",
  }),
  stream: STREAM,
  "streams-unread": (f) => ({
    text: `В ефірі ще ${plural("uk", f.count, { one: "{n} потік", few: "{n} потоки", many: "{n} потоків", other: "{n} потоку" })}: не перевірено.`,
    fix: "Перевірка читає лише перші 20 потоків; зайві можна зняти з ефіру в панелі.",
  }),
};
