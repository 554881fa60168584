import { httpAdvice } from "../choose.js";
import { plural } from "../numbers.js";
import type { StationSetupTexts } from "../types/setup.js";

/** `/setup station`, in Spanish (Latin America). */
export const station: StationSetupTexts = {
  found: (name) => `📻 ${name}`,
  onAir: "Al aire ahora",
  nothing: "Por ahora no hay información de la canción",
  panel: "Panel",
  server: "Servidor de radio",
  key: "Clave de API",
  keySet: "configurada",
  keyNone: "ninguna",
  save: "Guardar",
  saveHint: "No se guarda nada hasta que presiones Guardar.",
  saved: (name) => `✅ Guardado: **${name}** ya es una estación de este servidor.`,
  chosen: (name) =>
    `✅ **${name}** es ahora la estación de este servidor: los comandos la usan salvo que indiques otra.`,
  followed: (channel, names) => `✅ ${channel} sigue a ${names}.`,
  stale: "Esta vista previa expiró o ya se usó. Vuelve a usar /setup station.",
  notYours: "Solo quien usó /setup station puede guardarla.",
  perServer: (limit) =>
    plural("es-419", limit, {
      one: "Este servidor ya tiene su límite de {n} estación. Si necesitas más, pídeselo a quien administra el bot.",
      other:
        "Este servidor ya tiene su límite de {n} estaciones. Si necesitas más, pídeselo a quien administra el bot.",
      many: "Este servidor ya tiene su límite de {n} de estaciones. Si necesitas más, pídeselo a quien administra el bot.",
    }),
  total:
    "Este bot ya atiende todas las estaciones que puede. Pregunta a quien lo administra o inténtalo más tarde.",
  refused: (reason) => `El bot no se conectará a esa dirección. ${reason}`,
  noSuchServer: (id, known) => `El panel no tiene el servidor de radio ${id}. Tiene: ${known}.`,
  needUrl: "Indica la dirección del panel (url) y el servidor de radio (server), o elige una estación.",
  configured: "Este bot atiende las estaciones que configuró quien lo administra: elige una de ellas.",
  current: (name) => `Emisora de este servidor: **${name}**.`,
  removed: (name) => `✅ **${name}** ya no es una estación de este servidor.`,
  stationField: "Emisora de este servidor",
  noneYet: "aún ninguna: /setup station",
  followsField: "Emisoras que sigue cada canal",
  cooldown: (until) =>
    `Espera un momento: podrás ver otra vista previa <t:${Math.ceil(until / 1000)}:R>. Cada vista previa hace que el bot busque y contacte la dirección indicada.`,
  badKey:
    "Esa clave de API tiene caracteres que ninguna clave tiene (espacios, saltos de línea, caracteres de control o no latinos). Vuelve a copiar la clave del panel: solo lleva letras latinas, números y signos de puntuación.",
  httpStatus: (status, said) =>
    `El panel respondió HTTP ${status}${said}. ${httpAdvice(status, { auth: "Si necesita una clave de API, indícala en `key`.", other: "Revisa la dirección y el servidor de radio." })}`,
  notPanel:
    "Algo respondió en esa dirección, pero no es la API de un panel de radio (la respuesta no es JSON). Indica la dirección del propio panel con su puerto, por ejemplo, https://radio.example.com:8080.",
};
