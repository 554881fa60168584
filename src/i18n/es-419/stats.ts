import { plural } from "../numbers.js";
import type { Overrides } from "../overrides.js";
import type { StatsTexts } from "../types/stats.js";

/** The words of /stats, the weekly report and the export, where Latin American Spanish says them otherwise. */
export const stats: Overrides<StatsTexts> = {
  average: "Oyentes en promedio",
  topByPlays: "🔁 Lo más tocado",
  averageListeners: (n) =>
    plural("es-419", n, { one: "{n} oyente en promedio", other: "{n} oyentes en promedio" }),
  djAudience: (average, peak) => `promedio ${average}, máximo ${peak}`,
  hoursOnAir: (n) => plural("es-419", n, { one: "{n} hora al aire", other: "{n} horas al aire" }),
  empty:
    "Todavía no hay datos de este período. El bot los guarda desde que empieza a leer la estación y recupera unos días del historial del panel.",
  exportTruncated: (rows) =>
    `${plural("es-419", rows, { one: "Se omitió la fila más antigua", other: "Se omitieron las {n} filas más antiguas" })} para no superar el límite de archivos adjuntos de Discord.`,
  chart: {
    audienceTitle: "Oyentes en el período",
    heatMapTitle: "Oyentes en promedio por hora de la semana",
    legendLive: "Programa en vivo",
    noData: "No hay datos de este período",
  },
};
