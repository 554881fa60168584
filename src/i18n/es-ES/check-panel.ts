import { seconds } from "../check-units.js";
import { formatCount } from "../numbers.js";
import type { CheckLines, Of } from "../types/check.js";

const sec = (ms: number) => seconds("es-ES", ms, "s");

const PANEL_DOWN: CheckLines["panel-down"] = {
  unreachable: () => ({
    text: "No se puede acceder al panel.",
    fix: "Revisa la dirección del panel y que esté en línea.",
  }),
  timeout: (f) => ({
    text: `El panel no ha respondido en ${sec(f.ms)}.`,
    fix: "Puede que el panel esté caído o saturado; vuelve a intentarlo dentro de un minuto.",
  }),
  refused: () => ({
    text: "El bot ha rechazado la dirección del panel (privada, una redirección o una respuesta demasiado grande).",
    fix: "Usa la dirección pública del panel, la que responde sin redirección.",
  }),
  http: (f) => ({
    text: `El panel ha respondido HTTP ${f.httpStatus}.`,
    fix: "Revisa la dirección del panel y el ID de servidor de la emisora.",
  }),
  "not-json": () => ({
    text: "El panel ha respondido con una página web, no con su API.",
    fix: "Usa la dirección del propio panel, no la de una página delante de él.",
  }),
  shape: () => ({
    text: "La respuesta del panel tiene un formato que este bot no conoce.",
    fix: "Puede que el panel tenga una versión más nueva; avisa a quien gestiona el bot.",
  }),
  "no-station": () => ({
    text: "Este servidor aún no tiene emisora.",
    fix: "Elige una con /setup station.",
  }),
};

const SKIPPED: Readonly<Record<Of<"skipped">["what"], string>> = {
  clock: "Reloj del panel",
  station: "Emisora",
  streams: "Streams",
};

/** The panel's and the station's lines. */
export const panelLines: Pick<
  CheckLines,
  "panel" | "panel-key" | "panel-down" | "clock" | "skipped" | "on-air" | "dj" | "history"
> = {
  panel: {
    "key-accepted": (f) => ({
      text: `El panel responde en ${formatCount("es-ES", f.ms)} ms; clave de API aceptada.`,
    }),
    "no-key-needed": (f) => ({
      text: `El panel responde en ${formatCount("es-ES", f.ms)} ms; no hace falta clave de API.`,
    }),
    "key-unknown": (f) => ({
      text: `El panel responde en ${formatCount("es-ES", f.ms)} ms; clave de API aceptada o innecesaria.`,
    }),
  },
  "panel-key": (f) => ({
    text: `El panel ha rechazado la clave de API (HTTP ${f.httpStatus}).`,
    fix: "Vuelve a copiar la clave de API del panel e indícala con /setup station (PANEL_API_KEY para la emisora propia del bot).",
  }),
  "panel-down": PANEL_DOWN,
  clock: {
    unmeasured: () => ({ text: "Desfase del reloj sin medir: el panel no envía la hora en sus respuestas." }),
    agrees: (f) => ({
      text: `El reloj del panel coincide con el del bot (margen de ${sec(Math.abs(f.offsetMs))}).`,
    }),
    ahead: (f) => ({
      text: `El reloj del panel va ${sec(Math.abs(f.offsetMs))} adelantado respecto al bot.`,
      fix: "Ajusta el reloj del servidor del panel (NTP); mientras tanto, las horas de las canciones van desfasadas lo mismo.",
    }),
    behind: (f) => ({
      text: `El reloj del panel va ${sec(Math.abs(f.offsetMs))} atrasado respecto al bot.`,
      fix: "Ajusta el reloj del servidor del panel (NTP); mientras tanto, las horas de las canciones van desfasadas lo mismo.",
    }),
  },
  skipped: (f) => ({ text: `${SKIPPED[f.what]}: sin revisar, el panel no ha respondido.` }),
  "on-air": {
    on: () => ({ text: "La emisora está en antena." }),
    off: () => ({
      text: "La emisora no está en antena: ningún canal emite.",
      fix: "Inicia la emisión en el panel (AutoDJ o una fuente en directo).",
    }),
  },
  dj: {
    unreadable: () => ({
      text: "No se puede leer la lista de DJ.",
      fix: "Revisa la sección de DJ del panel y la clave de API.",
    }),
    nobody: () => ({ text: "No hay ningún DJ en antena." }),
    live: (f) => ({ text: `En antena: ${f.name} (en directo).` }),
    automatic: (f) => ({ text: `En antena: el AutoDJ (${f.name}).` }),
  },
  history: {
    readable: () => ({ text: "El historial de canciones se puede leer." }),
    unreadable: () => ({
      text: "No se puede leer el historial de canciones.",
      fix: "Comprueba que el panel guarda el historial de este servidor.",
    }),
  },
};
