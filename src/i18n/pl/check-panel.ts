import { seconds } from "../check-units.js";
import { formatCount } from "../numbers.js";
import type { CheckLine, CheckLines, Of } from "../types/check.js";

const sec = (ms: number) => seconds("pl", ms, "s");

const PANEL_DOWN: Readonly<Record<Of<"panel-down">["reason"], (f: Of<"panel-down">) => CheckLine>> = {
  unreachable: () => ({
    text: "Nie można połączyć się z panelem.",
    fix: "Sprawdź adres panelu i czy panel działa.",
  }),
  timeout: (f) => ({
    text: `Panel nie odpowiedział w ciągu ${sec(f.ms ?? 0)}.`,
    fix: "Panel może nie działać albo być przeciążony; spróbuj ponownie za minutę.",
  }),
  refused: () => ({
    text: "Bot odrzucił adres panelu (prywatny, przekierowanie albo zbyt duża odpowiedź).",
    fix: "Podaj publiczny adres panelu, pod którym odpowiada bez przekierowania.",
  }),
  http: (f) => ({
    text: `Panel odpowiedział HTTP ${f.httpStatus ?? 0}.`,
    fix: "Sprawdź adres panelu i ID serwera stacji.",
  }),
  "not-json": () => ({
    text: "Panel odpowiedział stroną internetową, a nie swoim API.",
    fix: "Podaj adres samego panelu, a nie strony przed nim.",
  }),
  shape: () => ({
    text: "Odpowiedź panelu ma format, którego ten bot nie zna.",
    fix: "Panel może mieć nowszą wersję; daj znać operatorowi bota.",
  }),
  "no-station": () => ({
    text: "Ten serwer nie ma jeszcze stacji.",
    fix: "Wybierz ją za pomocą /setup station.",
  }),
};

const SKIPPED: Readonly<Record<Of<"skipped">["what"], string>> = {
  clock: "Zegar panelu",
  station: "Stacja",
  streams: "Strumienie",
};

/** The panel's and the station's lines. */
export const panelLines: Pick<
  CheckLines,
  "panel" | "panel-key" | "panel-down" | "clock" | "skipped" | "on-air" | "dj" | "history"
> = {
  panel(f) {
    const key =
      f.keyGiven === true
        ? "klucz API przyjęty"
        : f.keyGiven === false
          ? "klucz API niepotrzebny"
          : "klucz API przyjęty albo niepotrzebny";
    return { text: `Panel odpowiada w ${formatCount("pl", f.ms)} ms; ${key}.` };
  },
  "panel-key": (f) => ({
    text: `Panel odrzucił klucz API (HTTP ${f.httpStatus}).`,
    fix: "Skopiuj klucz API z panelu jeszcze raz i podaj go w /setup station (PANEL_API_KEY dla własnej stacji bota).",
  }),
  "panel-down": (f) => PANEL_DOWN[f.reason](f),
  clock(f) {
    if (f.offsetMs === null)
      return { text: "Nie zmierzono różnicy zegarów: panel nie podaje czasu w odpowiedziach." };
    return f.status === "ok"
      ? { text: `Zegar panelu zgadza się z zegarem bota (z dokładnością do ${sec(Math.abs(f.offsetMs))}).` }
      : {
          text: `Zegar panelu ${f.offsetMs > 0 ? "spieszy się" : "spóźnia się"} o ${sec(Math.abs(f.offsetMs))} względem bota.`,
          fix: "Ustaw zegar serwera panelu (NTP); do tego czasu godziny utworów są przesunięte o tyle samo.",
        };
  },
  skipped: (f) => ({ text: `${SKIPPED[f.what]}: nie sprawdzono, panel nie odpowiedział.` }),
  "on-air": (f) =>
    f.onAir
      ? { text: "Stacja nadaje." }
      : {
          text: "Stacja nie nadaje: żaden kanał nie jest na antenie.",
          fix: "Uruchom nadawanie w panelu (AutoDJ albo źródło na żywo).",
        },
  dj(f) {
    if (f.status === "fail")
      return {
        text: "Nie można odczytać listy DJ-ów.",
        fix: "Sprawdź sekcję DJ-ów w panelu i klucz API.",
      };
    if (!f.name) return { text: "Na antenie nie ma DJ-a." };
    return { text: f.live ? `Na antenie: ${f.name} (na żywo).` : `Na antenie: AutoDJ (${f.name}).` };
  },
  history: (f) =>
    f.readable
      ? { text: "Historię utworów da się odczytać." }
      : {
          text: "Nie można odczytać historii utworów.",
          fix: "Sprawdź, czy panel prowadzi historię dla tego serwera.",
        },
};
