import { codecName } from "../check-units.js";
import { plural } from "../numbers.js";
import type { CheckLines } from "../types/check.js";

const STREAM: CheckLines["stream"] = {
  none: (f) => ({ text: `${f.mount}: ${codecName(f.heard)}, как и указано в панели.` }),
  codec: (f) => ({
    text: `${f.mount}: в панели указан ${f.format}, а поток — ${codecName(f.heard)}.`,
    fix: "Укажите в панели формат канала, который он на самом деле передаёт.",
  }),
  html: (f) => ({
    text: `${f.mount}: отдаёт веб-страницу (HTML), а не звук.`,
    fix: "Проверьте адрес потока канала в панели: он ведёт на веб-страницу.",
  }),
  "not-audio": (f) => ({
    text: `${f.mount}: ответ — не звук, который знает бот.`,
    fix: "Проверьте адрес потока и формат канала в панели.",
  }),
  http: (f) => ({
    text: `${f.mount}: ответил HTTP ${f.httpStatus}.`,
    fix: "Проверьте в панели, что точка монтирования работает и не переполнена.",
  }),
  refused: (f) => ({
    text: `${f.mount}: бот отказался открывать адрес потока (внутренний адрес или перенаправление).`,
    fix: "Укажите для канала публичный адрес потока, который отвечает без перенаправления.",
  }),
  timeout: (f) => ({
    text: `${f.mount}: звук не пришёл вовремя.`,
    fix: "Сервер потока может быть перегружен; попробуйте ещё раз.",
  }),
  error: (f) => ({ text: `${f.mount}: не открывается.`, fix: "Проверьте, что сервер потока работает." }),
  "no-url": (f) => ({
    text: `${f.mount}: панель не даёт для него адреса http(s).`,
    fix: "Укажите адрес потока канала в панели.",
  }),
};

/** The streams' lines. */
export const streamLines: Pick<CheckLines, "no-streams" | "stream" | "streams-unread"> = {
  "no-streams": () => ({
    text: "Ни один поток не в эфире, проверять нечего.",
    fix: "Запустите эфир в панели.",
  }),
  stream: STREAM,
  "streams-unread": (f) => ({
    text: `В эфире ещё ${plural("ru", f.count, { one: "{n} поток", few: "{n} потока", many: "{n} потоков", other: "{n} потока" })}: не проверены.`,
    fix: "Проверка читает только первые 20 потоков; лишние можно снять с эфира в панели.",
  }),
};
