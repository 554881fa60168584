import { codecName } from "../check-units.js";
import { plural } from "../numbers.js";
import type { CheckLines } from "../types/check.js";

const STREAM: CheckLines["stream"] = {
  none: (f) => ({ text: `${f.mount}: ${codecName(f.heard)}, como indica el panel.` }),
  codec: (f) => ({
    text: `${f.mount}: el panel dice ${f.format}, pero el stream es ${codecName(f.heard)}.`,
    fix: "Pon en el panel el formato que el canal emite de verdad.",
  }),
  html: (f) => ({
    text: `${f.mount}: sirve una página web (HTML), no audio.`,
    fix: "Revisa la dirección del stream del canal en el panel: apunta a una página web.",
  }),
  "not-audio": (f) => ({
    text: `${f.mount}: la respuesta no es un audio que el bot conozca.`,
    fix: "Revisa la dirección del stream y el formato del canal en el panel.",
  }),
  http: (f) => ({
    text: `${f.mount}: ha respondido HTTP ${f.httpStatus}.`,
    fix: "Comprueba en el panel que el punto de montaje funciona y no está lleno.",
  }),
  refused: (f) => ({
    text: `${f.mount}: el bot ha rechazado la dirección del stream (privada o una redirección).`,
    fix: "Dale al canal una dirección de stream pública que responda sin redirección.",
  }),
  timeout: (f) => ({
    text: `${f.mount}: no ha llegado audio a tiempo.`,
    fix: "Puede que el servidor del stream esté saturado; vuelve a intentarlo.",
  }),
  error: (f) => ({
    text: `${f.mount}: no se ha podido abrir.`,
    fix: "Comprueba que el servidor del stream esté en línea.",
  }),
  "no-url": (f) => ({
    text: `${f.mount}: el panel no da ninguna dirección http(s) para él.`,
    fix: "Pon la dirección del stream del canal en el panel.",
  }),
};

/** The streams' lines. */
export const streamLines: Pick<CheckLines, "no-streams" | "stream" | "streams-unread"> = {
  "no-streams": () => ({
    text: "Ningún stream está en antena, así que no se ha revisado ninguno.",
    fix: "Inicia la emisión en el panel.",
  }),
  stream: STREAM,
  "streams-unread": (f) => ({
    text: `${plural("es-ES", f.count, { one: "{n} stream más", other: "{n} streams más" })} en antena, sin leer.`,
    fix: "La revisión solo lee los 20 primeros streams; si no usas los demás, quítalos de antena en el panel.",
  }),
};
