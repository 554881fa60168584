import { codecName } from "../check-units.js";
import { plural } from "../numbers.js";
import type { CheckLines } from "../types/check.js";

const STREAM: CheckLines["stream"] = {
  none: (f) => ({ text: `${f.mount}: ${codecName(f.heard)}, tak jak podaje panel.` }),
  codec: (f) => ({
    text: `${f.mount}: panel podaje ${f.format}, a strumień to ${codecName(f.heard)}.`,
    fix: "Ustaw w panelu format, który kanał naprawdę nadaje.",
  }),
  html: (f) => ({
    text: `${f.mount}: zwraca stronę internetową (HTML), a nie dźwięk.`,
    fix: "Sprawdź adres strumienia kanału w panelu: prowadzi do strony internetowej.",
  }),
  "not-audio": (f) => ({
    text: `${f.mount}: odpowiedź to nie dźwięk, który bot zna.`,
    fix: "Sprawdź adres strumienia i format kanału w panelu.",
  }),
  http: (f) => ({
    text: `${f.mount}: odpowiedział HTTP ${f.httpStatus}.`,
    fix: "Sprawdź w panelu, czy punkt montowania działa i nie jest pełny.",
  }),
  refused: (f) => ({
    text: `${f.mount}: bot odrzucił adres strumienia (prywatny albo przekierowanie).`,
    fix: "Podaj dla kanału publiczny adres strumienia, który odpowiada bez przekierowania.",
  }),
  timeout: (f) => ({
    text: `${f.mount}: dźwięk nie dotarł na czas.`,
    fix: "Serwer strumienia może być przeciążony; spróbuj ponownie.",
  }),
  error: (f) => ({
    text: `${f.mount}: nie da się otworzyć.`,
    fix: "Sprawdź, czy serwer strumienia działa.",
  }),
  "no-url": (f) => ({
    text: `${f.mount}: panel nie podaje dla niego adresu http(s).`,
    fix: "Ustaw adres strumienia kanału w panelu.",
  }),
};

/** The streams' lines. */
export const streamLines: Pick<CheckLines, "no-streams" | "stream" | "streams-unread"> = {
  "no-streams": () => ({
    text: "Żaden strumień nie jest na antenie, więc nie było czego sprawdzić.",
    fix: "Uruchom nadawanie w panelu.",
  }),
  stream: STREAM,
  "streams-unread": (f) => ({
    text: `Na antenie jest jeszcze ${plural("pl", f.count, { one: "{n} strumień", few: "{n} strumienie", many: "{n} strumieni", other: "{n} strumienia" })}: nie sprawdzono.`,
    fix: "Kontrola czyta tylko pierwsze 20 strumieni; nieużywane zdejmij z anteny w panelu.",
  }),
};
