import { byteSize, httpAdvice, optional, orElse } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { PanelTexts } from "../types/listener-panel.js";

const size = (bytes: number) =>
  byteSize(bytes, {
    megabytes: (mebibytes) => `${formatCount("pl", mebibytes)} MB`,
    bytes: (bytes) =>
      plural("pl", bytes, { one: "{n} bajt", few: "{n} bajty", many: "{n} bajtów", other: "{n} bajta" }),
  });

/** The panel's problems in Polish. */
export const panel: PanelTexts = {
  errors: {
    unreachable: (e) =>
      `Panel stacji pod adresem ${e.panel} jest nieosiągalny (${orElse(e.code, "błąd sieci")}). Sprawdź PANEL_URL i czy panel działa.`,
    timeout: (e) =>
      `Panel stacji pod adresem ${e.panel} nie odpowiedział w ciągu ${formatCount("pl", e.timeoutMs / 1000)} s. Może jest przeciążony; spróbuj ponownie za minutę.`,
    http: (e) => {
      const said = optional((excerpt: string) => `: „${excerpt}”`)(e.excerpt);
      const advice = httpAdvice(e.status, {
        auth: "Sprawdź PANEL_API_KEY.",
        notFound: "Sprawdź PANEL_URL i PANEL_SERVER_ID.",
        other: "Spróbuj ponownie za minutę.",
      });
      return `Panel stacji pod adresem ${e.panel} odpowiedział HTTP ${e.status}${said}. ${advice}`;
    },
    notJson: (e) =>
      `Panel stacji pod adresem ${e.panel} nie odpowiedział w formacie JSON${optional((excerpt: string) => ` („${excerpt}”)`)(e.excerpt)}. Sprawdź, czy PANEL_URL wskazuje na sam panel.`,
    shape: (e) =>
      `Panel stacji pod adresem ${e.panel} przysłał dane w nieoczekiwanej postaci (${e.problems.join("; ")}). Może panel ma wersję, której bot jeszcze nie zna.`,
  },
  refusals: {
    address: {
      malformed:
        "To nie jest adres internetowy. Wpisz adres panelu tak, jak pokazuje go przeglądarka, np. https://radio.example.com:8080.",
      "too-long": "Ten adres jest za długi jak na adres panelu.",
      scheme: "Można używać tylko adresów http:// i https://.",
      credentials: "Usuń z adresu nazwę użytkownika i hasło (klucz API ma osobną opcję).",
      "not-public":
        "Ten adres prowadzi do sieci prywatnej, lokalnej lub zarezerwowanej, z którą bot się nie łączy. Podaj publiczny adres panelu.",
      "not-found": "Nie znaleziono takiej nazwy hosta. Sprawdź pisownię adresu.",
      "lookup-failed": "Nie udało się teraz odnaleźć nazwy hosta. Spróbuj ponownie za minutę.",
    },
    unusableName:
      "Pod tą nazwą hosta nie ma dostępnego publicznego panelu: nie znaleziono jej albo prowadzi do sieci prywatnej, lokalnej lub zarezerwowanej, z którą bot się nie łączy. Sprawdź adres i podaj publiczny adres panelu.",
    redirect: (status, target) =>
      `Panel odpowiedział przekierowaniem (HTTP ${status})${optional((target: string) => ` na ${target}`)(target)}, a bot nie podąża za przekierowaniami. Podaj adres, pod którym panel naprawdę działa.`,
    tooLarge: (bytes) => `Odpowiedź panelu była większa niż ${size(bytes)}, więc bot przestał ją czytać.`,
    circuitOpen: (at) => `Panel stacji kilka razy z rzędu nie odpowiedział; bot spróbuje znowu ${at}.`,
    queueFull:
      "Panel stacji odpowiada wolno i czeka na niego już za dużo zapytań. Spróbuj ponownie za minutę.",
    waitedTooLong:
      "Panel stacji odpowiada wolno, a to zapytanie za długo czekało na swoją kolej. Spróbuj ponownie za minutę.",
  },
};
