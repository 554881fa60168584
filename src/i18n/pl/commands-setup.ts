import type { SetupCommandTexts } from "../types/commands-setup.js";

/** `/setup` as Discord lists it, in Polish. */
export const setupCommand: SetupCommandTexts = {
  name: "konfiguracja",
  description: "Skonfiguruj ogłoszenia bota na tym serwerze",
  show: { name: "pokaż", description: "Pokaż wszystkie ustawienia i ich źródło" },
  announce: {
    name: "ogłaszaj",
    description: "Publikuj ogłoszenia na kanale",
    channel: { name: "kanał", description: "Kanał (tekstowy lub ogłoszeń)" },
    tracks: {
      name: "utwory",
      description: "Także każdy nowy utwór: nie, post na utwór albo jedna edytowana wiadomość",
      choices: { off: "nie", post: "post na utwór", edit: "jedna wiadomość" },
    },
  },
  unannounce: {
    name: "nie_ogłaszaj",
    description: "Zakończ ogłoszenia na kanale",
    channel: { name: "kanał", description: "Kanał" },
  },
  ping: {
    name: "wzmianka",
    description: "Rola do oznaczenia, gdy DJ wchodzi na antenę (puste: nikt)",
    role: { name: "rola", description: "Rola (nigdy @everyone)" },
  },
  language: {
    name: "język",
    description: "Język ogłoszeń",
    value: { name: "język", description: "W jakim języku bot pisze ogłoszenia" },
  },
  radio: {
    name: "radio",
    description: "Domowy kanał głosowy, na którym bot gra stację całą dobę",
    channel: {
      name: "kanał",
      description: "Zostań całą dobę na tym kanale głosowym lub scenicznym",
      channel: { name: "kanał", description: "Kanał głosowy lub sceniczny" },
    },
    off: { name: "wyłącz", description: "Bez kanału domowego: głos tylko przez /radio join" },
  },
  status: {
    name: "status",
    description: "Ogłaszaj, gdy stacja schodzi z anteny i gdy wraca",
    enabled: { name: "włączone", description: "Włącz lub wyłącz" },
  },
  message: {
    name: "wiadomość",
    description: "Własna treść ogłoszenia: {dj}, {artist}, {title}, {track}, {station}, {listeners}…",
    trigger: {
      name: "zdarzenie",
      description: "Które ogłoszenie",
    },
    text: {
      name: "treść",
      description: "Treść z formatowaniem Discorda i zmiennymi, np. {dj} lub {track}",
    },
    reset: { name: "resetuj", description: "Przywróć domyślną treść bota" },
  },
  style: {
    name: "styl",
    description: "Wygląd ogłoszeń: osadzenie lub jedna linia, kolor, okładka, czas",
    layout: {
      name: "układ",
      description: "Osadzenie (jak teraz), jedna linia tekstu albo oba",
      choices: { embed: "osadzenie", compact: "kompaktowy (jedna linia)", both: "oba" },
    },
    color: { name: "kolor", description: "Kolor osadzeń w hex (#1e90ff) lub default" },
    cover: { name: "okładka", description: "Pokazuj okładkę (lub zdjęcie DJ-a)" },
    timestamp: { name: "czas", description: "Pokazuj czas zmiany" },
  },
  check: {
    name: "sprawdź",
    description: "Sprawdź, czego potrzebuje bot: panel, strumienie, jego uprawnienia tutaj",
  },
  report: {
    name: "raport",
    description: "Tygodniowy raport słuchalności stacji i kto może używać /statystyki",
    channel: {
      name: "kanal",
      description: "Publikuj raport tygodnia na kanale, raz w tygodniu",
      channel: { name: "kanal", description: "Kanał tekstowy lub ogłoszeń" },
      day: {
        name: "dzien",
        description: "W który dzień (domyślnie: poniedziałek)",
        choices: ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"],
      },
      hour: {
        name: "godzina",
        description: "O której godzinie, w strefie czasowej statystyk (0–23, domyślnie 9)",
      },
    },
    off: { name: "wylacz", description: "Bez raportu tygodniowego" },
    access: {
      name: "dostep",
      description: "Kto może używać /statystyki na tym serwerze",
      who: {
        name: "kto",
        description: "Wszyscy albo tylko członkowie z uprawnieniem Zarządzanie serwerem",
        choices: { everyone: "Wszyscy", managers: "Tylko Zarządzanie serwerem" },
      },
    },
  },
  station: {
    name: "stacja",
    add: "Dodaj stację tego serwera lub wybierz jedną",
    pick: "Wybierz stację tego serwera",
    which: "Jedna ze stacji tego serwera",
    url: { name: "adres", description: "Adres panelu z portem, np. https://radio.example.com:8080" },
    server: { name: "serwer", description: "Numer serwera radiowego w panelu (domyślnie 1)" },
    key: {
      name: "klucz",
      description: "Klucz API panelu, jeśli jest potrzebny (przechowywany zaszyfrowany)",
    },
    remove: { name: "usuń", description: "Usuń z tego serwera stację wybraną w `stacja`" },
  },
};
