import type { Overrides } from "../overrides.js";
import type { SetupCommandTexts } from "../types/commands-setup.js";

/** `/setup` as Discord lists it, in Latin American Spanish. */
export const setupCommand: Overrides<SetupCommandTexts> = {
  show: { description: "Mostrar toda la configuración y de dónde viene" },
  announce: {
    tracks: {
      description: "También cada canción nueva: no, una publicación por canción o un mensaje editado",
      choices: { post: "una publicación por canción" },
    },
  },
  ping: {
    description: "Un rol para mencionar cuando un DJ sale al aire (vacío: ninguno)",
  },
  language: {
    value: { description: "En qué idioma el bot escribe los anuncios" },
  },
  radio: {
    description: "El canal de voz fijo donde el bot pasa la estación 24/7",
  },
  status: {
    description: "Anunciar cuando la estación sale del aire y cuando vuelve",
  },
  message: {
    description: "Escribe tus propios anuncios: {dj}, {artist}, {title}, {track}, {station}, {listeners}…",
    reset: { description: "Volver al texto original del bot" },
  },
  check: {
    name: "revisar",
    description: "Revisar lo que necesita el bot: el panel, los streams, sus permisos aquí",
  },
  station: {
    name: "estación",
    add: "Agregar la estación de este servidor o elegir una",
    pick: "Elegir la estación de este servidor",
    which: "Una de las estaciones de este servidor",
    url: {
      description: "La dirección del panel con su puerto, por ej. https://radio.example.com:8080",
    },
    remove: { description: "Quitar de este servidor la estación elegida en `estación`" },
  },
};
