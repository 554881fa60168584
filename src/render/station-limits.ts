import type { StationRefusal } from "../settings/station-refusal.js";
import type { Locale } from "../station/locale.js";

const when = (at: number) => `<t:${Math.ceil(at / 1000)}:R>`;

const STRINGS = {
  en: {
    total: "This bot serves as many stations as it can. Ask its operator, or try again later.",
    rate: (perHour: number, at: number) =>
      `This server has added ${perHour} stations in the last hour, the most it may. You can add another ${when(at)}.`,
  },
  ru: {
    total: "Бот обслуживает предельное число станций. Обратитесь к оператору или попробуйте позже.",
    rate: (perHour: number, at: number) =>
      `За последний час этот сервер уже добавил ${perHour} станций — это предел. Следующую можно добавить ${when(at)}.`,
  },
} as const;

/** Why a server may not add a station now, in the reader's language (shown privately to the moderator). */
export function stationRefusalText(refusal: StationRefusal, locale: Locale): string {
  const words = STRINGS[locale];
  return refusal.kind === "total" ? words.total : words.rate(refusal.perHour, refusal.retryAt);
}
