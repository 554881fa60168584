import type { Overrides } from "../overrides.js";
import { codecName } from "../check-units.js";
import { plural } from "../numbers.js";
import type { CheckLines } from "../types/check.js";

const STREAM: Overrides<CheckLines["stream"]> = {
  codec: (f) => ({
    text: `${f.mount}: el panel dice ${f.format}, pero el stream es ${codecName(f.heard)}.`,
    fix: "Configura en el panel el formato que el canal emite de verdad.",
  }),
  http: (f) => ({
    text: `${f.mount}: respondió HTTP ${f.httpStatus}.`,
    fix: "Comprueba en el panel que el punto de montaje funciona y no está lleno.",
  }),
  refused: (f) => ({
    text: `${f.mount}: el bot rechazó la dirección del stream (privada o un redireccionamiento).`,
    fix: "Dale al canal una dirección de stream pública que responda sin redireccionamiento.",
  }),
  timeout: (f) => ({
    text: `${f.mount}: no llegó audio a tiempo.`,
    fix: "Puede que el servidor del stream esté sobrecargado; intenta de nuevo.",
  }),
  error: (f) => ({
    text: `${f.mount}: no se pudo abrir.`,
    fix: "Comprueba que el servidor del stream esté en línea.",
  }),
  "no-url": (f) => ({
    text: `${f.mount}: el panel no da ninguna dirección http(s) para él.`,
    fix: "Configura la dirección del stream del canal en el panel.",
  }),
};

/** The streams' lines. */
export const streamLines: Overrides<Pick<CheckLines, "no-streams" | "stream" | "streams-unread">> = {
  "no-streams": () => ({
    text: "Ningún stream está al aire, así que no se revisó ninguno.",
    fix: "Inicia la transmisión en el panel.",
  }),
  stream: STREAM,
  "streams-unread": (f) => ({
    text: `${plural("es-419", f.count, { one: "{n} stream más", other: "{n} streams más" })} al aire, sin leer.`,
    fix: "La revisión solo lee los 20 primeros streams; si no usas los demás, sácalos del aire en el panel.",
  }),
};
