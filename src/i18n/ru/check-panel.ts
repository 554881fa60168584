import { seconds } from "../check-units.js";
import { formatCount } from "../numbers.js";
import type { CheckLines, Of } from "../types/check.js";

const sec = (ms: number) => seconds("ru", ms, "с");

const PANEL_DOWN: CheckLines["panel-down"] = {
  unreachable: () => ({
    text: "Панель недоступна.",
    fix: "Проверьте адрес панели и что она работает.",
  }),
  timeout: (f) => ({
    text: `Панель не ответила за ${sec(f.ms)}.`,
    fix: "Панель не работает или перегружена; попробуйте через минуту.",
  }),
  refused: () => ({
    text: "Бот отказался обращаться по адресу панели (внутренний адрес, перенаправление или слишком большой ответ).",
    fix: "Укажите публичный адрес панели, по которому она отвечает без перенаправления.",
  }),
  http: (f) => ({
    text: `Панель ответила HTTP ${f.httpStatus}.`,
    fix: "Проверьте адрес панели и номер сервера станции.",
  }),
  "not-json": () => ({
    text: "Панель ответила веб-страницей, а не своим API.",
    fix: "Укажите адрес самой панели, а не страницы перед ней.",
  }),
  shape: () => ({
    text: "Ответ панели устроен так, как этот бот не знает.",
    fix: "Возможно, у панели новая версия; сообщите оператору бота.",
  }),
  "no-station": () => ({
    text: "У этого сервера ещё нет станции.",
    fix: "Выберите её командой /setup station.",
  }),
};

const SKIPPED: Readonly<Record<Of<"skipped">["what"], string>> = {
  clock: "Часы панели",
  station: "Станция",
  streams: "Потоки",
};

/** The panel's and the station's lines. */
export const panelLines: Pick<
  CheckLines,
  "panel" | "panel-key" | "panel-down" | "clock" | "skipped" | "on-air" | "dj" | "history"
> = {
  panel: {
    "key-accepted": (f) => ({ text: `Панель отвечает за ${formatCount("ru", f.ms)} мс; API-ключ принят.` }),
    "no-key-needed": (f) => ({
      text: `Панель отвечает за ${formatCount("ru", f.ms)} мс; API-ключ не нужен.`,
    }),
    "key-unknown": (f) => ({
      text: `Панель отвечает за ${formatCount("ru", f.ms)} мс; API-ключ принят или не нужен.`,
    }),
  },
  "panel-key": (f) => ({
    text: `Панель не приняла API-ключ (HTTP ${f.httpStatus}).`,
    fix: "Скопируйте API-ключ из панели заново и укажите его в /setup station (для своей станции бота — PANEL_API_KEY).",
  }),
  "panel-down": PANEL_DOWN,
  clock: {
    unmeasured: () => ({ text: "Расхождение часов не измерено: панель не сообщает время." }),
    agrees: (f) => ({ text: `Часы панели и бота совпадают (в пределах ${sec(Math.abs(f.offsetMs))}).` }),
    ahead: (f) => ({
      text: `Часы панели спешат на ${sec(Math.abs(f.offsetMs))} относительно бота.`,
      fix: "Настройте часы сервера панели (NTP); до тех пор время треков сдвинуто на столько же.",
    }),
    behind: (f) => ({
      text: `Часы панели отстают на ${sec(Math.abs(f.offsetMs))} относительно бота.`,
      fix: "Настройте часы сервера панели (NTP); до тех пор время треков сдвинуто на столько же.",
    }),
  },
  skipped: (f) => ({ text: `${SKIPPED[f.what]}: не проверено, панель не ответила.` }),
  "on-air": {
    on: () => ({ text: "Станция в эфире." }),
    off: () => ({
      text: "Станция не в эфире: ни один канал не вещает.",
      fix: "Запустите эфир в панели (автодиджей или живой источник).",
    }),
  },
  dj: {
    unreadable: () => ({
      text: "Список диджеев не читается.",
      fix: "Проверьте раздел диджеев в панели и API-ключ.",
    }),
    nobody: () => ({ text: "В эфире нет диджея." }),
    live: (f) => ({ text: `В эфире: ${f.name} (вживую).` }),
    automatic: (f) => ({ text: `В эфире: автодиджей (${f.name}).` }),
  },
  history: {
    readable: () => ({ text: "История треков читается." }),
    unreadable: () => ({
      text: "История треков не читается.",
      fix: "Проверьте, что панель ведёт историю для этого сервера.",
    }),
  },
};
