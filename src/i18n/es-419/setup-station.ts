import type { Overrides } from "../overrides.js";
import { plural } from "../numbers.js";
import type { StationSetupTexts } from "../types/setup.js";

/** `/setup station`, in Spanish (Latin America). */
export const station: Overrides<StationSetupTexts> = {
  onAir: "Al aire ahora",
  nothing: "Por ahora no hay información de la canción",
  saveHint: "No se guarda nada hasta que presiones Guardar.",
  saved: (name) => `✅ Guardado: **${name}** ya es una estación de este servidor.`,
  chosen: (name) =>
    `✅ **${name}** es ahora la estación de este servidor: los comandos la usan salvo que indiques otra.`,
  stale: "Esta vista previa expiró o ya se usó. Vuelve a usar /setup station.",
  perServer: (limit) =>
    plural("es-419", limit, {
      one: "Este servidor ya tiene su límite de {n} estación. Si necesitas más, pídeselo a quien administra el bot.",
      other:
        "Este servidor ya tiene su límite de {n} estaciones. Si necesitas más, pídeselo a quien administra el bot.",
      many: "Este servidor ya tiene su límite de {n} de estaciones. Si necesitas más, pídeselo a quien administra el bot.",
    }),
  total:
    "Este bot ya atiende todas las estaciones que puede. Pregunta a quien lo administra o inténtalo más tarde.",
  needUrl: "Indica la dirección del panel (url) y el servidor de radio (server), o elige una estación.",
  configured: "Este bot atiende las estaciones que configuró quien lo administra: elige una de ellas.",
  removed: (name) => `✅ **${name}** ya no es una estación de este servidor.`,
  notPanel:
    "Algo respondió en esa dirección, pero no es la API de un panel de radio (la respuesta no es JSON). Indica la dirección del propio panel con su puerto, por ejemplo, https://radio.example.com:8080.",
};
