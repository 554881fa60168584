/** Why a server may not add a station now: the bot serves its total, or the server added too many this hour. */
export type StationRefusal =
  | { readonly kind: "total"; readonly limit: number }
  | { readonly kind: "rate"; readonly perHour: number; readonly retryAt: number };
