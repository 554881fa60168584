import { onOff } from "../choose.js";
import { formatCount, plural } from "../numbers.js";
import type { Strings } from "../types/listener-replies.js";

/** The replies of /nowplaying, /history, /listen and /listeners, in Polish. */
export const replies: Strings = {
  listen: "Słuchaj",
  noTrack: "Brak informacji o utworze",
  noTrackHint: "W historii panelu stacji nie ma jeszcze utworów. Spróbuj ponownie za minutę.",
  jingle: "Dżingiel",
  live: (dj) => `🔴 Na żywo: ${dj}`,
  automatic: (dj) => `🤖 Emisja automatyczna (${dj})`,
  nobodyOnAir: "Nikogo na antenie",
  album: "Album",
  playlist: "Playlista",
  listenersNow: "Słuchacze teraz",
  dj: "DJ",
  started: (timestamp) => `Rozpoczęto ${timestamp}`,
  listenersTitle: "Słuchacze",
  listenersSummary: (listeners, channels) =>
    `${plural("pl", listeners, { one: "**{n}** słuchacz", few: "**{n}** słuchaczy", many: "**{n}** słuchaczy", other: "**{n}** słuchacza" })} teraz, ${plural("pl", channels, { one: "{n} kanał nadaje", few: "{n} kanały nadają", many: "{n} kanałów nadaje", other: "{n} kanału nadaje" })}`,
  listenersInVoice: (n) =>
    `🔊 ${plural("pl", n, { one: "**{n}** osoba słucha", few: "**{n}** osoby słuchają", many: "**{n}** osób słucha", other: "**{n}** osoby słucha" })} na kanałach głosowych Discorda`,
  noChannels: "Ta stacja nie ma kanałów.",
  channelState: ["⚫ Wyłączony", "🟡 Brak źródła", "🟢 Na antenie"],
  now: "Teraz",
  peak: "Szczyt",
  limit: "Limit",
  noLimit: "bez limitu",
  chartCaption: (hours) =>
    `📈 ${plural("pl", hours, { one: "Ostatnia godzina", few: "Ostatnie {n} godziny", many: "Ostatnie {n} godzin", other: "Ostatnie {n} godziny" })}, z historii`,
  chartReaches: (timestamp) => `Historia panelu sięga tylko do ${timestamp}.`,
  chartTooShort: "Historia panelu jest jeszcze za krótka, żeby narysować wykres.",
  chartUnavailable: "Na tym serwerze nie da się narysować wykresu (szczegóły w logu bota).",
  historyTitle: "Ostatnio grane",
  historyEmpty: "Jeszcze nic nie grało.",
  historyFooter: (from, to, jingles) =>
    `Utwory ${formatCount("pl", from)}–${formatCount("pl", to)}${onOff({ on: "", off: " · dżingle ukryte" })(jingles)}`,
  newer: "Nowsze",
  older: "Starsze",
  notYourPages:
    "Strony tej historii może przewijać tylko osoba, która użyła /history. Użyj /history, żeby mieć własną.",
  serverOnly: "To polecenie działa na serwerze, nie w wiadomościach prywatnych.",
  staleButton: "Te przyciski pochodzą ze starszej wersji bota. Użyj /history jeszcze raz.",
  listenTitle: "Jak słuchać",
  stream: "Strumień",
  plainStream: "Zwykły strumień HTTP",
  playlists: "Pliki playlist",
  webPlayer: "Odtwarzacz w przeglądarce",
  noListenLinks: "Ten kanał nie ma publicznego adresu do słuchania.",
  noSuchChannel: (query) => `Żaden kanał nie pasuje do „${query}”. Wybierz kanał z listy podczas pisania.`,
  copyHint: "Skopiuj adres do swojego odtwarzacza:",
  kbps: "kb/s",
  panelProblem: "⚠️ Nie udało się odczytać panelu stacji.",
  somethingWrong: "Coś poszło nie tak po naszej stronie. Moderatorzy znajdą szczegóły w logu bota.",
};
