import type { Locale } from "../station/locale.js";
import { plainText, safeText } from "./text.js";

/** What a station looks like to a reader: the panel's name for it, else "Station N" in their language. */
export function stationLabel(station: { name: string | null; serverId: number }, locale: Locale): string {
  const name = station.name?.trim();
  if (name) return plainText(name, 100);
  return locale === "ru" ? `Станция ${station.serverId}` : `Station ${station.serverId}`;
}

/** {@link stationLabel} for message text: the panel's name escaped (no markdown, links or mentions). */
export function stationName(station: { name: string | null; serverId: number }, locale: Locale): string {
  const name = station.name?.trim();
  if (name) return safeText(name, 100);
  return stationLabel(station, locale);
}

/** The words about stations that commands and the dispatcher show. */
export function stationStrings(locale: Locale) {
  return locale === "ru"
    ? {
        noStation:
          "У этого сервера ещё нет станции. Модератор (право «Управлять сервером») подключает её командой `/setup station`.",
        unknownStation: (typed: string) =>
          `Станции «${typed}» на этом сервере нет. Выберите станцию из подсказок.`,
      }
    : {
        noStation:
          "This server has no station yet. A moderator (Manage Server) sets one with `/setup station`.",
        unknownStation: (typed: string) =>
          `This server has no station “${typed}”. Pick one from the suggestions.`,
      };
}
