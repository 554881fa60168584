import { catalogueOf } from "../i18n/catalogues.js";
import type { StationRefusal } from "../settings/station-refusal.js";
import type { Locale } from "../locale.js";

/** Why a server may not add a station now, in the reader's language (shown privately to the moderator). */
export function stationRefusalText(refusal: StationRefusal, locale: Locale): string {
  const words = catalogueOf(locale).listener.stations;
  return refusal.kind === "total"
    ? words.limitTotal
    : words.limitRate({ perHour: refusal.perHour, at: `<t:${Math.ceil(refusal.retryAt / 1000)}:R>` });
}
