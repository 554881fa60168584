import { seconds } from "../check-units.js";
import { formatCount } from "../numbers.js";
import type { CheckLine, CheckLines, Of } from "../types/check.js";

const sec = (ms: number) => seconds("uk", ms, "с");

const PANEL_DOWN: Readonly<Record<Of<"panel-down">["reason"], (f: Of<"panel-down">) => CheckLine>> = {
  unreachable: () => ({
    text: "Панель недоступна.",
    fix: "Перевірте адресу панелі й те, що вона працює.",
  }),
  timeout: (f) => ({
    text: `Панель не відповіла за ${sec(f.ms ?? 0)}.`,
    fix: "Панель не працює або перевантажена; спробуйте за хвилину.",
  }),
  refused: () => ({
    text: "Бот відмовився звертатися за адресою панелі (внутрішня адреса, переспрямування або завелика відповідь).",
    fix: "Укажіть публічну адресу панелі, за якою вона відповідає без переспрямування.",
  }),
  http: (f) => ({
    text: `Панель відповіла HTTP ${f.httpStatus ?? 0}.`,
    fix: "Перевірте адресу панелі й номер сервера станції.",
  }),
  "not-json": () => ({
    text: "Панель відповіла вебсторінкою, а не своїм API.",
    fix: "Укажіть адресу самої панелі, а не сторінки перед нею.",
  }),
  shape: () => ({
    text: "Відповідь панелі має вигляд, якого цей бот не знає.",
    fix: "Можливо, у панелі нова версія; повідомте оператора бота.",
  }),
  "no-station": () => ({
    text: "У цього сервера ще немає станції.",
    fix: "Виберіть її командою /setup station.",
  }),
};

const SKIPPED: Readonly<Record<Of<"skipped">["what"], string>> = {
  clock: "Годинник панелі",
  station: "Станція",
  streams: "Потоки",
};

/** The panel's and the station's lines. */
export const panelLines: Pick<
  CheckLines,
  "panel" | "panel-key" | "panel-down" | "clock" | "skipped" | "on-air" | "dj" | "history"
> = {
  panel(f) {
    const key =
      f.keyGiven === true
        ? "API-ключ прийнято"
        : f.keyGiven === false
          ? "API-ключ не потрібен"
          : "API-ключ прийнято або він не потрібен";
    return { text: `Панель відповідає за ${formatCount("uk", f.ms)} мс; ${key}.` };
  },
  "panel-key": (f) => ({
    text: `Панель не прийняла API-ключ (HTTP ${f.httpStatus}).`,
    fix: "Скопіюйте API-ключ із панелі ще раз і вкажіть його в /setup station (для власної станції бота — PANEL_API_KEY).",
  }),
  "panel-down": (f) => PANEL_DOWN[f.reason](f),
  clock(f) {
    if (f.offsetMs === null) return { text: "Розбіжність годинників не виміряно: панель не повідомляє час." };
    return f.status === "ok"
      ? { text: `Годинники панелі й бота збігаються (у межах ${sec(Math.abs(f.offsetMs))}).` }
      : {
          text: `Годинник панелі ${f.offsetMs > 0 ? "поспішає" : "відстає"} на ${sec(Math.abs(f.offsetMs))} відносно бота.`,
          fix: "Налаштуйте годинник сервера панелі (NTP); доти час треків зсунутий на стільки ж.",
        };
  },
  skipped: (f) => ({ text: `${SKIPPED[f.what]}: не перевірено, панель не відповіла.` }),
  "on-air": (f) =>
    f.onAir
      ? { text: "Станція в ефірі." }
      : {
          text: "Станція не в ефірі: жоден канал не мовить.",
          fix: "Запустіть ефір у панелі (автодіджей або живе джерело).",
        },
  dj(f) {
    if (f.status === "fail")
      return { text: "Список діджеїв не читається.", fix: "Перевірте розділ діджеїв у панелі та API-ключ." };
    if (!f.name) return { text: "В ефірі немає діджея." };
    return { text: f.live ? `В ефірі: ${f.name} (наживо).` : `В ефірі: автодіджей (${f.name}).` };
  },
  history: (f) =>
    f.readable
      ? { text: "Історія треків читається." }
      : {
          text: "Історія треків не читається.",
          fix: "Перевірте, що панель веде історію для цього сервера.",
        },
};
