import type { CommandTexts } from "../types/commands.js";
import { setupCommand } from "./commands-setup.js";

/** Command, option and choice names and descriptions, as Discord shows them, in Polish. */
export const commands: CommandTexts = {
  nowplaying: { name: "teraz", description: "Co teraz gra na stacji" },
  history: {
    name: "historia",
    description: "Ostatnie utwory zagrane na stacji",
    count: { name: "liczba", description: "Ile utworów pokazać (1–25, domyślnie 10)" },
    jingles: { name: "dżingle", description: "Pokaż też dżingle i identyfikatory stacji" },
  },
  listen: {
    name: "słuchaj",
    description: "Adresy strumieni, pliki playlist i odtwarzacz w przeglądarce",
    channel: { name: "kanał", description: "Jeden kanał (punkt montowania, bitrate i format)" },
  },
  listeners: {
    name: "słuchacze",
    description: "Ile osób słucha, w podziale na kanały, z wykresem z ostatnich godzin",
    hours: { name: "godziny", description: "Z ilu godzin pokazać wykres (1–72, domyślnie 24)" },
  },
  schedule: {
    name: "ramówka",
    description: "Co jest teraz na antenie i co dalej",
    days: { name: "dni", description: "Na ile dni do przodu (1–7, domyślnie 1)" },
  },
  request: {
    name: "zamówienie",
    description: "Zamów piosenkę z biblioteki stacji",
    track: { name: "piosenka", description: "Zacznij wpisywać wykonawcę lub tytuł i wybierz piosenkę" },
    message: {
      name: "wiadomość",
      description: "Pozdrowienia na antenie (imię i wiadomość razem: do 300 znaków)",
    },
  },
  radio: {
    name: "radio",
    description: "Odtwarzaj stację na kanale głosowym",
    join: {
      name: "graj",
      description: "Odtwarzaj stację na swoim kanale głosowym lub na wskazanym",
      channel: {
        name: "kanał",
        description: "Kanał głosowy lub sceniczny (inny niż twój wymaga uprawnienia Przenoszenie członków)",
      },
    },
    leave: { name: "stop", description: "Zatrzymaj odtwarzanie i wyjdź z kanału głosowego" },
  },
  stats: {
    name: "statystyki",
    description: "Słuchalność stacji w ciągu dnia, tygodnia, miesiąca lub roku, z wykresem",
    period: {
      name: "okres",
      description: "Który okres (domyślnie: ten tydzień)",
      choices: { day: "Dziś", week: "Ten tydzień", month: "Ten miesiąc", year: "Ten rok" },
    },
    dj: { name: "dj", description: "Jeden DJ lub audycja: audycje, godziny na antenie, słuchacze i utwory" },
    export: { name: "eksport", description: "Dołącz liczby jako pliki CSV do arkusza kalkulacyjnego" },
  },
  station: { name: "stacja", description: "Która stacja (domyślnie: stacja tego serwera)" },
  setup: setupCommand,
};
