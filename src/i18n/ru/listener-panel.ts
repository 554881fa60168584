import { byteSize, httpAdvice, optional, orElse } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { PanelTexts } from "../types/listener-panel.js";

const megabytes = (bytes: number) =>
  byteSize(bytes, {
    megabytes: (mebibytes) => `${formatCount("ru", mebibytes)} МБ`,
    bytes: (bytes) =>
      plural("ru", bytes, { one: "{n} байт", few: "{n} байта", many: "{n} байт", other: "{n} байта" }),
  });

/** The panel's problems in Russian. */
export const panel: PanelTexts = {
  errors: {
    unreachable: (e) =>
      `Панель станции ${e.panel} недоступна (${orElse(e.code, "ошибка сети")}). Проверьте PANEL_URL и что панель работает.`,
    timeout: (e) =>
      `Панель станции ${e.panel} не ответила за ${e.timeoutMs / 1000} с. Возможно, она перегружена; попробуйте через минуту.`,
    http: (e) => {
      const said = optional((excerpt: string) => `: «${excerpt}»`)(e.excerpt);
      const advice = httpAdvice(e.status, {
        auth: "Проверьте PANEL_API_KEY.",
        notFound: "Проверьте PANEL_URL и PANEL_SERVER_ID.",
        other: "Попробуйте через минуту.",
      });
      return `Панель станции ${e.panel} ответила HTTP ${e.status}${said}. ${advice}`;
    },
    notJson: (e) =>
      `Панель станции ${e.panel} ответила не JSON${optional((excerpt: string) => ` («${excerpt}»)`)(e.excerpt)}. Проверьте, что PANEL_URL указывает на саму панель.`,
    shape: (e) =>
      `Панель станции ${e.panel} прислала данные в неожиданном виде (${e.problems.join("; ")}). Возможно, у панели версия, которую бот ещё не знает.`,
  },
  refusals: {
    address: {
      malformed:
        "Это не веб-адрес. Введите адрес панели так, как его показывает браузер, например https://radio.example.com:8080.",
      "too-long": "Этот адрес слишком длинный для адреса панели.",
      scheme: "Можно использовать только адреса http:// и https://.",
      credentials: "Уберите из адреса имя пользователя и пароль (для API-ключа есть отдельный параметр).",
      "not-public":
        "Этот адрес ведёт в частную, локальную или зарезервированную сеть, к которой бот не подключается. Укажите публичный адрес панели.",
      "not-found": "Такое имя хоста не найдено. Проверьте, как написан адрес.",
      "lookup-failed": "Имя хоста сейчас не удалось найти. Попробуйте через минуту.",
    },
    unusableName:
      "По этому имени хоста нельзя подключиться к публичной панели: имя не найдено или ведёт в частную, локальную или зарезервированную сеть, к которой бот не подключается. Проверьте адрес и укажите публичный адрес панели.",
    redirect: (status, target) =>
      `Панель ответила перенаправлением (HTTP ${status})${optional((target: string) => ` на ${target}`)(target)}, а бот не следует перенаправлениям. Укажите адрес, по которому панель находится на самом деле.`,
    tooLarge: (bytes) => `Ответ панели оказался больше ${megabytes(bytes)}, и бот перестал его читать.`,
    circuitOpen: (at) => `Панель станции несколько раз подряд не ответила; бот попробует снова ${at}.`,
    queueFull:
      "Панель станции отвечает медленно, и к ней уже ждёт слишком много запросов. Попробуйте через минуту.",
    waitedTooLong:
      "Панель станции отвечает медленно, и этот запрос слишком долго ждал своей очереди. Попробуйте через минуту.",
  },
};
