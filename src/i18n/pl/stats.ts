import { plural } from "../numbers.js";
import type { StatsTexts } from "../types/stats.js";

/** The words of /stats, the weekly report and the export, in Polish. */
export const stats: StatsTexts = {
  monthsShort: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
  monthsLong: [
    "styczeń",
    "luty",
    "marzec",
    "kwiecień",
    "maj",
    "czerwiec",
    "lipiec",
    "sierpień",
    "wrzesień",
    "październik",
    "listopad",
    "grudzień",
  ],
  date: (day, month, year) => `${day} ${month} ${year}`,
  range: (from, to) => `${from} – ${to}`,
  title: {
    day: (station, date) => `📊 ${station}: dzień ${date}`,
    week: (station, range) => `📊 ${station}: tydzień ${range}`,
    month: (station, month, year) => `📊 ${station}: ${month} ${year}`,
    year: (station, year) => `📊 ${station}: rok ${year}`,
  },
  previous: {
    day: "poprzednim dniem",
    week: "poprzednim tygodniem",
    month: "poprzednim miesiącem",
    year: "poprzednim rokiem",
  },
  compared: (previous, range) => `W porównaniu z ${previous} (${range})`,
  sameSpan: "do tego samego momentu",
  timeZone: (zone) => `Dni i godziny według strefy ${zone}`,
  audience: "👥 Słuchalność",
  peak: "Szczyt słuchaczy",
  average: "Średnio słuchaczy",
  listeningHours: "Godziny słuchania",
  busiestHour: "Najpopularniejsza godzina",
  comparison: {
    change: (arrow, percent) => `${arrow} ${percent}%`,
    fromZero: (arrow) => `${arrow} od zera`,
    noChange: "bez zmian",
    noEarlier: "brak wcześniejszych danych",
    partlySeen: "poprzedni okres jest zarejestrowany tylko częściowo",
  },
  noFigure: "—",
  topByPlays: "🔁 Najczęściej grane",
  topByAudience: "🎧 Największa publiczność",
  plays: (n) =>
    plural("pl", n, {
      one: "{n} odtworzenie",
      few: "{n} odtworzenia",
      many: "{n} odtworzeń",
      other: "{n} odtworzenia",
    }),
  averageListeners: (n) =>
    plural("pl", n, {
      one: "średnio {n} słuchacz",
      few: "średnio {n} słuchaczy",
      many: "średnio {n} słuchaczy",
      other: "średnio {n} słuchacza",
    }),
  djs: "🎙 DJ-e i audycje",
  shows: (n) =>
    plural("pl", n, { one: "{n} audycja", few: "{n} audycje", many: "{n} audycji", other: "{n} audycji" }),
  hoursOnAir: (n) =>
    plural("pl", n, {
      one: "{n} godzina na antenie",
      few: "{n} godziny na antenie",
      many: "{n} godzin na antenie",
      other: "{n} godziny na antenie",
    }),
  djAudience: (average, peak) => `średnio ${average}, szczyt ${peak}`,
  djNoAudience: "brak danych o słuchaczach",
  voice: "🔊 Na kanale głosowym Discorda",
  empty:
    "Dla tego okresu nie ma jeszcze danych. Bot zbiera je od chwili, gdy zaczął odczytywać stację, i pobiera historię panelu kilka dni wstecz.",
  exportFileName: (date) => `statystyki-${date}.csv`,
  exportMessage: (title) =>
    `${title}: słuchacze co godzinę na każdym kanale i odtworzone utwory, jako CSV do arkusza kalkulacyjnego.`,
  exportTruncated: (rows) =>
    `${plural("pl", rows, {
      one: "Najstarszy wiersz został pominięty",
      few: "Najstarsze {n} wiersze zostały pominięte",
      many: "Najstarszych {n} wierszy zostało pominiętych",
      other: "Najstarsze {n} wiersza zostały pominięte",
    })}, aby zmieścić się w limicie załączników Discorda.`,
  exportQueued: (position) =>
    `⏳ Twój eksport czeka w kolejce, miejsce ${position}: najpierw przygotowywane są inne eksporty. Pojawi się tutaj.`,
  chart: {
    audienceTitle: "Słuchacze w okresie",
    heatMapTitle: "Średnio słuchaczy według godziny tygodnia",
    listenersAxis: "Słuchacze",
    timeAxis: (zone) => `Czas (${zone})`,
    hourAxis: (zone) => `Godzina dnia (${zone})`,
    weekdaysShort: ["pon", "wt", "śr", "czw", "pt", "sob", "nd"],
    legendListeners: "Słuchacze",
    legendLive: "Audycja na żywo",
    legendFewer: "mniej",
    legendMore: "więcej",
    noData: "Brak danych dla tego okresu",
  },
  command: {
    off: "Statystyki są w tym bocie wyłączone (jego operator ustawił `STATS=off`).",
    managersOnly:
      "Na tym serwerze statystyki stacji widzą tylko członkowie z uprawnieniem Zarządzanie serwerem.",
    exportBusy: "Ten bot przygotowuje teraz zbyt wiele eksportów. Spróbuj ponownie za kilka minut.",
    chartUnavailable: "Tym razem nie udało się narysować wykresu; liczby powyżej są kompletne.",
    djTitle: (dj, period) => `🎙 ${dj} · ${period}`,
    djNotOnAir: (dj) => `${dj} nie był(a) na antenie w tym okresie.`,
    djMostPlayed: "🔁 Najczęściej grane utwory",
    djOnAir: "🎙 Na antenie",
    weekdaysLong: ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"],
    reportSet: (channel, day, time, zone) =>
      `Raport tygodniowy trafi na ${channel} raz w tygodniu (${day}, ${time}, ${zone}), z liczbami i wykresem z ostatniego tygodnia.`,
    reportOff: "Raport tygodniowy jest wyłączony.",
    accessEveryone: "Teraz każdy na tym serwerze może używać `/statystyki`.",
    accessManagers: "Teraz `/statystyki` mogą używać tylko członkowie z uprawnieniem Zarządzanie serwerem.",
    reportField: "📊 Raport tygodniowy",
    reportShown: (channel, day, time, zone) => `${channel} · ${day}, ${time} (${zone})`,
    reportNone: "brak",
    accessShown: { everyone: "/statystyki: wszyscy", managers: "/statystyki: tylko Zarządzanie serwerem" },
  },
};
