import { httpAdvice } from "../choose.js";
import { plural } from "../numbers.js";
import type { StationSetupTexts } from "../types/setup.js";

/** `/setup station`, in Spanish (Spain). */
export const station: StationSetupTexts = {
  found: (name) => `📻 ${name}`,
  onAir: "Sonando ahora",
  nothing: "Ahora mismo no hay información de la canción",
  panel: "Panel",
  server: "Servidor de radio",
  key: "Clave de API",
  keySet: "configurada",
  keyNone: "ninguna",
  save: "Guardar",
  saveHint: "No se guarda nada hasta que pulses Guardar.",
  saved: (name) => `✅ Guardado: **${name}** ya es una emisora de este servidor.`,
  chosen: (name) =>
    `✅ **${name}** es ahora la emisora de este servidor: los comandos la usan salvo que indiques otra.`,
  followed: (channel, names) => `✅ ${channel} sigue a ${names}.`,
  stale: "Esta vista previa ha caducado o ya se ha usado. Vuelve a usar /setup station.",
  notYours: "Solo quien usó /setup station puede guardarla.",
  perServer: (limit) =>
    plural("es-ES", limit, {
      one: "Este servidor ya tiene su límite de {n} emisora. Si necesitas más, pídeselo a quien gestiona el bot.",
      other:
        "Este servidor ya tiene su límite de {n} emisoras. Si necesitas más, pídeselo a quien gestiona el bot.",
      many: "Este servidor ya tiene su límite de {n} de emisoras. Si necesitas más, pídeselo a quien gestiona el bot.",
    }),
  total:
    "Este bot ya atiende todas las emisoras que puede. Pregunta a quien lo gestiona o inténtalo más tarde.",
  refused: (reason) => `El bot no se conectará a esa dirección. ${reason}`,
  noSuchServer: (id, known) => `El panel no tiene el servidor de radio ${id}. Tiene: ${known}.`,
  needUrl: "Indica la dirección del panel (url) y el servidor de radio (server), o elige una emisora.",
  configured: "Este bot atiende las emisoras que configuró quien lo gestiona: elige una de ellas.",
  current: (name) => `Emisora de este servidor: **${name}**.`,
  removed: (name) => `✅ **${name}** ya no es una emisora de este servidor.`,
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
    "Algo respondió en esa dirección, pero no es la API de un panel de radio (la respuesta no es JSON). Indica la dirección del propio panel con su puerto, p. ej. https://radio.example.com:8080.",
};
