import { byteSize, httpAdvice, optional, orElse } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { PanelTexts } from "../types/listener-panel.js";

const size = (bytes: number) =>
  byteSize(bytes, {
    megabytes: (mebibytes) => `${formatCount("uk", mebibytes)} МБ`,
    bytes: (bytes) =>
      plural("uk", bytes, { one: "{n} байт", few: "{n} байти", many: "{n} байтів", other: "{n} байта" }),
  });

/** The panel's problems in Ukrainian. */
export const panel: PanelTexts = {
  errors: {
    unreachable: (e) =>
      `Панель станції ${e.panel} недоступна (${orElse(e.code, "помилка мережі")}). Перевірте PANEL_URL і чи працює панель.`,
    timeout: (e) =>
      `Панель станції ${e.panel} не відповіла за ${formatCount("uk", e.timeoutMs / 1000)} с. Можливо, вона перевантажена; спробуйте за хвилину.`,
    http: (e) => {
      const said = optional((excerpt: string) => `: «${excerpt}»`)(e.excerpt);
      const advice = httpAdvice(e.status, {
        auth: "Перевірте PANEL_API_KEY.",
        notFound: "Перевірте PANEL_URL і PANEL_SERVER_ID.",
        other: "Спробуйте за хвилину.",
      });
      return `Панель станції ${e.panel} відповіла HTTP ${e.status}${said}. ${advice}`;
    },
    notJson: (e) =>
      `Панель станції ${e.panel} відповіла не JSON${optional((excerpt: string) => ` («${excerpt}»)`)(e.excerpt)}. Перевірте, що PANEL_URL веде на саму панель.`,
    shape: (e) =>
      `Панель станції ${e.panel} надіслала дані в неочікуваному вигляді (${e.problems.join("; ")}). Можливо, у панелі версія, якої бот ще не знає.`,
  },
  refusals: {
    address: {
      malformed:
        "Це не вебадреса. Введіть адресу панелі так, як її показує браузер, наприклад https://radio.example.com:8080.",
      "too-long": "Ця адреса задовга для адреси панелі.",
      scheme: "Можна використовувати лише адреси http:// і https://.",
      credentials: "Приберіть з адреси ім'я користувача й пароль (для API-ключа є окремий параметр).",
      "not-public":
        "Ця адреса веде в приватну, локальну або зарезервовану мережу, до якої бот не підключається. Вкажіть публічну адресу панелі.",
      "not-found": "Такого імені хоста не знайдено. Перевірте, як написано адресу.",
      "lookup-failed": "Ім'я хоста зараз не вдалося знайти. Спробуйте за хвилину.",
    },
    unusableName:
      "За цим іменем хоста не можна підключитися до публічної панелі: ім'я не знайдено або воно веде в приватну, локальну чи зарезервовану мережу, до якої бот не підключається. Перевірте адресу й вкажіть публічну адресу панелі.",
    redirect: (status, target) =>
      `Панель відповіла перенаправленням (HTTP ${status})${optional((target: string) => ` на ${target}`)(target)}, а бот не йде за перенаправленнями. Вкажіть адресу, за якою панель справді розташована.`,
    tooLarge: (bytes) => `Відповідь панелі виявилася більшою за ${size(bytes)}, і бот перестав її читати.`,
    circuitOpen: (at) => `Панель станції кілька разів поспіль не відповіла; бот спробує знову ${at}.`,
    queueFull:
      "Панель станції відповідає повільно, і до неї вже чекає забагато запитів. Спробуйте за хвилину.",
    waitedTooLong:
      "Панель станції відповідає повільно, і цей запит надто довго чекав своєї черги. Спробуйте за хвилину.",
  },
};
