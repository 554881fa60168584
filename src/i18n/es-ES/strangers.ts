import type { StrangerTexts } from "../types/strangers.js";

/** What the bot says when it holds back a stranger's preview or check. */
export const strangers: StrangerTexts = {
  checkCooldown: (again) =>
    `Espera un momento: la comprobación podrá ejecutarse de nuevo ${again}. Cada comprobación lee el panel y contacta sus streams.`,
  busy: "Al bot le falta memoria en este momento, así que no empieza nuevas vistas previas ni comprobaciones. Todo lo demás funciona: inténtalo de nuevo en unos minutos.",
  sealingUnset:
    "Este bot no puede guardar claves de API: su operador no ha definido SECRET_KEY. Un panel que no necesita clave se puede configurar igualmente.",
  sealingTooShort: (min) =>
    `Este bot no puede guardar claves de API: la SECRET_KEY de su operador tiene menos de ${min} caracteres. Un panel que no necesita clave se puede configurar igualmente.`,
};
