import type { PanelRefusal } from "../panel/errors.js";
import type { Locale } from "../station/locale.js";

const UNUSABLE_NAME: Record<Locale, string> = {
  en: "No public panel can be reached at that host name: it was not found, or it leads to a private, local or reserved network, which this bot does not connect to. Check the address and use the panel's public address.",
  ru: "По этому имени хоста нельзя подключиться к публичной панели: имя не найдено или ведёт в частную, локальную или зарезервированную сеть, к которой бот не подключается. Проверьте адрес и укажите публичный адрес панели.",
};

/** Why the address guard refused an address (its codes live in `net/guard`, their words here). */
export type AddressRefusalCode = Extract<PanelRefusal, { kind: "address" }>["code"];

const ADDRESS: Record<Locale, Record<AddressRefusalCode, string>> = {
  en: {
    malformed:
      "That is not a web address. Type the panel's address as your browser shows it, for example https://radio.example.com:8080.",
    "too-long": "That address is too long to be a panel's address.",
    scheme: "Only http:// and https:// addresses can be used.",
    credentials: "Leave the user name and password out of the address (an API key has an option of its own).",
    "not-public":
      "That address leads to a private, local or reserved network, which this bot does not connect to. Use the panel's public address.",
    "not-found": "No such host name was found. Check the spelling of the address.",
    "lookup-failed": "The host name could not be looked up just now. Try again in a minute.",
  },
  ru: {
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
};

/** Why the bot will not connect to an address someone typed, in the reader's language. */
export function addressRefusalText(code: AddressRefusalCode, locale: Locale): string {
  return ADDRESS[locale][code];
}

/**
 * {@link addressRefusalText} for a stranger who typed a host name on a public bot: a missing name and one that
 * leads inside a network get the same words, so no one can probe which internal names exist.
 */
export function strangerRefusalText(code: AddressRefusalCode, locale: Locale, typedName: boolean): string {
  if (typedName && (code === "not-found" || code === "not-public")) return UNUSABLE_NAME[locale];
  return addressRefusalText(code, locale);
}

/** Why the bot refused a panel request, in the reader's language (never the address it resolved to). */
export function panelRefusalText(refusal: PanelRefusal, locale: Locale): string {
  const ru = locale === "ru";
  switch (refusal.kind) {
    case "address":
      return addressRefusalText(refusal.code, locale);
    case "redirect":
      return ru
        ? `Панель ответила перенаправлением (HTTP ${refusal.status})${refusal.target ? ` на ${refusal.target}` : ""}, а бот не следует перенаправлениям. Укажите адрес, по которому панель находится на самом деле.`
        : `The panel answered with a redirect (HTTP ${refusal.status})${refusal.target ? ` to ${refusal.target}` : ""}, and this bot does not follow redirects. Use the address the panel is really at.`;
    case "too-large":
      return ru
        ? `Ответ панели оказался больше ${size(refusal.limitBytes, "МБ", "байт")}, и бот перестал его читать.`
        : `The panel's answer was larger than ${size(refusal.limitBytes, "MB", "bytes")}, so the bot stopped reading it.`;
    case "circuit-open": {
      const at = `<t:${Math.ceil(refusal.retryAt / 1000)}:R>`;
      return ru
        ? `Панель станции несколько раз подряд не ответила; бот попробует снова ${at}.`
        : `The station's panel failed several times in a row; the bot will try it again ${at}.`;
    }
    case "busy":
      if (refusal.reason === "queue-full")
        return ru
          ? "Панель станции отвечает медленно, и к ней уже ждёт слишком много запросов. Попробуйте через минуту."
          : "The station's panel is slow to answer and too many requests are already waiting for it. Try again in a minute.";
      return ru
        ? "Панель станции отвечает медленно, и этот запрос слишком долго ждал своей очереди. Попробуйте через минуту."
        : "The station's panel is slow to answer, and this request waited too long for its turn. Try again in a minute.";
  }
}

function size(bytes: number, megabytes: string, unit: string): string {
  return bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} ${megabytes}` : `${bytes} ${unit}`;
}
