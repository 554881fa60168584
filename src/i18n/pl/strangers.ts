import type { StrangerTexts } from "../types/strangers.js";

/** What the bot says when it holds back a stranger's preview or check. */
export const strangers: StrangerTexts = {
  checkCooldown: (again) =>
    `Chwileczkę: sprawdzenie można uruchomić ponownie ${again}. Każde sprawdzenie odczytuje panel i łączy się z jego strumieniami.`,
  busy: "Botowi brakuje teraz pamięci, więc nie zaczyna nowych podglądów ani sprawdzeń. Wszystko inne działa: spróbuj ponownie za kilka minut.",
  sealingUnset:
    "Ten bot nie może przechowywać kluczy API: jego operator nie ustawił SECRET_KEY. Panel, który nie wymaga klucza, nadal można skonfigurować.",
  sealingTooShort: (min) =>
    `Ten bot nie może przechowywać kluczy API: SECRET_KEY jego operatora jest krótszy niż ${min} znaków. Panel, który nie wymaga klucza, nadal można skonfigurować.`,
};
