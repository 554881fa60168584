import { seconds } from "../check-units.js";
import { formatCount } from "../numbers.js";
import type { CheckLines, Of } from "../types/check.js";

const sec = (ms: number) => seconds("pl", ms, "s");

const PANEL_DOWN: CheckLines["panel-down"] = {
  unreachable: () => ({
    text: "Nie można połączyć się z panelem.",
    fix: "Sprawdź adres panelu i czy panel działa.",
  }),
  timeout: (f) => ({
    text: `Panel nie odpowiedział w ciągu ${sec(f.ms)}.`,
    fix: "Panel może nie działać albo być przeciążony; spróbuj ponownie za minutę.",
  }),
  refused: () => ({
    text: "Bot odrzucił adres panelu (prywatny, przekierowanie albo zbyt duża odpowiedź).",
    fix: "Podaj publiczny adres panelu, pod którym odpowiada bez przekierowania.",
  }),
  http: (f) => ({
    text: `Panel odpowiedział HTTP ${f.httpStatus}.`,
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
  panel: {
    "key-accepted": (f) => ({ text: `Panel odpowiada w ${formatCount("pl", f.ms)} ms; klucz API przyjęty.` }),
    "no-key-needed": (f) => ({
      text: `Panel odpowiada w ${formatCount("pl", f.ms)} ms; klucz API niepotrzebny.`,
    }),
    "key-unknown": (f) => ({
      text: `Panel odpowiada w ${formatCount("pl", f.ms)} ms; klucz API przyjęty albo niepotrzebny.`,
    }),
  },
  "panel-key": (f) => ({
    text: `Panel odrzucił klucz API (HTTP ${f.httpStatus}).`,
    fix: "Skopiuj klucz API z panelu jeszcze raz i podaj go w /setup station (PANEL_API_KEY dla własnej stacji bota).",
  }),
  "panel-down": PANEL_DOWN,
  clock: {
    unmeasured: () => ({ text: "Nie zmierzono różnicy zegarów: panel nie podaje czasu w odpowiedziach." }),
    agrees: (f) => ({
      text: `Zegar panelu zgadza się z zegarem bota (z dokładnością do ${sec(Math.abs(f.offsetMs))}).`,
    }),
    ahead: (f) => ({
      text: `Zegar panelu spieszy się o ${sec(Math.abs(f.offsetMs))} względem bota.`,
      fix: "Ustaw zegar serwera panelu (NTP); do tego czasu godziny utworów są przesunięte o tyle samo.",
    }),
    behind: (f) => ({
      text: `Zegar panelu spóźnia się o ${sec(Math.abs(f.offsetMs))} względem bota.`,
      fix: "Ustaw zegar serwera panelu (NTP); do tego czasu godziny utworów są przesunięte o tyle samo.",
    }),
  },
  skipped: (f) => ({ text: `${SKIPPED[f.what]}: nie sprawdzono, panel nie odpowiedział.` }),
  "on-air": {
    on: () => ({ text: "Stacja nadaje." }),
    off: () => ({
      text: "Stacja nie nadaje: żaden kanał nie jest na antenie.",
      fix: "Uruchom nadawanie w panelu (AutoDJ albo źródło na żywo).",
    }),
  },
  dj: {
    unreadable: () => ({
      text: "Nie można odczytać listy DJ-ów.",
      fix: "Sprawdź sekcję DJ-ów w panelu i klucz API.",
    }),
    nobody: () => ({ text: "Na antenie nie ma DJ-a." }),
    live: (f) => ({ text: `Na antenie: ${f.name} (na żywo).` }),
    automatic: (f) => ({ text: `Na antenie: AutoDJ (${f.name}).` }),
  },
  history: {
    readable: () => ({ text: "Historię utworów da się odczytać." }),
    unreadable: () => ({
      text: "Nie można odczytać historii utworów.",
      fix: "Sprawdź, czy panel prowadzi historię dla tego serwera.",
    }),
  },
};
