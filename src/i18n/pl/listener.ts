import { formatCount, plural } from "../numbers.js";
import type { ListenerTexts } from "../types/listener.js";
import { panel } from "./listener-panel.js";
import { replies } from "./listener-replies.js";

/** Replies of /nowplaying, /history, /listen, /listeners, panel problems, presence, the chart, in Polish. */
export const listener: ListenerTexts = {
  replies,
  chart: { listeners: "Słuchacze", time: "Czas (UTC)", live: "DJ na żywo" },
  stations: {
    unnamed: (id) => `Stacja ${id}`,
    noStation:
      "Ten serwer nie ma jeszcze stacji. Moderator (uprawnienie „Zarządzanie serwerem”) dodaje ją komendą `/setup station`.",
    unknownStation: (typed) => `Na tym serwerze nie ma stacji „${typed}”. Wybierz stację z podpowiedzi.`,
    limitTotal: "Ten bot obsługuje już tyle stacji, ile może. Zapytaj operatora albo spróbuj później.",
    limitRate: (perHour, at) =>
      `W ciągu ostatniej godziny ten serwer dodał ${plural("pl", perHour, { one: "{n} stację", few: "{n} stacje", many: "{n} stacji", other: "{n} stacji" })} — to limit. Następną możesz dodać ${at}.`,
  },
  panel,
  presence: {
    offAir: "📴 Poza anteną",
    listening: (n) =>
      `👥 ${plural("pl", n, { one: "{n} słuchacz", few: "{n} słuchaczy", many: "{n} słuchaczy", other: "{n} słuchacza" })} teraz`,
  },
  terminal: {
    justNow: "przed chwilą",
    minutesAgo: (n) => `${formatCount("pl", n)} min temu`,
    hoursAgo: (n) => `${formatCount("pl", n)} godz. temu`,
    inMinutes: (n) => `za ${formatCount("pl", n)} min`,
    disabled: "(wyłączony)",
    cover: "okładka",
    image: "obraz",
    attachment: (name, kib) => `załącznik ${name}, ${formatCount("pl", kib)} KiB`,
  },
};
