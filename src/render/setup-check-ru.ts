import type { PermissionName } from "../check/finding.js";
import { plural } from "../i18n/numbers.js";
import { type CheckLine, type CheckWords, codecName, type Of, seconds } from "./setup-check-words.js";

const sec = (ms: number) => seconds(ms, "с", ",");
const allow = (names: string) => `Настройки канала → Права доступа → роль бота: разрешите ${names}.`;
const count = (n: number, one: string, few: string, many: string) =>
  plural("ru", n, { one: `{n} ${one}`, few: `{n} ${few}`, many: `{n} ${many}`, other: `{n} ${few}` });

/** The report in Russian, with the permission names Discord's Russian client shows. */
export const CHECK_RU: CheckWords = {
  title: "🩺 Проверка бота",
  summary: (fails, warns) =>
    fails + warns === 0
      ? "Всё работает."
      : [
          fails ? count(fails, "проблема", "проблемы", "проблем") : "",
          warns ? count(warns, "предупреждение", "предупреждения", "предупреждений") : "",
        ]
          .filter(Boolean)
          .join(", ") + ". Что делать — под каждой строкой.",
  sections: { panel: "Панель", station: "Станция", streams: "Потоки", discord: "Discord" },
  more: (n) => `…и ещё ${n}`,
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
  line(f, names) {
    switch (f.kind) {
      case "panel": {
        const key =
          f.keyGiven === true
            ? "API-ключ принят"
            : f.keyGiven === false
              ? "API-ключ не нужен"
              : "API-ключ принят или не нужен";
        return { text: `Панель отвечает за ${f.ms} мс; ${key}.` };
      }
      case "panel-key":
        return {
          text: `Панель не приняла API-ключ (HTTP ${f.httpStatus}).`,
          fix: "Скопируйте API-ключ из панели заново и укажите его в /setup station (для своей станции бота — PANEL_API_KEY).",
        };
      case "panel-down":
        return PANEL_DOWN[f.reason](f);
      case "clock":
        if (f.offsetMs === null) return { text: "Расхождение часов не измерено: панель не сообщает время." };
        return f.status === "ok"
          ? { text: `Часы панели и бота совпадают (в пределах ${sec(Math.abs(f.offsetMs))}).` }
          : {
              text: `Часы панели ${f.offsetMs > 0 ? "спешат" : "отстают"} на ${sec(Math.abs(f.offsetMs))} относительно бота.`,
              fix: "Настройте часы сервера панели (NTP); до тех пор время треков сдвинуто на столько же.",
            };
      case "skipped":
        return {
          text: `${f.what === "clock" ? "Часы панели" : CHECK_RU.sections[f.what]}: не проверено, панель не ответила.`,
        };
      case "on-air":
        return f.onAir
          ? { text: "Станция в эфире." }
          : {
              text: "Станция не в эфире: ни один канал не вещает.",
              fix: "Запустите эфир в панели (автодиджей или живой источник).",
            };
      case "dj":
        if (f.status === "fail")
          return {
            text: "Список диджеев не читается.",
            fix: "Проверьте раздел диджеев в панели и API-ключ.",
          };
        if (!f.name) return { text: "В эфире нет диджея." };
        return { text: f.live ? `В эфире: ${f.name} (вживую).` : `В эфире: автодиджей (${f.name}).` };
      case "history":
        return f.readable
          ? { text: "История треков читается." }
          : {
              text: "История треков не читается.",
              fix: "Проверьте, что панель ведёт историю для этого сервера.",
            };
      case "no-streams":
        return { text: "Ни один поток не в эфире, проверять нечего.", fix: "Запустите эфир в панели." };
      case "stream":
        return STREAM[f.problem](f);
      case "streams-unread":
        return {
          text: `В эфире ещё ${count(f.count, "поток", "потока", "потоков")}: не проверены.`,
          fix: "Проверка читает только первые 20 потоков; лишние можно снять с эфира в панели.",
        };
      case "no-channels":
        return { text: "Нет канала для объявлений.", fix: "Выберите его командой /setup announce." };
      case "channel": {
        const at = `<#${f.channelId}>`;
        if (f.problem === "none")
          return { text: `${at}: бот может читать, писать, встраивать ссылки и прикреплять файлы.` };
        if (f.problem === "unknown")
          return {
            text: `${at}: бот не видит этот канал.`,
            fix: `${allow(names(["View Channel"]))} Или выберите другой через /setup announce.`,
          };
        if (f.problem === "not-text")
          return {
            text: `${at}: это не текстовый канал.`,
            fix: "Уберите его через /setup unannounce и выберите текстовый.",
          };
        return { text: `${at}: боту не хватает прав ${names(f.missing)}.`, fix: allow(names(f.missing)) };
      }
      case "ping":
        if (!f.roleId) return { text: "Никто не упоминается, когда в эфир выходит диджей." };
        if (f.problem === "none") return { text: `Бот может упомянуть <@&${f.roleId}>.` };
        if (f.problem === "unknown")
          return { text: "Роли для упоминания больше нет.", fix: "Выберите другую через /setup ping." };
        return {
          text: `Бот не может упомянуть <@&${f.roleId}>.`,
          fix: "Настройки сервера → Роли → эта роль: включите «Позволить всем @упоминать эту роль» (или выдайте боту право «Упоминание @everyone»).",
        };
      case "voice":
        return VOICE[f.problem](f, names);
      case "stage-speak":
        if (f.way === "speaker") return { text: "На трибуне бот сам становится выступающим." };
        if (f.way === "request")
          return {
            text: "На трибуне бот может только попросить выступить: модератор трибуны должен принять.",
            fix: `Разрешите роли бота ${names(["Mute Members"])} на трибуне (или принимайте его просьбу каждый раз).`,
          };
        return {
          text: "На трибуне бот не может ни выступать, ни попросить слова.",
          fix: allow(names(["Request to Speak"])),
        };
      case "voice-display":
        if (f.missing.length === 0)
          return {
            text: f.stage
              ? "Бот может ставить песню темой трибуны."
              : "Бот может показывать песню в статусе канала.",
          };
        return {
          text: `Бот не может менять ${f.stage ? "тему трибуны" : "статус канала"}: не хватает прав ${names(f.missing)}.`,
          fix: f.stage
            ? `Сделайте бота модератором трибуны: ${allow(names(f.missing))}`
            : allow(names(f.missing)),
        };
      case "events":
        return f.missing.length === 0
          ? { text: "Бот может вести запланированные события сервера." }
          : {
              text: `Бот не может вести запланированные события: не хватает права ${names(f.missing)}.`,
              fix: `Настройки сервера → Роли → роль бота: разрешите ${names(f.missing)}.`,
            };
    }
  },
};

const PANEL_DOWN: Record<Of<"panel-down">["reason"], (f: Of<"panel-down">) => CheckLine> = {
  unreachable: () => ({
    text: "Панель недоступна.",
    fix: "Проверьте адрес панели и что она работает.",
  }),
  timeout: (f) => ({
    text: `Панель не ответила за ${sec(f.ms ?? 0)}.`,
    fix: "Панель не работает или перегружена; попробуйте через минуту.",
  }),
  refused: () => ({
    text: "Бот отказался обращаться по адресу панели (внутренний адрес, перенаправление или слишком большой ответ).",
    fix: "Укажите публичный адрес панели, по которому она отвечает без перенаправления.",
  }),
  http: (f) => ({
    text: `Панель ответила HTTP ${f.httpStatus ?? 0}.`,
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

const STREAM: Record<Of<"stream">["problem"], (f: Of<"stream">) => CheckLine> = {
  none: (f) => ({ text: `${f.mount}: ${codecName(f.heard)}, как и указано в панели.` }),
  codec: (f) => ({
    text: `${f.mount}: в панели указан ${f.format ?? "?"}, а поток — ${codecName(f.heard)}.`,
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
    text: `${f.mount}: ответил HTTP ${f.httpStatus ?? 0}.`,
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

const VOICE: Record<
  Of<"voice">["problem"],
  (f: Of<"voice">, names: (m: readonly PermissionName[]) => string) => CheckLine
> = {
  none: (f) => ({ text: `<#${f.channelId}>: бот может подключаться${f.stage ? "" : " и говорить"}.` }),
  unset: () => ({ text: "Домашнего голосового канала нет (задаётся через /setup radio)." }),
  "voice-off": () => ({
    text: "Домашний голосовой канал задан, но голос на этом боте не работает.",
    fix: "Спросите оператора бота; /setup show говорит почему.",
  }),
  unknown: () => ({
    text: "Домашнего голосового канала больше нет или он скрыт.",
    fix: "Выберите другой через /setup radio channel.",
  }),
  "not-voice": (f) => ({
    text: `<#${f.channelId}>: это не голосовой канал и не трибуна.`,
    fix: "Выберите такой через /setup radio channel.",
  }),
  missing: (f, names) => ({
    text: `<#${f.channelId}>: боту не хватает прав ${names(f.missing)}.`,
    fix: allow(names(f.missing)),
  }),
};
