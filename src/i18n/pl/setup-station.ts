import { httpAdvice } from "../choose.js";
import { plural } from "../numbers.js";
import type { StationSetupTexts } from "../types/setup.js";

/** `/setup station`, in Polish. */
export const station: StationSetupTexts = {
  found: (name) => `📻 ${name}`,
  onAir: "Teraz na antenie",
  nothing: "Brak informacji o utworze",
  panel: "Panel",
  server: "Serwer radia",
  key: "Klucz API",
  keySet: "ustawiony",
  keyNone: "brak",
  save: "Zapisz",
  saveHint: "Nic nie zostanie zapisane, dopóki nie klikniesz Zapisz.",
  saved: (name) => `✅ Zapisano: **${name}** jest teraz stacją tego serwera.`,
  chosen: (name) =>
    `✅ **${name}** to teraz stacja tego serwera: komendy jej używają, chyba że wskażesz inną.`,
  followed: (channel, names) => `✅ ${channel} śledzi: ${names}.`,
  stale: "Ten podgląd wygasł lub został już użyty. Ponownie użyj /setup station.",
  notYours: "Zapisać może tylko moderator, który użył /setup station.",
  perServer: (limit) =>
    plural("pl", limit, {
      one: "Ten serwer osiągnął limit: {n} stacja. Jeśli potrzebujesz więcej, napisz do operatora bota.",
      few: "Ten serwer osiągnął limit: {n} stacje. Jeśli potrzebujesz więcej, napisz do operatora bota.",
      many: "Ten serwer osiągnął limit: {n} stacji. Jeśli potrzebujesz więcej, napisz do operatora bota.",
      other: "Ten serwer osiągnął limit: {n} stacji. Jeśli potrzebujesz więcej, napisz do operatora bota.",
    }),
  total: "Ten bot obsługuje już tyle stacji, ile może. Napisz do operatora albo spróbuj później.",
  refused: (reason) => `Bot nie połączy się z tym adresem. ${reason}`,
  noSuchServer: (id, known) => `Panel nie ma serwera radia ${id}. Dostępne: ${known}.`,
  needUrl: "Podaj adres panelu (url) i serwer radia (server) albo wybierz stację.",
  configured: "Ten bot obsługuje stacje skonfigurowane przez operatora: wybierz jedną z nich.",
  current: (name) => `Stacja tego serwera: **${name}**.`,
  removed: (name) => `✅ **${name}** nie jest już stacją tego serwera.`,
  stationField: "Stacja tego serwera",
  noneYet: "jeszcze brak: /setup station",
  followsField: "Stacje śledzone przez każdy kanał",
  cooldown: (until) =>
    `Chwileczkę: kolejny podgląd stacji możesz zrobić <t:${Math.ceil(until / 1000)}:R>. Przy każdym podglądzie bot wyszukuje podany adres i łączy się z nim.`,
  badKey:
    "Ten klucz API zawiera znaki, których nie ma w żadnym kluczu (spacje, podziały wiersza, znaki sterujące lub spoza alfabetu łacińskiego). Skopiuj klucz z panelu jeszcze raz: składa się z liter łacińskich, cyfr i znaków interpunkcyjnych.",
  httpStatus: (status, said) =>
    `Panel odpowiedział HTTP ${status}${said}. ${httpAdvice(status, { auth: "Jeśli wymaga klucza API, podaj go w `key`.", other: "Sprawdź adres i serwer radia." })}`,
  notPanel:
    "Pod tym adresem coś odpowiedziało, ale nie API panelu radia (odpowiedź nie jest w formacie JSON). Podaj adres samego panelu z portem, np. https://radio.example.com:8080.",
};
