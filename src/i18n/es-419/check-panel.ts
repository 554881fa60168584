import type { Overrides } from "../overrides.js";
import { seconds } from "../check-units.js";
import { formatCount } from "../numbers.js";
import type { CheckLines, Of } from "../types/check.js";

const sec = (ms: number) => seconds("es-419", ms, "s");

const PANEL_DOWN: Overrides<CheckLines["panel-down"]> = {
  timeout: (f) => ({
    text: `El panel no respondió en ${sec(f.ms)}.`,
    fix: "Puede que el panel esté caído o sobrecargado; intenta de nuevo en un minuto.",
  }),
  refused: () => ({
    text: "El bot rechazó la dirección del panel (privada, un redireccionamiento o una respuesta demasiado grande).",
    fix: "Usa la dirección pública del panel, la que responde sin redireccionamiento.",
  }),
  http: (f) => ({
    text: `El panel respondió HTTP ${f.httpStatus}.`,
    fix: "Revisa la dirección del panel y el ID de servidor de la estación.",
  }),
  "not-json": () => ({
    text: "El panel respondió con una página web, no con su API.",
    fix: "Usa la dirección del propio panel, no la de una página delante de él.",
  }),
  shape: () => ({
    text: "La respuesta del panel tiene un formato que este bot no conoce.",
    fix: "Puede que el panel tenga una versión más nueva; avísale a quien administra el bot.",
  }),
  "no-station": () => ({
    text: "Este servidor todavía no tiene estación.",
    fix: "Elige una con /setup station.",
  }),
};

const SKIPPED: Readonly<Record<Of<"skipped">["what"], string>> = {
  clock: "Reloj del panel",
  station: "Estación",
  streams: "Streams",
};

/** The panel's and the station's lines. */
export const panelLines: Overrides<
  Pick<CheckLines, "panel" | "panel-key" | "panel-down" | "clock" | "skipped" | "on-air" | "dj" | "history">
> = {
  panel: {
    "key-accepted": (f) => ({
      text: `El panel responde en ${formatCount("es-419", f.ms)} ms; clave API aceptada.`,
    }),
    "no-key-needed": (f) => ({
      text: `El panel responde en ${formatCount("es-419", f.ms)} ms; no se necesita clave API.`,
    }),
    "key-unknown": (f) => ({
      text: `El panel responde en ${formatCount("es-419", f.ms)} ms; clave API aceptada o innecesaria.`,
    }),
  },
  "panel-key": (f) => ({
    text: `El panel rechazó la clave API (HTTP ${f.httpStatus}).`,
    fix: "Copia otra vez la clave API del panel e indícala con /setup station (PANEL_API_KEY para la estación propia del bot).",
  }),
  "panel-down": PANEL_DOWN,
  clock: {
    agrees: (f) => ({
      text: `El reloj del panel coincide con el del bot (margen de ${sec(Math.abs(f.offsetMs))}).`,
    }),
    ahead: (f) => ({
      text: `El reloj del panel va ${sec(Math.abs(f.offsetMs))} adelantado respecto al bot.`,
      fix: "Ajusta el reloj del servidor del panel (NTP); mientras tanto, las horas de las canciones tienen el mismo desfase.",
    }),
    behind: (f) => ({
      text: `El reloj del panel va ${sec(Math.abs(f.offsetMs))} atrasado respecto al bot.`,
      fix: "Ajusta el reloj del servidor del panel (NTP); mientras tanto, las horas de las canciones tienen el mismo desfase.",
    }),
  },
  skipped: (f) => ({ text: `${SKIPPED[f.what]}: sin revisar, el panel no respondió.` }),
  "on-air": {
    on: () => ({ text: "La estación está al aire." }),
    off: () => ({
      text: "La estación no está al aire: ningún canal transmite.",
      fix: "Inicia la transmisión en el panel (AutoDJ o una fuente en vivo).",
    }),
  },
  dj: {
    unreadable: () => ({
      text: "No se puede leer la lista de DJ.",
      fix: "Revisa la sección de DJ del panel y la clave API.",
    }),
    nobody: () => ({ text: "No hay ningún DJ al aire." }),
    live: (f) => ({ text: `Al aire: ${f.name} (en vivo).` }),
    automatic: (f) => ({ text: `Al aire: el AutoDJ (${f.name}).` }),
  },
};
