import { seconds } from "../check-units.js";
import { formatCount } from "../numbers.js";
import type { CheckLines, Of } from "../types/check.js";

const sec = (ms: number) => seconds("uk", ms, "с");

const PANEL_DOWN: CheckLines["panel-down"] = {
  unreachable: () => ({
    text: "Панель недоступна.",
    fix: "Перевірте адресу панелі й те, що вона працює.",
  }),
  timeout: (f) => ({
    text: `Панель не відповіла за ${sec(f.ms)}.`,
    fix: "Панель не працює або перевантажена; спробуйте за хвилину.",
  }),
  refused: () => ({
    text: "Бот відмовився звертатися за адресою панелі (внутрішня адреса, переспрямування або завелика відповідь).",
    fix: "Укажіть публічну адресу панелі, за якою вона відповідає без переспрямування.",
  }),
  http: (f) => ({
    text: `Панель відповіла HTTP ${f.httpStatus}.`,
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
  panel: {
    "key-accepted": (f) => ({
      text: `Панель відповідає за ${formatCount("uk", f.ms)} мс; API-ключ прийнято.`,
    }),
    "no-key-needed": (f) => ({
      text: `Панель відповідає за ${formatCount("uk", f.ms)} мс; API-ключ не потрібен.`,
    }),
    "key-unknown": (f) => ({
      text: `Панель відповідає за ${formatCount("uk", f.ms)} мс; API-ключ прийнято або він не потрібен.`,
    }),
  },
  "panel-key": (f) => ({
    text: `Панель не прийняла API-ключ (HTTP ${f.httpStatus}).`,
    fix: "Скопіюйте API-ключ із панелі ще раз і вкажіть його в /setup station (для власної станції бота — PANEL_API_KEY).",
  }),
  "panel-down": PANEL_DOWN,
  clock: {
    unmeasured: () => ({ text: "Розбіжність годинників не виміряно: панель не повідомляє час." }),
    agrees: (f) => ({ text: `Годинники панелі й бота збігаються (у межах ${sec(Math.abs(f.offsetMs))}).` }),
    ahead: (f) => ({
      text: `Годинник панелі поспішає на ${sec(Math.abs(f.offsetMs))} відносно бота.`,
      fix: "Налаштуйте годинник сервера панелі (NTP); доти час треків зсунутий на стільки ж.",
    }),
    behind: (f) => ({
      text: `Годинник панелі відстає на ${sec(Math.abs(f.offsetMs))} відносно бота.`,
      fix: "Налаштуйте годинник сервера панелі (NTP); доти час треків зсунутий на стільки ж.",
    }),
  },
  skipped: (f) => ({ text: `${SKIPPED[f.what]}: не перевірено, панель не відповіла.` }),
  "on-air": {
    on: () => ({ text: "Станція в ефірі." }),
    off: () => ({
      text: "Станція не в ефірі: жоден канал не мовить.",
      fix: "Запустіть ефір у панелі (автодіджей або живе джерело).",
    }),
  },
  dj: {
    unreadable: () => ({
      text: "Список діджеїв не читається.",
      fix: "Перевірте розділ діджеїв у панелі та API-ключ.",
    }),
    nobody: () => ({ text: "В ефірі немає діджея." }),
    live: (f) => ({ text: `В ефірі: ${f.name} (наживо).` }),
    automatic: (f) => ({ text: `В ефірі: автодіджей (${f.name}).` }),
  },
  history: {
    readable: () => ({ text: "Історія треків читається." }),
    unreadable: () => ({
      text: "Історія треків не читається.",
      fix: "Перевірте, що панель веде історію для цього сервера.",
    }),
  },
};
