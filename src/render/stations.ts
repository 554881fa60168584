import { catalogueOf } from "../i18n/catalogues.js";
import type { StationTexts } from "../i18n/areas.js";
import type { Locale } from "../locale.js";
import { plainText, safeText } from "./text.js";

/** What a station looks like to a reader: the panel's name for it, else "Station N" in their language. */
export function stationLabel(station: { name: string | null; serverId: number }, locale: Locale): string {
  const name = station.name?.trim();
  if (name) return plainText(name, 100);
  return catalogueOf(locale).listener.stations.unnamed({ serverId: station.serverId });
}

/** {@link stationLabel} for message text: the panel's name escaped (no markdown, links or mentions). */
export function stationName(station: { name: string | null; serverId: number }, locale: Locale): string {
  const name = station.name?.trim();
  if (name) return safeText(name, 100);
  return stationLabel(station, locale);
}

/**
 * A station's name for the titles of its statistics (`/stats`, its export and DJ report, the weekly report): the
 * panel's name as it gives it, for the renderer to escape, else "Station N" in the reader's language. Never its
 * panel's address.
 */
export function statsStationName(station: { name: string | null; serverId: number }, locale: Locale): string {
  return (
    station.name?.trim() || catalogueOf(locale).listener.stations.unnamed({ serverId: station.serverId })
  );
}

/** The words about stations that commands and the dispatcher show. */
export function stationStrings(locale: Locale): Pick<StationTexts, "noStation" | "unknownStation"> {
  return catalogueOf(locale).listener.stations;
}
