import type { Overrides } from "../overrides.js";
import type { StrangerTexts } from "../types/strangers.js";

/** What the bot says when it holds back a stranger's preview or check. */
export const strangers: Overrides<StrangerTexts> = {
  checkCooldown: (again) =>
    `Espera un momento: la verificación podrá ejecutarse de nuevo ${again}. Cada verificación lee el panel y contacta sus streams.`,
  busy: "Al bot le falta memoria en este momento, así que no inicia nuevas vistas previas ni verificaciones. Todo lo demás funciona: vuelve a intentarlo en unos minutos.",
  sealingUnset:
    "Este bot no puede guardar claves de API: su operador no definió SECRET_KEY. Un panel que no necesita clave se puede configurar de todos modos.",
  sealingTooShort: (min) =>
    `Este bot no puede guardar claves de API: la SECRET_KEY de su operador tiene menos de ${min} caracteres. Un panel que no necesita clave se puede configurar de todos modos.`,
};
