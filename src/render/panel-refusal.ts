import type { PanelRefusal } from "../panel/errors.js";

const ADDRESS_RU: Record<Extract<PanelRefusal, { kind: "address" }>["code"], string> = {
  malformed:
    "Это не веб-адрес. Введите адрес панели так, как его показывает браузер, например https://radio.example.com:8080.",
  "too-long": "Этот адрес слишком длинный для адреса панели.",
  scheme: "Можно использовать только адреса http:// и https://.",
  credentials: "Уберите из адреса имя пользователя и пароль (для API-ключа есть отдельный параметр).",
  "not-public":
    "Этот адрес ведёт в частную, локальную или зарезервированную сеть, к которой бот не подключается. Укажите публичный адрес панели.",
  "not-found": "Такое имя хоста не найдено. Проверьте, как написан адрес.",
  "lookup-failed": "Имя хоста сейчас не удалось найти. Попробуйте через минуту.",
};

/** Why the bot refused a panel request, in Russian (the English is the error's own message). */
export function panelRefusalTextRu(refusal: PanelRefusal): string {
  switch (refusal.kind) {
    case "address":
      return ADDRESS_RU[refusal.code];
    case "redirect":
      return `Панель ответила перенаправлением (HTTP ${refusal.status})${refusal.target ? ` на ${refusal.target}` : ""}, а бот не следует перенаправлениям. Укажите адрес, по которому панель находится на самом деле.`;
    case "too-large":
      return `Ответ панели оказался больше ${sizeRu(refusal.limitBytes)}, и бот перестал его читать.`;
    case "circuit-open":
      return `Панель станции несколько раз подряд не ответила; бот попробует снова <t:${Math.ceil(refusal.retryAt / 1000)}:R>.`;
    case "busy":
      return refusal.reason === "queue-full"
        ? "Панель станции отвечает медленно, и к ней уже ждёт слишком много запросов. Попробуйте через минуту."
        : "Панель станции отвечает медленно, и этот запрос слишком долго ждал своей очереди. Попробуйте через минуту.";
  }
}

function sizeRu(bytes: number): string {
  return bytes % 1_048_576 === 0 ? `${bytes / 1_048_576} МБ` : `${bytes} байт`;
}
